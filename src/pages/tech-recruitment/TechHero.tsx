import { Dialog } from '../../components/Dialog.tsx';
import type { Data } from './+data.ts';

/** Badges, the apply link (smooth scroll to #apply) and the example jobs dialog. */
export function TechHero({ hero, jobs }: { hero: Data['page']['hero']; jobs: Data['page']['exampleJobs'] }) {
  return (
    <section className="bg-gradient-to-br from-brand-950 to-brand-700 py-14 text-white sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <ul className="flex flex-wrap gap-2">
            {hero.badges.map((b) => (
              <li key={b} className="badge bg-white/10 text-white">
                {b}
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-4xl font-extrabold text-white sm:text-5xl">{hero.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#apply" className="btn-call">
              {hero.applyLabel}
            </a>
            <Dialog id="example-jobs" label={hero.jobsLabel} heading={hero.jobsDialogHeading} buttonClass="btn-light">
              <p>{hero.jobsDialogText}</p>
              <ul className="mt-4 grid gap-4">
                {jobs.map((j) => (
                  <li key={j.title} className="rounded-xl border border-slate-200 p-4" data-testid="example-job">
                    <div className="flex items-start justify-between gap-4">
                      <h3 className="text-lg font-bold">{j.title}</h3>
                      <p className="text-xl font-extrabold text-ok-700">{j.pay}</p>
                    </div>
                    <p className="text-sm text-slate-600">
                      {j.location} · {j.duration}
                    </p>
                    <p className="mt-2">{j.description}</p>
                  </li>
                ))}
              </ul>
            </Dialog>
          </div>
        </div>
        <div className="hidden rounded-2xl border border-white/15 bg-white/5 p-6 lg:block" aria-hidden="true">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{hero.jobsDialogHeading}</p>
          <ul className="mt-4 grid gap-3">
            {jobs.map((j) => (
              <li
                key={j.title}
                className="flex items-center justify-between gap-4 rounded-xl bg-white p-4 text-slate-800 shadow-sm"
              >
                <span>
                  <span className="block font-bold text-brand-900">{j.title}</span>
                  <span className="text-sm text-slate-600">
                    {j.location} · {j.duration}
                  </span>
                </span>
                <span className="text-xl font-extrabold text-ok-700">{j.pay}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

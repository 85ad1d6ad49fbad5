import { useData } from 'vike-react/useData';
import { Dialog } from '../../components/Dialog.tsx';
import type { Data } from './+data.ts';

export function TechHero() {
  const { page } = useData<Data>();
  const { hero } = page;
  return (
    <section className="bg-gradient-to-br from-brand-950 to-brand-700 py-16 text-white sm:py-24">
      <div className="container-page">
        <ul className="flex flex-wrap gap-2">{hero.badges.map((b) => <li key={b} className="badge bg-white/10 text-white">{b}</li>)}</ul>
        <h1 className="mt-4 max-w-4xl text-4xl font-extrabold text-white sm:text-5xl">{hero.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-brand-100">{hero.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#apply" className="btn-call">{hero.applyLabel}</a>
          <Dialog id="example-jobs" label={hero.jobsLabel} heading={hero.jobsDialogHeading} buttonClass="btn-light">
            <p>{hero.jobsDialogText}</p>
            <ul className="mt-4 grid gap-4">
              {page.exampleJobs.map((j) => (
                <li key={j.title} className="card">
                  <h3 className="text-lg font-bold">{j.title}</h3>
                  <p className="text-sm text-slate-600">{j.location} · {j.duration}</p>
                  <p className="mt-1 text-xl font-bold text-ok-700">{j.pay}</p>
                  <p className="mt-1">{j.description}</p>
                </li>
              ))}
            </ul>
          </Dialog>
        </div>
      </div>
    </section>
  );
}

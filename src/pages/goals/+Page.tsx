import { CallButton } from '../../components/CallButton.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { usePageContent } from '../../components/page-content.ts';
import { Section } from '../../components/Section.tsx';

/** The five goals, then the promise. */
export default function Page() {
  const goals = usePageContent<'goals'>();
  return (
    <>
      <PageHero eyebrow={goals.eyebrow} heading={goals.heading} text={goals.intro} />
      <Section title={goals.goalsHeading}>
        <ol className="grid max-w-4xl gap-4">
          {goals.goals.map((g, i) => (
            <li key={g.title} className="card flex gap-5 sm:gap-8 sm:p-8">
              <span
                className="text-4xl leading-none font-extrabold text-brand-600 tabular-nums sm:text-5xl"
                aria-hidden="true"
              >
                {String(i + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="flex items-center gap-3 text-xl sm:text-2xl">
                  {g.icon && <Icon name={g.icon} className="size-6 text-brand-700" />}
                  {g.title}
                </h3>
                <p className="mt-2 text-slate-600">{g.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <section aria-labelledby="promise-title" className="bg-sand-50 py-16 sm:py-24">
        <div className="container-page">
          <figure className="mx-auto max-w-3xl text-center">
            <h2 id="promise-title" className="eyebrow">
              {goals.promise.heading}
            </h2>
            <blockquote className="mt-5 text-2xl leading-snug font-bold text-brand-900 sm:text-3xl">
              {goals.promise.text}
            </blockquote>
            <CallButton className="btn-call btn-lg mt-9" />
          </figure>
        </div>
      </section>
      <CtaBand heading={goals.cta.heading} text={goals.cta.text} />
    </>
  );
}

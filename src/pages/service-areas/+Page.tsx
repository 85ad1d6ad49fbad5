import { useData } from 'vike-react/useData';
import { CallButton } from '../../components/CallButton.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, counties } = useData<Data>();
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text}>
        <CallButton />
        <a href="/quote" className="btn-light">{page.hero.quoteLabel}</a>
      </PageHero>
      <Section title={page.countiesHeading}>
        <div className="grid gap-10 md:grid-cols-2">
          {counties.map((county) => (
            <section key={county.slug} aria-labelledby={`county-${county.slug}`}>
              <h3 id={`county-${county.slug}`} className="mb-3 text-2xl font-bold">{county.name}</h3>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                {county.cities.map((c) => (
                  <li key={c.slug}><a className="text-brand-700 underline" href={`/service-areas/${c.slug}`}>{c.name}</a></li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <CtaBand heading={page.notListed.heading} text={page.notListed.text} />
    </>
  );
}

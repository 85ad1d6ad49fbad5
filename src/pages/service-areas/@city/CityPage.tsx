import { ArrowRight } from 'lucide-react';
import { CallButton } from '../../../components/CallButton.tsx';
import { CtaBand } from '../../../components/CtaBand.tsx';
import { Faq } from '../../../components/Faq.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PageHero } from '../../../components/PageHero.tsx';
import { Section } from '../../../components/Section.tsx';
import type { Data } from './+data.ts';

type Props = Extract<Data, { kind: 'city' }>;

/** A city's full page (SPEC 2.9), every block from data/pages/city-page.yaml rendered for this city. */
export function CityPage({ city, page, nearby }: Props) {
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text}>
        <CallButton />
        <a href="/quote" className="btn-light">{page.hero.quoteLabel}</a>
      </PageHero>
      <Section>
        <div className="max-w-3xl space-y-4 text-lg">
          {city.intro.split(/\n\s*\n/).map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
        </div>
        <ul className="mt-8 flex flex-wrap gap-3">
          {page.badges.map((b) => (
            <li key={b.label} className="badge"><Icon name={b.icon} className="size-4" />{b.label}</li>
          ))}
        </ul>
        {city.neighborhoods.length > 0 && (
          <p className="mt-6 text-slate-700"><strong>Neighborhoods we serve:</strong> {city.neighborhoods.join(', ')}</p>
        )}
      </Section>
      <Section title={`Services in ${city.cityName}`} tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.categories.map((cat) => (
            <li key={cat.title} className="card">
              <h3 className="text-xl font-bold"><a href={cat.link} className="hover:underline">{cat.title}</a></h3>
              <ul className="mt-3 list-disc pl-5 text-sm">{cat.services.map((s) => <li key={s}>{s}</li>)}</ul>
              <a href={cat.link} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700" aria-label={`More about ${cat.title}`}>Learn more <ArrowRight className="size-4" aria-hidden="true" /></a>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <p className="text-lg font-semibold text-brand-900">{page.zipLine}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {page.testimonials.map((t) => (
            <li key={t.text} className="card"><blockquote className="italic">“{t.text}”</blockquote><p className="mt-3 text-sm font-semibold">{t.author}, {t.place}</p></li>
          ))}
        </ul>
      </Section>
      <Section title={page.notListed.heading} tone="sand">
        <p className="mb-6 max-w-3xl text-lg">{page.notListed.text}</p>
        <div className="flex flex-wrap gap-3"><CallButton /><a href="/quote" className="btn-outline">{page.notListed.quoteLabel}</a></div>
      </Section>
      <Section title={`${city.cityName} FAQ`}>
        <Faq name="city-faq" items={page.faq} />
      </Section>
      <Section title={page.nearbyHeading} tone="sand">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {nearby.map((n) => <li key={n.slug}><a className="text-brand-700 underline" href={`/service-areas/${n.slug}`}>{n.name}</a></li>)}
          <li><a className="font-semibold text-brand-700 underline" href="/service-areas">All service areas</a></li>
        </ul>
      </Section>
      <CtaBand heading={page.finalCta.heading} text={page.finalCta.text} />
    </>
  );
}

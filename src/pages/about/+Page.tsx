import { CardGrid } from '../../components/CardGrid.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { useMessages } from '../../components/i18n.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { usePageContent } from '../../components/page-content.ts';
import { Section } from '../../components/Section.tsx';

/** The tagline, who we are, and the five value blocks. */
export default function Page() {
  const t = useMessages();
  const about = usePageContent<'about'>();
  return (
    <>
      <PageHero eyebrow={about.eyebrow} heading={about.heading} />
      <section aria-label={t.about.whoWeAre} className="border-b border-slate-200 bg-white py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
          <p className="text-xl leading-relaxed text-slate-700 sm:text-2xl">{about.intro}</p>
          <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {about.highlights.map((h) => (
              <div key={h.label} className="flex flex-col rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-100">
                <dt className="order-2 text-sm font-semibold text-slate-600">{h.label}</dt>
                <dd className="order-1 text-3xl font-extrabold text-brand-900">{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <Section eyebrow={t.about.values} title={about.valuesHeading} tone="sand">
        <CardGrid items={about.values} />
      </Section>
      <CtaBand heading={about.cta.heading} text={about.cta.text} />
    </>
  );
}

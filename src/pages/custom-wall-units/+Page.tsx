import { BulletList } from '../../components/BulletList.tsx';
import { CallButton } from '../../components/CallButton.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Claim } from '../../components/Claim.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { usePageContent } from '../../components/page-content.ts';
import { QuoteLink } from '../../components/QuoteLink.tsx';
import { Section } from '../../components/Section.tsx';
import { Stars } from '../../components/Stars.tsx';
import { Steps } from '../../components/Steps.tsx';

/** Features, the three lists, the process, the rating line and the lifetime warranty. */
export default function Page() {
  const page = usePageContent<'custom-wall-units'>();
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} icon="tv" heading={page.hero.heading} text={page.hero.text}>
        <CallButton className="btn-call btn-lg" />
        <QuoteLink className="btn-light btn-lg" />
      </PageHero>
      <p className="flex items-center justify-center gap-3 bg-sand-100 px-4 py-4 text-center font-bold text-brand-900">
        <span className="flex text-warn-500" aria-hidden="true">
          <Stars />
        </span>
        <span>
          {page.ratingLine.split(/\s*•\s*/).map((part, i) => (
            <span key={part}>
              {i > 0 && ' • '}
              <Claim text={part}>{part}</Claim>
            </span>
          ))}
        </span>
      </p>
      <Section title={page.featuresHeading}>
        <CardGrid items={page.features} columns={4} />
      </Section>
      <Section tone="sand">
        <div className="grid gap-6 lg:grid-cols-3">
          {[page.whyChoose, page.included, page.consultation].map((list) => (
            <div key={list.heading} className="card">
              <h2 className="mb-5 text-2xl">{list.heading}</h2>
              <BulletList items={list.items} />
            </div>
          ))}
        </div>
      </Section>
      <Section title={page.process.heading}>
        <Steps items={page.process.steps} />
      </Section>
      <CtaBand heading={page.warranty.heading} text={page.warranty.text} />
    </>
  );
}

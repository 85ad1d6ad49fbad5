import { BulletList } from '../../../components/BulletList.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { PageHero } from '../../../components/PageHero.tsx';
import { Section } from '../../../components/Section.tsx';
import type { PlainCityPage as Plain } from '../../../lib/content.ts';

/** The nine short city pages and the unknown-city fallback (SPEC 2.9). */
export function PlainCityPage({ page }: { page: Plain }) {
  return (
    <>
      <PageHero heading={page.heading} />
      <Section>
        <BulletList items={page.services} columns={2} />
        <div className="card mt-10 max-w-2xl bg-brand-50">
          <h2 className="text-2xl font-bold">{page.readyCard.heading}</h2>
          <p className="mt-2">{page.readyCard.text}</p>
          <CallButton className="btn-call mt-4" />
        </div>
      </Section>
    </>
  );
}

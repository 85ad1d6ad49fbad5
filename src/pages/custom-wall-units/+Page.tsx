import { useData } from 'vike-react/useData';
import { BulletList } from '../../components/BulletList.tsx';
import { CallButton } from '../../components/CallButton.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import { Steps } from '../../components/Steps.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text}>
        <a href="/quote" className="btn-call">Get a Free Quote</a>
        <CallButton className="btn-light" />
      </PageHero>
      <p className="bg-accent-100 py-3 text-center font-semibold text-brand-900">{page.ratingLine}</p>
      <Section>
        <CardGrid items={page.features} columns={4} />
      </Section>
      <Section tone="sand">
        <div className="grid gap-10 md:grid-cols-3">
          {[page.whyChoose, page.included, page.consultation].map((list) => (
            <div key={list.heading}>
              <h2 className="mb-4 text-2xl font-bold">{list.heading}</h2>
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

import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { goals } = useData<Data>();
  return (
    <>
      <PageHero heading={goals.heading} text={goals.intro} />
      <Section>
        <CardGrid items={goals.goals} />
      </Section>
      <Section title={goals.promise.heading} tone="sand">
        <p className="max-w-3xl text-lg">{goals.promise.text}</p>
      </Section>
      <CtaBand heading="Ready when you are" />
    </>
  );
}

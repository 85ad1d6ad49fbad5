import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { about } = useData<Data>();
  return (
    <>
      <PageHero heading="About Us" text={about.heading} />
      <Section intro={about.intro}>
        <CardGrid items={about.values} />
      </Section>
      <CtaBand heading="Let's fix it together" />
    </>
  );
}

import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Fold } from '../../components/Fold.tsx';
import { Section } from '../../components/Section.tsx';
import { Steps } from '../../components/Steps.tsx';
import { Island } from '../../islands/Island.tsx';
import type { Data } from './+data.ts';
import { ApplicationForm } from './ApplicationForm.tsx';
import { CalculatorSection } from './CalculatorSection.tsx';
import { Coverage } from './Coverage.tsx';
import { JobLevels } from './JobLevels.tsx';
import { TechContact } from './TechContact.tsx';
import { TechHero } from './TechHero.tsx';
import { Training } from './Training.tsx';
import { Trust } from './Trust.tsx';

/**
 * The eleven sections in order; the technician footer comes from the layout. On a phone the long ones
 * show their heading and fold the rest (`page.folds`), and the sticky header's Apply jumps to the form from anywhere.
 */
export default function Page() {
  const { page, application } = useData<Data>();
  return (
    <>
      <TechHero hero={page.hero} jobs={page.exampleJobs} />
      <Section id="benefits" title={page.benefits.heading}>
        <Fold label={page.folds.benefits}>
          <CardGrid items={page.benefits.items} columns={4} />
        </Fold>
      </Section>
      <CalculatorSection calculator={page.calculator} />
      <Section id="how-it-works" title={page.howItWorks.heading}>
        <Fold label={page.folds.howItWorks}>
          <Steps items={page.howItWorks.items} />
        </Fold>
      </Section>
      <JobLevels levels={page.levels} requirements={page.requirements} fold={page.folds.levels} />
      <Training training={page.training} />
      <Trust trust={page.trust} fold={page.folds.testimonials} />
      <Coverage coverage={page.coverage} fold={page.folds.markets} />
      <Section id="tech-faq" title={page.faq.heading} tone="sand">
        <Faq name="tech-faq" items={page.faq.items} />
      </Section>
      <TechContact />
      <Island name="application" component={ApplicationForm} props={{ form: page.form, application }} wake="visible" />
    </>
  );
}

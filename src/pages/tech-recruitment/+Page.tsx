import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Section } from '../../components/Section.tsx';
import { Steps } from '../../components/Steps.tsx';
import type { Data } from './+data.ts';
import { Island } from '../../islands/Island.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { CalculatorSection } from './CalculatorSection.tsx';
import { Coverage } from './Coverage.tsx';
import { TechContact } from './TechContact.tsx';
import { TechHero } from './TechHero.tsx';
import { JobLevels } from './JobLevels.tsx';
import { Training } from './Training.tsx';
import { Trust } from './Trust.tsx';

/** SPEC 2.15: the eleven sections in order; the technician footer comes from the layout. */
export default function Page() {
  const { page, application } = useData<Data>();
  return (
    <>
      <TechHero hero={page.hero} jobs={page.exampleJobs} />
      <Section id="benefits" title={page.benefits.heading}><CardGrid items={page.benefits.items} columns={4} /></Section>
      <CalculatorSection calculator={page.calculator} />
      <Section id="how-it-works" title={page.howItWorks.heading}><Steps items={page.howItWorks.items} /></Section>
      <JobLevels levels={page.levels} requirements={page.requirements} />
      <Training training={page.training} />
      <Trust trust={page.trust} />
      <Coverage coverage={page.coverage} />
      <Section id="tech-faq" title={page.faq.heading} tone="sand"><Faq name="tech-faq" items={page.faq.items} /></Section>
      <TechContact />
      <Island name="application" component={ApplicationForm} props={{ form: page.form, application }} wake="visible" />
    </>
  );
}

import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Section } from '../../components/Section.tsx';
import { Steps } from '../../components/Steps.tsx';
import type { Data } from './+data.ts';
import { ApplicationForm } from './ApplicationForm.tsx';
import { Calculator } from './Calculator.tsx';
import { Coverage } from './Coverage.tsx';
import { TechHero } from './TechHero.tsx';
import { JobLevels } from './JobLevels.tsx';
import { Trust } from './Trust.tsx';

/** SPEC 2.15: the eleven sections in order; the technician footer comes from the layout. */
export default function Page() {
  const { page, techsEmail } = useData<Data>();
  return (
    <>
      <TechHero />
      <Section title={page.benefits.heading}><CardGrid items={page.benefits.items} columns={4} /></Section>
      <Calculator calculator={page.calculator} />
      <Section title={page.howItWorks.heading}><Steps items={page.howItWorks.items} /></Section>
      <JobLevels />
      <Trust trust={page.trust} />
      <Coverage coverage={page.coverage} />
      <Section id="tech-faq" title={page.faq.heading} tone="sand"><Faq name="tech-faq" items={page.faq.items} /></Section>
      <Section title={page.contact.heading}>
        <p className="max-w-3xl text-lg">{page.contact.text}</p>
        <p className="mt-4"><a className="btn-outline" href={`mailto:${techsEmail}`}>{techsEmail}</a></p>
      </Section>
      <ApplicationForm />
    </>
  );
}

import { useData } from 'vike-react/useData';
import { BulletList } from '../../../components/BulletList.tsx';
import { CallButton } from '../../../components/CallButton.tsx';
import { CtaBand } from '../../../components/CtaBand.tsx';
import { PageHero } from '../../../components/PageHero.tsx';
import { Section } from '../../../components/Section.tsx';
import type { Data } from './+data.ts';
import { ServiceSections } from './ServiceSections.tsx';

export default function Page() {
  const { service } = useData<Data>();
  return (
    <>
      <PageHero heading={service.title} text={service.heroText}>
        <CallButton />
        {service.quoteLink && <a href="/quote" className="btn-light">Get a Free Quote</a>}
      </PageHero>
      <Section title={`Why homeowners call us for ${service.title.toLowerCase()}`}>
        <BulletList items={service.benefits} columns={2} />
      </Section>
      <ServiceSections sections={service.sections ?? []} />
      <Section tone="sand">
        <a href="/#services" className="btn-outline">Need a Different Service?</a>
      </Section>
      <CtaBand heading="Get your free quote" text="Tell us what needs fixing and we'll give you a clear price before any work starts." />
    </>
  );
}

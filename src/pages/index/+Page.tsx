import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Faq } from '../../components/Faq.tsx';
import { Section } from '../../components/Section.tsx';
import type { Data } from './+data.ts';
import { BrandStrip } from './BrandStrip.tsx';
import { ContactSection } from './ContactSection.tsx';
import { Hero } from './Hero.tsx';
import { Reviews } from './Reviews.tsx';
import { ServicesGrid } from './ServicesGrid.tsx';

export default function Page() {
  const { home, services, logos } = useData<Data>();
  return (
    <>
      <Hero hero={home.hero} />
      <BrandStrip heading={home.brands.heading} logos={logos} />
      <ServicesGrid section={home.servicesSection} services={services} />
      <Section title={home.whyChooseUs.heading} tone="sand">
        <CardGrid items={home.whyChooseUs.items} />
      </Section>
      <Reviews reviews={home.reviews} />
      <Section title={home.seeOurWork.heading} tone="brand">
        <p className="mb-6 max-w-2xl text-lg text-brand-100">{home.seeOurWork.text}</p>
        <a href="/portfolio" className="btn-light">{home.seeOurWork.linkLabel}</a>
      </Section>
      <Section id="faq" title={home.faq.heading} tone="sand">
        <Faq name="home-faq" items={home.faq.items} />
      </Section>
      <ContactSection contact={home.contact} />
    </>
  );
}

import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { BrandStrip } from './BrandStrip.tsx';
import { ContactSection } from './ContactSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { Hero } from './Hero.tsx';
import { Reviews } from './Reviews.tsx';
import { SeeOurWork } from './SeeOurWork.tsx';
import { ServicesGrid } from './ServicesGrid.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';

/** The eight sections of Home, in order. */
export default function Page() {
  const d = useData<Data>();
  return (
    <>
      <Hero hero={d.hero} />
      <BrandStrip brands={d.brands} />
      <ServicesGrid section={d.servicesSection} services={d.services} />
      <WhyChooseUs why={d.whyChooseUs} />
      <Reviews reviews={d.reviews} />
      <SeeOurWork work={d.seeOurWork} />
      <FaqSection faq={d.faq} />
      <ContactSection contact={d.contact} />
    </>
  );
}

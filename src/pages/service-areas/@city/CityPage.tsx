import { Faq } from '../../../components/Faq.tsx';
import { Section } from '../../../components/Section.tsx';
import { NotListedCard } from '../NotListedCard.tsx';
import { CityHero } from './CityHero.tsx';
import { CityIntro } from './CityIntro.tsx';
import { CityReviews } from './CityReviews.tsx';
import { FinalCta } from './FinalCta.tsx';
import { NearbyCities } from './NearbyCities.tsx';
import { ServiceCategories } from './ServiceCategories.tsx';
import type { CityData } from './types.ts';

/** A city's full page: the blocks of data/pages/city-page.yaml, in the spec's order, for this city. */
export function CityPage({ crumbs, city, page, hours, nearby, price }: CityData) {
  return (
    <>
      <CityHero crumbs={crumbs} county={city.county} hero={page.hero} price={price} />
      <CityIntro city={city} page={page} hours={hours} />
      <ServiceCategories page={page} />
      <CityReviews page={page} zipCodes={city.zipCodes} />
      <NotListedCard {...page.notListed} />
      <Section id="faq" title={page.faqHeading}>
        <Faq name="city-faq" items={page.faq} />
      </Section>
      <NearbyCities nearby={nearby} />
      <FinalCta heading={page.finalCta.heading} text={page.finalCta.text} quoteLabel={page.hero.quoteLabel} />
    </>
  );
}

import { Faq } from '../../../components/Faq.tsx';
import { Link } from '../../../components/Link.tsx';
import { useQuoteHref } from '../../../components/QuoteLink.tsx';
import { Section } from '../../../components/Section.tsx';
import { CityHero } from './CityHero.tsx';
import { CityIntro } from './CityIntro.tsx';
import { CityReviews } from './CityReviews.tsx';
import { FinalCta } from './FinalCta.tsx';
import { NearbyCities } from './NearbyCities.tsx';
import { ServiceCategories } from './ServiceCategories.tsx';
import type { CityData } from './types.ts';

/**
 * A city's full page: the blocks of data/pages/city-page.yaml, in the spec's order, for this city. On a phone the long
 * parts are folded (decision 46) and "Don't see your city?" is a note under the nearby cities, so the page stays
 * within six screens.
 */
export function CityPage({ crumbs, city, page, hours, nearby, price, map, work }: CityData) {
  const quoteHref = useQuoteHref();
  return (
    <>
      <CityHero crumbs={crumbs} county={city.county} hero={page.hero} price={price} />
      <CityIntro city={city} page={page} hours={hours} map={map} />
      <ServiceCategories page={page} />
      <CityReviews page={page} zipCodes={city.zipCodes} work={work} />
      <Section id="faq" title={page.faqHeading} dense>
        <Faq name="city-faq" items={page.faq} />
      </Section>
      <NearbyCities nearby={nearby} fold={page.folds.nearby}>
        <div className="mt-6 border-l-4 border-accent-600 pl-4 sm:mt-8">
          <h2 className="text-lg font-bold sm:text-xl">{page.notListed.heading}</h2>
          <p className="mt-1 text-sm sm:text-base">{page.notListed.text}</p>
          <Link
            href={quoteHref}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:no-underline"
          >
            {page.notListed.quoteLabel}
          </Link>
        </div>
      </NearbyCities>
      <FinalCta heading={page.finalCta.heading} text={page.finalCta.text} quoteLabel={page.hero.quoteLabel} />
    </>
  );
}

import { CallButton } from '../../../components/CallButton.tsx';
import { HeroFacts } from '../../../components/HeroFacts.tsx';
import { useMessages } from '../../../components/i18n.ts';
import { ChevronRight } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { useQuoteHref } from '../../../components/QuoteLink.tsx';
import type { CityData } from './types.ts';

/**
 * The top of a city page: where it sits in the site, the page's one h1, the rating and starting price, and the call
 * and quote buttons (on a phone the action bar's, which are on the same screen).
 */
export function CityHero({
  crumbs,
  county,
  hero,
  price,
}: {
  crumbs: CityData['crumbs'];
  county: string;
  hero: CityData['page']['hero'];
  price: CityData['price'];
}) {
  const t = useMessages();
  const quoteHref = useQuoteHref();
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 pt-5 pb-8 text-white sm:pt-6 sm:pb-20">
      <div className="container-page">
        <nav aria-label={t.crumbs.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-x-1 text-sm text-brand-100">
            {crumbs.map((c, i) => (
              <li key={c.href} className="flex items-center gap-1">
                {i > 0 && <ChevronRight className="size-4" aria-hidden="true" />}
                {i < crumbs.length - 1 ? (
                  <Link href={c.href} className="tap underline underline-offset-4 hover:text-white">
                    {c.name}
                  </Link>
                ) : (
                  <span aria-current="page" className="inline-flex min-h-11 items-center font-semibold text-white">
                    {c.name}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <p className="mt-6 text-sm font-semibold tracking-widest text-accent-100 uppercase sm:mt-8">{county}</p>
        <h1 className="mt-2 max-w-4xl text-[2rem] leading-[1.15] font-extrabold text-white sm:text-5xl">
          {hero.heading}
        </h1>
        <p className="mt-4 max-w-3xl text-brand-100 sm:text-lg">{hero.text}</p>
        <HeroFacts price={price} className="mt-5" />
        <div className="mt-8 flex flex-wrap gap-3 max-md:hidden">
          <CallButton className="btn-call px-6 text-lg" />
          <Link href={quoteHref} className="btn-light">
            {hero.quoteLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}

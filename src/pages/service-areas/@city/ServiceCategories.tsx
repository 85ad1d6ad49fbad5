import { Fold } from '../../../components/Fold.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLocale, useMessages } from '../../../components/i18n.ts';
import { ArrowRight } from '../../../components/icons.ts';
import { Link } from '../../../components/Link.tsx';
import { Section } from '../../../components/Section.tsx';
import { dollars } from '../../../lib/page/claims.ts';
import type { CityData } from './types.ts';

/**
 * The ten service category blocks of a city page, each linking to its service page, from the cheapest job it names
 * (decision 65) and to the price tables of its jobs. The title's link covers the whole card; a last card alone on its
 * row spans the row and lays itself out across it (container queries). On a phone the categories are a short list of
 * links, and the cards with what each includes open from a fold under it. Each link tells the service page the city,
 * which its price rows carry to the city's quote form.
 */
export function ServiceCategories({ page }: { page: CityData['page'] }) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <Section id="services" title={page.servicesHeading} tone="sand" dense>
      <p className="lead -mt-4 mb-10 max-w-3xl text-slate-600 max-md:hidden">{page.servicesIntro}</p>
      <ul className="mb-4 grid grid-cols-2 gap-2 md:hidden">
        {page.categories.map((cat) => (
          <li key={cat.title}>
            <Link
              href={cat.link}
              className="flex h-full min-h-11 items-center gap-1.5 rounded-xl bg-white px-2.5 py-1.5 text-[13px] leading-tight font-semibold text-brand-900 ring-1 ring-brand-100"
            >
              <Icon name={cat.icon} className="size-4 shrink-0 text-brand-700" />
              {cat.title}
            </Link>
          </li>
        ))}
      </ul>
      <Fold label={page.folds.services}>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 lg:[&>li:last-child:nth-child(3n+1)]:col-span-3">
          {page.categories.map((cat) => (
            <li
              key={cat.title}
              className="@container relative card p-5 transition-shadow sm:p-6 focus-within:ring-2 focus-within:ring-accent-600 hover:shadow-md"
            >
              <div className="flex flex-col gap-4 @2xl:flex-row @2xl:items-start @2xl:gap-8">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 @2xl:w-80 @2xl:shrink-0">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={cat.icon} className="size-6" />
                  </span>
                  {/* Beside the icon whatever its length; the price wraps below only when a long word leaves it no room. */}
                  <h3 className="grow basis-0 text-xl font-bold">
                    <Link
                      href={cat.link}
                      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                    >
                      {cat.title}
                      <ArrowRight className="ml-1 inline size-4 text-accent-600" aria-hidden="true" />
                    </Link>
                  </h3>
                  {cat.from !== undefined && (
                    <span className="ml-auto shrink-0 text-sm font-semibold text-brand-700" data-price-from={cat.from}>
                      {t.service.priceFrom} {dollars(cat.from, locale)}
                    </span>
                  )}
                </div>
                <div>
                  <ul className="list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-700 @2xl:columns-2 @2xl:gap-8">
                    {cat.services.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                  {cat.priced.length > 0 && (
                    // Above the card's own link: the price tables its "from" is read from, each told the city.
                    <p className="relative mt-3 text-sm text-slate-600">
                      {t.priceGuide.heading}:{' '}
                      {cat.priced.map((p, i) => (
                        <span key={p.href}>
                          {i > 0 && ' · '}
                          <Link href={p.href} className="font-semibold text-brand-800 underline underline-offset-4">
                            {p.title}
                          </Link>
                        </span>
                      ))}
                    </p>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Fold>
    </Section>
  );
}

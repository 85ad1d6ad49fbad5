import type { JobPosting, WithContext } from 'schema-dts';
import type { Messages, Site, TechRecruitmentPage } from '../../generated/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/i18n/locale.ts';
import type { Graph } from '../../src/lib/page/json-ld.ts';
import { href } from '../../src/lib/routing/routes.ts';
import { abs, breadcrumb, businessRef, type Crumbs } from './schema-org.ts';

/**
 * The technician page's job, for Google's job search (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * what it requires and recommends, from the page's data. The description is the page's own text (the offer, the
 * benefits, the levels with their pay per job, the requirements), the places its active markets.
 *
 * No baseSalary: Google takes only the employer's actual pay, in HOUR, DAY, WEEK, MONTH or YEAR. The pay is per job
 * (each level's range), which none of those units says without an estimate of jobs or hours (the calculator's weekly
 * figure was one); the levels' ranges are in the description instead, as the page shows them.
 */

/** Text from YAML inside the HTML description Google reads: its own markup characters escaped. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The posting in one language (`words`: that language's messages). Each language's page is a posting of its own, as
 * Google lists a job for the readers of its language: the translation gets its own address as @id (the Spanish
 * builder's English addresses become the Spanish page's) and its own identifier, the data's with the language's code.
 */
export function jobPostingGraph(
  site: Site,
  crumbs: Crumbs,
  page: TechRecruitmentPage,
  words: Pick<Messages, 'tiers' | 'priceGuide'>,
  locale: Locale,
): Graph {
  const url = abs(site, href.techRecruitment);
  const { identifier } = page.jobPosting;
  const node: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    title: page.jobPosting.title,
    description: [
      `<p>${html(page.hero.text)}</p>`,
      `<ul>${page.benefits.items.map((b) => `<li>${html(`${b.title}: ${b.text}`)}</li>`).join('')}</ul>`,
      `<p>${html(page.levels.heading)}</p>`,
      `<ul>${page.levels.items
        .map((l) => `<li>${html(`${l.name} (${words.tiers[l.tier]}): ${l.pay} ${words.priceGuide.units.job}`)}</li>`)
        .join('')}</ul>`,
      `<p>${html(page.requirements.heading)}</p>`,
      `<ul>${page.requirements.items.map((r) => `<li>${html(r)}</li>`).join('')}</ul>`,
    ].join(''),
    datePosted: page.jobPosting.datePosted,
    validThrough: page.jobPosting.validThrough,
    employmentType: page.jobPosting.employmentType,
    identifier: {
      '@type': 'PropertyValue',
      name: site.businessName,
      value: locale === DEFAULT_LOCALE ? identifier : `${identifier}-${locale.toUpperCase()}`,
    },
    hiringOrganization: businessRef(site),
    // Jobs are at customers' homes in each active market: the market's city, as the coverage section lists them.
    jobLocation: page.coverage.markets
      .filter((m) => m.status === 'active')
      .map((m) => ({
        '@type': 'Place' as const,
        address: {
          '@type': 'PostalAddress' as const,
          addressLocality: m.name,
          addressRegion: site.address.addressRegion,
          addressCountry: site.address.addressCountry,
        },
        geo: { '@type': 'GeoCoordinates' as const, latitude: m.lat, longitude: m.lon },
      })),
    // The application form is on the page itself (#apply).
    directApply: true,
    url,
  };
  return [
    node,
    breadcrumb(site, crumbs, [
      { crumb: 'home', path: href.home },
      { crumb: 'techRecruitment', path: href.techRecruitment },
    ]),
  ];
}

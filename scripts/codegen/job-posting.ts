import type { JobPosting, WithContext } from 'schema-dts';
import type { Site, TechRecruitmentPage } from '../../generated/types.ts';
import type { Graph } from '../../src/lib/json-ld.ts';
import { href } from '../../src/lib/routes.ts';
import { abs, breadcrumb, businessRef, type Crumbs } from './schema-org.ts';

/**
 * The technician page's job, for Google's job search (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * every property it requires and recommends, from the page's data. The description is the page's own text (the
 * offer, the benefits, the requirements), the pay the earnings calculator's range, the places its active markets.
 */

/** Text from YAML inside the HTML description Google reads: its own markup characters escaped. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function jobPostingGraph(site: Site, crumbs: Crumbs, page: TechRecruitmentPage): Graph {
  const url = abs(site, href.techRecruitment);
  const { calculator: pay } = page;
  const node: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    title: page.jobPosting.title,
    description: [
      `<p>${html(page.hero.text)}</p>`,
      `<ul>${page.benefits.items.map((b) => `<li>${html(`${b.title}: ${b.text}`)}</li>`).join('')}</ul>`,
      `<p>${html(page.requirements.heading)}</p>`,
      `<ul>${page.requirements.items.map((r) => `<li>${html(r)}</li>`).join('')}</ul>`,
    ].join(''),
    datePosted: page.jobPosting.datePosted,
    validThrough: page.jobPosting.validThrough,
    employmentType: page.jobPosting.employmentType,
    identifier: { '@type': 'PropertyValue', name: site.businessName, value: page.jobPosting.identifier },
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
    // A week's pay over the calculator's range of jobs at its average payout: what the page's estimate shows.
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: pay.minJobs * pay.averagePayout,
        maxValue: pay.maxJobs * pay.averagePayout,
        unitText: 'WEEK',
      },
    },
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

import { describe, expect, it } from 'vitest';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { routes, site } from '../content.ts';
import { graphOf, type Node, read } from './html.ts';

/**
 * Every built page's JSON-LD against what Google requires and recommends for its types
 * (https://developers.google.com/search/docs/appearance/structured-data/search-gallery), and against the page itself:
 * one table of checks per @type, run over every node of every page, nested nodes included.
 */

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const missing = (n: Node, ...keys: string[]) => keys.filter((k) => !filled(n[k])).map((k) => `no ${k}`);
const absolute = (v: unknown) => typeof v === 'string' && v.startsWith(`${site.baseUrl}/`);
/** Google asks for 5 decimal places of a business's coordinates. */
const decimals = (n: number) => String(n).split('.')[1]?.length ?? 0;
const businessId = `${site.baseUrl}/#business`;
/** A node that only names another by its @id: Google reads it as that node, found on the same page. */
const isReference = (n: unknown): n is { '@id': string } =>
  !!n && typeof n === 'object' && Object.keys(n).length === 1 && typeof (n as Node)['@id'] === 'string';
/** A node as Google reads it: a reference followed to the node of that @id on the same page (one page at a time). */
type Resolve = (n: Node | undefined) => Node | undefined;
const named = (n: Node | undefined, what: string) => (filled(n?.name) ? [] : [`${what} without a name`]);
/** Google's units for a salary (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

const RULES: Record<string, (n: Node, resolve: Resolve) => string[]> = {
  HomeAndConstructionBusiness: (n) => [
    ...missing(n, 'name', 'url', 'logo', 'image', 'telephone', 'priceRange', 'openingHoursSpecification', 'areaServed'),
    ...missing(n.address ?? {}, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'),
    ...(n['@id'] === businessId ? [] : [`a second business (${n['@id']}): name the one business by its @id`]),
    ...(n.url === site.baseUrl ? [] : [`url ${n.url}: the business has one address in every language`]),
    ...[n.geo?.latitude, n.geo?.longitude].flatMap((c) =>
      typeof c === 'number' && decimals(c) >= 5 ? [] : [`geo ${c}: 5 decimal places`],
    ),
  ],
  WebSite: (n) => missing(n, 'name', 'url'),
  WebPage: (n) => missing(n, 'url', 'inLanguage'),
  BreadcrumbList: (n) =>
    filled(n.itemListElement)
      ? n.itemListElement.flatMap((i: Node) => [...missing(i, 'position', 'name', 'item')])
      : ['no itemListElement'],
  FAQPage: (n) =>
    filled(n.mainEntity)
      ? n.mainEntity.flatMap((q: Node) => [...missing(q, 'name'), ...missing(q.acceptedAnswer ?? {}, 'text')])
      : ['no mainEntity'],
  Service: (n, resolve) => [
    ...missing(n, 'name', 'provider', 'areaServed', 'url'),
    ...named(resolve(n.provider), 'provider'),
  ],
  Offer: (n) => [
    ...(n.price === undefined ? [] : [`a fixed price ${n.price}: the page gives a starting price (minPrice)`]),
    ...missing(n.priceSpecification ?? {}, 'minPrice', 'priceCurrency'),
    ...(n.priceSpecification?.maxPrice < n.priceSpecification?.minPrice
      ? [`a range that runs backwards (${n.priceSpecification.minPrice}-${n.priceSpecification.maxPrice})`]
      : []),
    ...(n.priceSpecification?.['@type'] === 'UnitPriceSpecification' ? missing(n.priceSpecification, 'unitText') : []),
  ],
  CreativeWork: (n) => [
    ...missing(n, 'name', 'url', 'description'),
    ...('image' in n && !filled(n.image) ? ['an empty image'] : []),
  ],
  Blog: (n, resolve) => [...missing(n, 'name', 'url'), ...named(resolve(n.publisher), 'publisher')],
  BlogPosting: (n, resolve) =>
    'url' in n && 'mainEntityOfPage' in n
      ? [
          ...missing(n, 'headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'),
          ...named(resolve(n.author), 'author'),
          ...named(resolve(n.publisher), 'publisher'),
          ...(absolute(n.image) ? [] : [`image ${n.image}: an absolute URL`]),
        ]
      : missing(n, 'headline', 'datePublished', 'url'), // a post listed on the blog's index
  JobPosting: (n, resolve) => [
    ...missing(n, 'title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization'),
    ...missing(n, 'jobLocation', 'directApply', 'identifier'),
    ...missing(resolve(n.hiringOrganization) ?? {}, 'name', 'url', 'logo'),
    ...[n.jobLocation ?? []].flat().flatMap((p: Node) => missing(p.address ?? {}, 'addressLocality', 'addressCountry')),
    // Google takes the employer's actual pay in its own units only, never an estimate: none rather than a guess.
    ...(n.baseSalary === undefined || SALARY_UNITS.includes(n.baseSalary?.value?.unitText) ? [] : ['baseSalary unit']),
    ...(n.validThrough > n.datePosted ? [] : ['validThrough before datePosted']),
    ...missing(n.identifier ?? {}, 'name', 'value'),
  ],
};

/**
 * What a page says of the business: its one node, `@id` ${businessId}, or a bare reference to it that the same page
 * resolves. A copy under that @id with another type or other facts would be a second description of one entity.
 */
function businessProblems(nodes: Node[]): string[] {
  const named = nodes.filter((n) => n['@id'] === businessId && !isReference(n));
  return [
    ...named.filter((n) => n['@type'] !== 'HomeAndConstructionBusiness').map((n) => `a copy as ${n['@type']}`),
    ...(named.length > 1 ? [`${named.length} business nodes`] : []),
    ...(nodes.some((n) => isReference(n) && n['@id'] === businessId) && named.length === 0
      ? ['a reference to no node']
      : []),
  ].map((p) => `business: ${p}`);
}

/** Every object of the graph, nested ones included (an Offer inside a Service, a post inside a Blog). */
function objects(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!value || typeof value !== 'object') return [];
  return [value as Node, ...Object.values(value).flatMap(objects)];
}
const typed = (value: unknown) => objects(value).filter((n) => typeof n['@type'] === 'string');

/** Each page's problems, as "Type: problem". */
function problems(url: string): string[] {
  const all = objects(graphOf(read(url)));
  const byId = new Map(all.filter((n) => n['@id'] && !isReference(n)).map((n) => [n['@id'], n]));
  const resolve: Resolve = (n) => (isReference(n) ? byId.get(n['@id']) : n);
  const nodes = all.filter((n) => typeof n['@type'] === 'string');
  return [
    ...nodes.flatMap((n) => (RULES[n['@type']]?.(n, resolve) ?? []).map((p) => `${n['@type']}: ${p}`)),
    ...businessProblems(all),
  ];
}

describe.each(routes.map((r) => [r.url, r] as const))('%s', (url, route) => {
  it('has the JSON-LD Google requires and recommends for each of its types, and what its kind of page needs', () => {
    const nodes = typed(graphOf(read(url)));
    const found = new Set(nodes.map((n) => n['@type']));
    const needs = [
      ...(route.kind === 'home' ? ['HomeAndConstructionBusiness', 'WebSite'] : []),
      // The spec's local-business data, with the FAQ, on every city page.
      ...(route.kind === 'city' ? ['HomeAndConstructionBusiness', 'FAQPage'] : []),
      ...(route.kind === 'tech-recruitment' ? ['JobPosting'] : []),
    ].filter((t) => !found.has(t));
    expect([...problems(url), ...needs.map((t) => `no ${t} node`)], url).toEqual([]);
  });
});

it('counts no JSON-LD problem of any type over the whole site', () => {
  const byType: Record<string, number> = {};
  for (const r of routes) for (const p of problems(r.url)) byType[p.split(':')[0]] = (byType[p.split(':')[0]] ?? 0) + 1;
  expect(byType).toEqual({});
});

describe('the job posting', () => {
  const postings = routes
    .filter((r) => r.kind === 'tech-recruitment')
    .map((r) => ({ route: r, job: typed(graphOf(read(r.url))).find((n) => n['@type'] === 'JobPosting')! }));

  it("is each language's own posting: its own page's @id and its own identifier", () => {
    expect(postings.map((p) => p.job['@id'].split('#')[0])).toEqual(
      postings.map((p) => `${site.baseUrl}${p.route.canonical}`),
    );
    expect(new Set(postings.map((p) => p.job.identifier.value)).size).toBe(postings.length);
  });

  it("gives the pay the job levels pay, per job, in the page's own words, never the calculator's estimate", () => {
    for (const { route, job } of postings) {
      const { levels } = contentFor(route.locale).techRecruitment!;
      expect(job.baseSalary, route.url).toBeUndefined();
      for (const level of levels.items) expect(job.description, route.url).toContain(level.pay);
    }
  });
});

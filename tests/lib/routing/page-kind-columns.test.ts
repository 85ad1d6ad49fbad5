import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Route } from '../../../src/lib/routing/routes.ts';

// A new kind's row decides its pages' JSON-LD and social card: codegen and the page's head look them up by the row's
// `jsonLd` and `card`, with no list of kinds of their own to extend.
const ROWS: Record<string, object> = {
  'gift-cards': { reads: 'bundled', section: 'quote', jsonLd: 'section-trail', card: 'technicians' },
  // A row written without the type checker (a test's mock, a copy the build reads through tsx) that names neither.
  unnamed: { reads: 'bundled', section: 'quote' },
  // A page of one whose breadcrumb label is its own record's `crumb`, not a key of the messages.
  financing: { reads: 'bundled', path: '/financing', translatedBy: 'financing', jsonLd: 'trail', card: 'default' },
  // An existing kind given another card: its JSON-LD's fallback image follows the row too.
  'blog-post': { reads: 'bundled', section: 'blog', jsonLd: 'blog-post', card: 'technicians' },
};
vi.mock('../../../src/lib/routing/page-kinds.ts', async (original) => {
  const real = await original<typeof import('../../../src/lib/routing/page-kinds.ts')>();
  return { ...real, pageKind: (kind: string) => ROWS[kind] ?? real.pageKind(kind) };
});

const route = (kind: string, url: string): Route => ({
  url,
  kind: kind as Route['kind'],
  indexable: true,
  canonical: url,
  locale: 'en',
  logical: url,
  // A version in each language: the language switch needs no section.
  alternates: { en: url, es: `/es${url}` },
});
const site = { baseUrl: 'https://example.test' };
const content = {
  site,
  cities: [],
  services: [],
  projects: [],
  blogPosts: [],
  projectCategories: { categories: [] },
  plainCityPages: {},
  messages: { crumbs: { home: 'Home', quote: 'Get a Quote' }, blog: { name: 'Blog' } },
} as never;

describe("a new kind's row", () => {
  // The unit project shares modules between files (isolate: false): load them again, reading the mock.
  let structuredDataBuilder: typeof import('../../../scripts/codegen/structured-data.ts').structuredDataBuilder;
  let headOf: typeof import('../../../src/lib/page/head.ts').headOf;
  let blogPostGraph: typeof import('../../../scripts/codegen/work-schema-org.ts').blogPostGraph;
  beforeAll(async () => {
    vi.resetModules();
    ({ structuredDataBuilder } = await import('../../../scripts/codegen/structured-data.ts'));
    ({ blogPostGraph } = await import('../../../scripts/codegen/work-schema-org.ts'));
    ({ headOf } = await import('../../../src/lib/page/head.ts'));
  });

  it('gives its pages the JSON-LD its `jsonLd` names: here the trail to its section', () => {
    const graph = structuredDataBuilder(content)(route('gift-cards', '/gift-cards')) as unknown as {
      '@type': string;
      itemListElement: { name: string; item: string }[];
    }[];
    expect(graph.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    expect(graph[0].itemListElement.map((step) => [step.name, step.item])).toEqual([
      ['Home', 'https://example.test'],
      ['Get a Quote', 'https://example.test/quote'],
    ]);
  });

  it("labels a page of one's trail with its own record's crumb when its row names none", () => {
    const withRecord = { ...(content as object), financing: { crumb: 'Financing' } } as never;
    const graph = structuredDataBuilder(withRecord)(route('financing', '/financing')) as unknown as {
      itemListElement: { name: string; item: string }[];
    }[];
    expect(graph[0].itemListElement.map((step) => [step.name, step.item])).toEqual([
      ['Home', 'https://example.test'],
      ['Financing', 'https://example.test/financing'],
    ]);
    // Neither the row nor the record gives a label: the error says where to put one.
    expect(() => structuredDataBuilder(content)(route('financing', '/financing'))).toThrow(
      /"financing".*no `crumb`.*translatedBy/,
    );
  });

  it('gives its pages the social card its `card` names', () => {
    const head = headOf({ route: route('gift-cards', '/gift-cards'), jsonLd: [] }, 'Gift cards', 'Gift cards.');
    expect(head.image).toMatch(/\/images\/og\/technicians\.jpg$/);
  });

  it('that names no JSON-LD or card is refused, naming the kind and the table', () => {
    expect(() => structuredDataBuilder(content)(route('unnamed', '/unnamed'))).toThrow(
      /"unnamed".*PAGE_KINDS \(src\/lib\/routing\/page-kinds\.ts\).*jsonLd/,
    );
    expect(() => headOf({ route: route('unnamed', '/unnamed'), jsonLd: [] }, 'Unnamed', 'None.')).toThrow(
      /"unnamed".*PAGE_KINDS \(src\/lib\/routing\/page-kinds\.ts\).*card/,
    );
  });

  it("shows a post whose photo is still drawn with its row's card, in its JSON-LD as in its head", () => {
    const cards = { default: { image: 'og/default.jpg' }, technicians: { image: 'og/technicians.jpg' } };
    const post = { id: 'gutters', title: 'Gutters', metaDescription: 'Gutters.', date: '2026-01-02', image: 'x.jpg' };
    const [node] = blogPostGraph({ ...site, socialImages: cards } as never, {} as never, post as never, () => false);
    expect((node as { image?: string }).image).toBe('https://example.test/images/og/technicians.jpg');
  });
});

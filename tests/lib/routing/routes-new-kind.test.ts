import { beforeAll, describe, expect, it, vi } from 'vitest';

// A kind of page of one is a row of PAGE_KINDS: the route list reads the table, so a new row is a new page in every
// language it has, with no list of addresses to extend (CONTRIBUTING.md, Add a page).
vi.mock('../../../src/lib/routing/page-kinds.ts', async (original) => {
  const real = await original<typeof import('../../../src/lib/routing/page-kinds.ts')>();
  const financing = { reads: 'bundled', path: '/financing', translatedBy: 'financing' };
  return { ...real, PAGE_KINDS: { ...real.PAGE_KINDS, financing } };
});

const sources = {
  cities: [],
  services: [],
  projects: [],
  projectCategories: { categories: [] },
  blogPosts: [],
};

describe('a new row of PAGE_KINDS with a path', () => {
  // The unit project shares modules between files (isolate: false): the route list is loaded again, reading the mock.
  let buildRoutes: typeof import('../../../src/lib/routing/routes.ts').buildRoutes;
  beforeAll(async () => {
    vi.resetModules();
    ({ buildRoutes } = await import('../../../src/lib/routing/routes.ts'));
  });

  it('is a page in English at its path, and in Spanish at /es/{its slugEs} when translated', () => {
    const es = { pages: { home: undefined, financing: 'financiamiento' }, services: {}, blogPosts: {}, cities: [] };
    const routes = buildRoutes({ ...sources, translations: { es: es as never } });
    const financing = routes.filter((r) => r.kind === ('financing' as never));
    expect(financing.map((r) => [r.url, r.locale, r.alternates])).toEqual([
      ['/financing', 'en', { en: '/financing', es: '/es/financiamiento' }],
      ['/es/financiamiento', 'es', { en: '/financing', es: '/es/financiamiento' }],
    ]);
  });

  it('is an English page only without a translation', () => {
    const urls = buildRoutes(sources).map((r) => r.url);
    expect(urls.filter((u) => u.includes('financ'))).toEqual(['/financing']);
  });
});

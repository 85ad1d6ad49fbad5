import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedRoutes } from '../../../src/lib/content.ts';
import { contentFor } from '../../../src/lib/i18n/i18n.ts';
import { PAGE_KINDS, type RouteKind } from '../../../src/lib/routing/page-kinds.ts';
import { pageOfOneData } from '../../../src/lib/routing/page-of-one.ts';

/** The template folder of a kind of page (the home page's is src/pages/index). */
const templateOf = (kind: RouteKind) => `src/pages/${kind === 'home' ? 'index' : kind}`;

/** The pages whose template has no data hook of its own: src/pages/+data.ts renders them. */
const shared = fixedRoutes.filter(
  (r) => fs.existsSync(templateOf(r.kind)) && !fs.existsSync(`${templateOf(r.kind)}/+data.ts`),
);

describe('the data hook of a page of one without its own (src/pages/+data.ts)', () => {
  it('serves at least the about page in every language it has', () => {
    expect(shared.filter((r) => r.kind === 'about').map((r) => r.locale)).toEqual(['en', 'es']);
  });

  it("gives each such page its row's collection in the page's language, with the head of its title and description", () => {
    for (const route of shared) {
      const collection = (PAGE_KINDS[route.kind] as { translatedBy?: string }).translatedBy!;
      const record = (
        contentFor(route.locale) as unknown as Record<string, { metaTitle: string; metaDescription: string }>
      )[collection];
      const data = pageOfOneData({ urlOriginal: route.url, locale: route.locale, is404: null });
      expect([route.url, data?.page]).toEqual([route.url, record]);
      expect(data?.head.description).toBe(record.metaDescription);
      expect(data?.head.locale).toBe(route.locale);
      expect(data?.head.canonical).toMatch(new RegExp(`${route.canonical}$`));
    }
  });

  it('gives the Spanish page its Spanish record', () => {
    const about = fixedRoutes.find((r) => r.kind === 'about' && r.locale === 'es')!;
    const data = pageOfOneData({ urlOriginal: about.url, locale: 'es', is404: null });
    expect(data?.page).toBe(contentFor('es').about);
    expect(data?.page).not.toBe(contentFor('en').about);
  });

  it('gives the error page no data, so its head is the not-found one', () => {
    expect(pageOfOneData({ urlOriginal: '/no-such-page', is404: true })).toBeUndefined();
    expect(pageOfOneData({ urlOriginal: '/about', is404: false })).toBeUndefined();
  });

  it('refuses a page whose collection has no metaTitle, naming the page, the table and what to do', () => {
    // The legal pages' records have a title of their own kind: their templates keep their +data.ts.
    expect(() => pageOfOneData({ urlOriginal: '/terms', is404: null })).toThrow(
      /\/terms \(kind "terms"\).*PAGE_KINDS \(src\/lib\/routing\/page-kinds\.ts\).*give its template a \+data\.ts/,
    );
  });
});

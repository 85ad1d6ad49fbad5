import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '../../../scripts/codegen/collections.ts';
import { site } from '../../../src/lib/page/site.ts';
import { href } from '../../../src/lib/routing/hrefs.ts';
import { labelOf } from '../../../src/lib/routing/page-kind-columns.ts';
import { PAGE_KINDS, type PageKind, pageKind, SINGLE_PAGES } from '../../../src/lib/routing/page-kinds.ts';

/** The fields a collection's schema requires of its record. */
const requiredOf = (name: string | undefined): string[] => {
  const schema = collections.find((c) => c.name === name)?.schema;
  if (!schema) return [];
  const file = path.resolve(import.meta.dirname, '../../../schemas', schema);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { required?: string[] }).required ?? [];
};

describe('the table of kinds of page', () => {
  it('refuses a kind with no row, naming the kind and the table', () => {
    expect(pageKind('about').reads).toBe('bundled');
    expect(() => pageKind('no-such-kind')).toThrow(/"no-such-kind".*PAGE_KINDS \(src\/lib\/routing\/page-kinds\.ts\)/);
  });

  it('names, for each page a translation can give, a collection of data/', () => {
    const names = new Set(collections.map((c) => c.name));
    for (const [kind, k] of Object.entries(PAGE_KINDS))
      if ('translatedBy' in k) expect([kind, names.has(k.translatedBy)]).toEqual([kind, true]);
  });

  it("gives each page of one its English address, read by href under the kind's name in camelCase", () => {
    const addresses = Object.fromEntries(
      SINGLE_PAGES.map((k) => [k, href[k.replace(/-(\w)/g, (_, c) => c.toUpperCase()) as keyof typeof href]]),
    );
    expect(addresses).toEqual(Object.fromEntries(SINGLE_PAGES.map((k) => [k, PAGE_KINDS[k].path])));
    expect(href.serviceAreas).toBe('/service-areas');
  });

  it("names for each kind its pages' social card, one of data/site.yaml's socialImages", () => {
    for (const [kind, k] of Object.entries(PAGE_KINDS))
      expect([kind, Object.keys(site.socialImages)]).toEqual([kind, expect.arrayContaining([k.card])]);
  });

  it("names for each kind its pages' JSON-LD, a trail of a crumb only where there is one (the row's or its record's)", () => {
    // A row that names no JSON-LD or no card, or a trail to a crumb it lacks, is a type error (npx tsc --noEmit).
    // @ts-expect-error a kind must name its pages' JSON-LD and social card
    const bare: PageKind = { reads: 'bundled' };
    // @ts-expect-error a trail of the row's own crumb needs the crumb
    const noCrumb: PageKind = { reads: 'bundled', jsonLd: 'trail', card: 'default' };
    const typo: PageKind = {
      reads: 'bundled',
      path: '/financing',
      // @ts-expect-error the collection that translates a page is one of data/'s, by its name in collections.ts
      translatedBy: 'finacing',
      jsonLd: 'site',
      card: 'default',
    };
    expect([bare.jsonLd, noCrumb.crumb, typo.reads]).toEqual([undefined, undefined, 'bundled']);
    for (const [kind, k] of Object.entries(PAGE_KINDS)) {
      expect([kind, typeof k.jsonLd]).toEqual([kind, 'string']);
      // A page of one may take its trail's label from its own record: its schema must then require a `crumb`.
      if (k.jsonLd === 'trail' && !('crumb' in k))
        expect([kind, requiredOf((k as PageKind).translatedBy)]).toEqual([kind, expect.arrayContaining(['crumb'])]);
      if (k.jsonLd === 'section-trail')
        expect([kind, pageKind(k.section.split('#')[0]).crumb]).toEqual([kind, expect.any(String)]);
    }
  });

  it("labels a page of one by its row's crumb, or else by its own record's", () => {
    const crumbs = { about: 'About Us' } as never;
    const financing: PageKind = {
      reads: 'bundled',
      path: '/financing',
      translatedBy: 'about',
      jsonLd: 'trail',
      card: 'default',
    };
    expect(labelOf(pageKind('about'), crumbs, {})).toBe('About Us');
    expect(labelOf(financing, crumbs, { about: { crumb: 'Financing' } })).toBe('Financing');
    expect(labelOf(financing, crumbs, { about: {} })).toBeUndefined();
  });
});

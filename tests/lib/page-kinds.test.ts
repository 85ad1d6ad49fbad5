import { describe, expect, it } from 'vitest';
import { collections } from '../../scripts/codegen/collections.ts';
import { href } from '../../src/lib/hrefs.ts';
import { PAGE_KINDS, pageKind, SINGLE_PAGES, sectionOf } from '../../src/lib/page-kinds.ts';

describe('the table of kinds of page', () => {
  it('refuses a kind with no row, naming the kind and the table', () => {
    expect(pageKind('about').reads).toBe('bundled');
    expect(() => pageKind('no-such-kind')).toThrow(/"no-such-kind".*PAGE_KINDS \(src\/lib\/page-kinds\.ts\)/);
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

  it("leads each kind's section to a page of one (the language switch's way out)", () => {
    for (const [kind, k] of Object.entries(PAGE_KINDS))
      if ('section' in k)
        expect([kind, sectionOf(kind as keyof typeof PAGE_KINDS)?.path]).toEqual([kind, expect.stringMatching(/^\//)]);
    expect(sectionOf('service')).toEqual({ path: '/', hash: 'services' });
    expect(sectionOf('city')).toEqual({ path: '/service-areas', hash: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import { collections } from '../../scripts/codegen/collections.ts';
import { PAGE_KINDS, pageKind } from '../../src/lib/page-kinds.ts';

describe('the table of kinds of page', () => {
  it('refuses a kind with no row, naming the kind and the table', () => {
    expect(pageKind('about').reads).toBe('bundled');
    expect(() => pageKind('financing')).toThrow(/"financing".*PAGE_KINDS \(src\/lib\/page-kinds\.ts\)/);
  });

  it('names, for each page a translation can give, a collection of data/', () => {
    const names = new Set(collections.map((c) => c.name));
    for (const [kind, k] of Object.entries(PAGE_KINDS))
      if ('translatedBy' in k) expect([kind, names.has(k.translatedBy)]).toEqual([kind, true]);
  });
});

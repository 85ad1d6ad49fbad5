import { describe, expect, it } from 'vitest';
import { bundledNames, collections, DERIVED_CONTENT } from '../../scripts/codegen/collections.ts';

describe('what the pages bundle holds', () => {
  it('has every collection and every derived content say whether it is bundled', () => {
    for (const c of [...collections, ...Object.entries(DERIVED_CONTENT).map(([name, d]) => ({ name, ...d }))])
      expect([c.name, typeof c.bundled]).toEqual([c.name, 'boolean']);
  });

  it('keeps out what is read at render time or has its own module, and the rest in', () => {
    expect(bundledNames(['site', 'home', 'cities', 'counties', 'plainCityPages', 'services', 'messages'])).toEqual([
      'home',
      'services',
    ]);
  });

  it('refuses content that is neither a collection nor derived, naming it and where to declare it', () => {
    // Before, anything not on a list of exceptions was bundled without a word, 5,000 records as well as five.
    expect(() => bundledNames(['home', 'financingOffers'])).toThrow(
      /"financingOffers".*scripts\/codegen\/collections\.ts/,
    );
  });
});

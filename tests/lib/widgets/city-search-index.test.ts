import { describe, expect, it } from 'vitest';
import { cityIndex, findCity, normalize, suggestCities } from '../../../src/lib/widgets/city-search.ts';
import { cities } from '../../content.ts';

// The city search over the real cities of data/cities/; its rules on a small made-up list are in city-search.test.ts.
const labels = (list: { city: { label: string } }[]) => list.map((m) => m.city.label);

describe('the index of the site', () => {
  const index = cityIndex(cities);
  it('holds every city with a page, alphabetically', () => {
    expect(index.map((c) => c.slug).sort()).toEqual(cities.map((c) => c.citySlug).sort());
    expect(labels(index.map((c) => ({ city: c })))).toEqual(
      index.map((c) => c.label).sort((a, b) => a.localeCompare(b)),
    );
  });
  it.each(cities.map((c) => [c.cityName, c.citySlug] as const))(
    '%s is found by its name, "name, FL", its ZIP and a one-letter typo',
    (name, slug) => {
      const c = cities.find((x) => x.citySlug === slug)!;
      expect(findCity(index, name)?.slug).toBe(slug);
      expect(findCity(index, `${name}, FL`)?.slug).toBe(slug);
      expect(findCity(index, `${name.toLowerCase()} fl`)?.slug).toBe(slug);
      expect(suggestCities(index, c.zipCodes[0], Infinity).map((m) => m.city.slug)).toContain(slug);
      for (const alias of c.aliases)
        expect(
          suggestCities(index, alias, Infinity).map((m) => m.city.slug),
          alias,
        ).toContain(slug);
      // One letter changed in the middle of the name: still among the suggestions.
      const at = Math.floor(name.length / 2);
      if (normalize(name).length >= 4) {
        const typo = name.slice(0, at) + (name[at] === 'x' ? 'y' : 'x') + name.slice(at + 1);
        expect(
          suggestCities(index, typo, Infinity).map((m) => m.city.slug),
          typo,
        ).toContain(slug);
      }
    },
  );
  it.each([
    ['Miami', 'miami-fl'],
    ['Naples', 'naples-fl'],
    ['Boca Raton, FL', 'boca-raton-fl'],
    ['boca raton fl', 'boca-raton-fl'],
    ['33431', 'boca-raton-fl'],
    ['Pompono Beach', 'pompano-beach-fl'],
    ['WPB', 'west-palm-beach-fl'],
    ['Ft Lauderdale', 'fort-lauderdale-fl'],
    ['Wilton', 'wilton-manors-fl'],
  ])('%s goes to /service-areas/%s', (text, slug) => {
    expect(findCity(index, text)?.slug).toBe(slug);
  });
  it('does not take Atlanta for Atlantis: it asks', () => {
    const atlantis = cities.find((c) => c.cityName === 'Atlantis')!;
    expect(findCity(index, 'Atlanta')).toBeUndefined();
    expect(suggestCities(index, 'Atlanta')).toEqual([
      { city: index.find((c) => c.slug === atlantis.citySlug), guess: true },
    ]);
  });
  it('ranks the searchable cities first', () => {
    const first = suggestCities(index, 'beach', Infinity);
    const firstOther = first.findIndex((m) => !m.city.searchable);
    expect(firstOther).toBeGreaterThan(0);
    expect(first.slice(firstOther).every((m) => !m.city.searchable)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  cityIndex,
  findCity,
  MAX_SUGGESTIONS,
  normalize,
  type SearchCity,
  suggestCities,
} from '../../src/lib/city-search.ts';
import { cities } from '../content.ts';

const city = (label: string, aliases: string[] = [], zipCodes: string[] = [], searchable = true): SearchCity => ({
  label,
  slug: `${label.toLowerCase().replace(/\W+/g, '-')}-fl`,
  county: 'Palm Beach County',
  aliases,
  zipCodes,
  searchable,
});
const fixture = [
  city('Lake Park', [], ['33403']),
  city('Miami Lakes', [], ['33014'], false),
  city('North Palm Beach', ['NPB'], ['33408']),
  city('Palm Beach', ['Palm Beach Island'], ['33480']),
  city('Palm Beach Gardens', ['PBG'], ['33410', '33418']),
  city('Palm Springs', [], ['33406', '33461']),
  city('Pompano Beach', ['Pompano'], ['33060', '33062']),
  city('Royal Palm Beach', ['RPB'], ['33411']),
  city('West Palm Beach', ['WPB', 'West Palm'], ['33401', '33406']),
];
const labels = (list: { city: SearchCity }[]) => list.map((m) => m.city.label);

describe('suggestCities', () => {
  it('gives nothing for empty or blank text', () => {
    expect(suggestCities(fixture, '')).toEqual([]);
    expect(suggestCities(fixture, '  , ')).toEqual([]);
  });
  it('matches a label anywhere, case-insensitive', () => {
    expect(labels(suggestCities(fixture, 'GARDENS'))).toEqual(['Palm Beach Gardens']);
    expect(labels(suggestCities(fixture, 'ake pa'))).toEqual(['Lake Park']);
  });
  it('matches any alias, case-insensitive, and names the alias', () => {
    expect(suggestCities(fixture, 'wpb')).toEqual([{ city: fixture[8], via: 'WPB' }]);
    expect(labels(suggestCities(fixture, 'island'))).toEqual(['Palm Beach']);
  });
  it('caps the list at five', () => {
    expect(MAX_SUGGESTIONS).toBe(5);
    expect(suggestCities(fixture, 'a')).toHaveLength(5);
  });
  it('puts names that start with the text first, then word starts, then the rest, each in list order', () => {
    expect(labels(suggestCities(fixture, 'palm'))).toEqual([
      'Palm Beach',
      'Palm Beach Gardens',
      'Palm Springs',
      'North Palm Beach',
      'Royal Palm Beach',
    ]);
    expect(labels(suggestCities(fixture, 'alm', 9))).toEqual([
      'North Palm Beach',
      'Palm Beach',
      'Palm Beach Gardens',
      'Palm Springs',
      'Royal Palm Beach',
      'West Palm Beach',
    ]);
  });
  it('ranks the searchable cities before the others, an exact name before all', () => {
    expect(labels(suggestCities(fixture, 'lake'))).toEqual(['Lake Park', 'Miami Lakes']);
    expect(labels(suggestCities(fixture, 'miami lakes'))).toEqual(['Miami Lakes']);
    const exactOther = [city('Lakewood'), city('Lake', [], [], false)];
    expect(labels(suggestCities(exactOther, 'lake'))).toEqual(['Lake', 'Lakewood']);
  });
  it('reads "City, FL", "City FL" and "City, Florida" as the city', () => {
    for (const text of ['Palm Springs, FL', 'palm springs fl', 'Palm Springs, Florida', '  PALM  SPRINGS '])
      expect(findCity(fixture, text)?.label, text).toBe('Palm Springs');
  });
  it('finds a city by ZIP code, every city that shares it, the first for Enter', () => {
    expect(suggestCities(fixture, '33410')).toEqual([{ city: fixture[4], via: '33410' }]);
    expect(labels(suggestCities(fixture, '33406'))).toEqual(['Palm Springs', 'West Palm Beach']);
    expect(findCity(fixture, '33406')?.label).toBe('Palm Springs');
    expect(findCity(fixture, 'West Palm Beach, FL 33401')?.label).toBe('West Palm Beach');
    expect(labels(suggestCities(fixture, '3341'))).toEqual(['Palm Beach Gardens', 'Royal Palm Beach']);
    expect(suggestCities(fixture, '99999')).toEqual([]);
  });
  it('tolerates a typo in names of four letters or more, two in long ones', () => {
    expect(findCity(fixture, 'Pompono Beach')?.label).toBe('Pompano Beach');
    expect(findCity(fixture, 'pompono')?.label).toBe('Pompano Beach');
    expect(labels(suggestCities(fixture, 'Pompnao Beach'))).toEqual(['Pompano Beach']);
    expect(labels(suggestCities(fixture, 'Lake Prak'))).toEqual(['Lake Park']);
    expect(suggestCities(fixture, 'npc')).toEqual([]);
  });
  it('marks near spellings as guesses, after every real match', () => {
    // A misspelt beginning, two letters off, and the whole name one letter off while two cities are.
    const twins = [city('Weston'), city('Westin')];
    expect(suggestCities(fixture, 'pompono b')).toEqual([{ city: fixture[6], guess: true }]);
    expect(suggestCities(fixture, 'Lake Prak')).toEqual([{ city: fixture[0], guess: true }]);
    expect(suggestCities(twins, 'Westen')).toEqual([
      { city: twins[0], guess: true },
      { city: twins[1], guess: true },
    ]);
    expect(suggestCities(fixture, 'Pompono Beach')).toEqual([{ city: fixture[6] }]);
    const mixed = [city('Atlantis'), city('Lantana'), city('Santa Rosa')];
    expect(suggestCities(mixed, 'atlanta')).toEqual([{ city: mixed[0], guess: true }]);
    expect(suggestCities(mixed, 'lant')).toEqual([
      { city: mixed[1] },
      { city: mixed[0] },
      { city: mixed[2], guess: true },
    ]);
  });
});

describe('findCity (Enter or the search button) goes only to a confident match', () => {
  it('never to a guess: a misspelt beginning, two letters off, one letter off for several cities', () => {
    expect(findCity(fixture, 'pompono b')).toBeUndefined();
    expect(findCity(fixture, 'Pompnao Beach')).toBeUndefined();
    expect(findCity(fixture, 'Lake Prak')).toBeUndefined();
    expect(findCity([city('Weston'), city('Westin')], 'Westen')).toBeUndefined();
    expect(findCity([city('Atlantis')], 'Atlanta')).toBeUndefined();
  });
  it('to the one city whose whole name or alias is one letter off', () => {
    expect(findCity(fixture, 'Pompono Beach')?.label).toBe('Pompano Beach');
    expect(findCity(fixture, 'Plam Springs')).toBeUndefined();
    expect(findCity(fixture, 'Palm Sprigs')?.label).toBe('Palm Springs');
    expect(findCity([city('Weston'), city('Westin')], 'Weston')?.label).toBe('Weston');
  });
  it('to a name or alias that starts with the text or has a word that does', () => {
    expect(findCity(fixture, 'Pompano B')?.label).toBe('Pompano Beach');
    expect(findCity(fixture, 'gardens')?.label).toBe('Palm Beach Gardens');
    expect(findCity(fixture, 'beach gard')?.label).toBe('Palm Beach Gardens');
  });
  it('not to a fragment inside a word, nor to the start of a ZIP code, which are still suggested', () => {
    expect(findCity(fixture, 'ake pa')).toBeUndefined();
    expect(labels(suggestCities(fixture, 'ake pa'))).toEqual(['Lake Park']);
    expect(findCity(fixture, '3341')).toBeUndefined();
    expect(findCity(fixture, '33410')?.label).toBe('Palm Beach Gardens');
  });
});

describe('findCity (Enter or the search button)', () => {
  it('takes an exact label match before any substring match', () => {
    expect(findCity(fixture, 'palm beach')?.label).toBe('Palm Beach');
  });
  it('takes an exact alias match', () => {
    expect(findCity(fixture, 'NPB')?.label).toBe('North Palm Beach');
    expect(findCity(fixture, 'west palm')?.label).toBe('West Palm Beach');
  });
  it('falls back to the first word that starts with the text', () => {
    expect(findCity(fixture, 'spring')?.label).toBe('Palm Springs');
    expect(findCity(fixture, 'royal')?.label).toBe('Royal Palm Beach');
  });
  it('finds nothing for unknown or empty text', () => {
    expect(findCity(fixture, 'Orlando')).toBeUndefined();
    expect(findCity(fixture, '')).toBeUndefined();
  });
});

describe('normalize', () => {
  it('drops accents, punctuation and the state', () => {
    expect(normalize(' Lauderdale-by-the-Sea, FL ')).toBe('lauderdale by the sea');
    expect(normalize('St. Augustine')).toBe('st augustine');
    expect(normalize('Flagler')).toBe('flagler');
  });
});

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

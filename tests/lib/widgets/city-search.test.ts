import { describe, expect, it } from 'vitest';
import {
  findCity,
  MAX_SUGGESTIONS,
  normalize,
  type SearchCity,
  suggestCities,
} from '../../../src/lib/widgets/city-search.ts';

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

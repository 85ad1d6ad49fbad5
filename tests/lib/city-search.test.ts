import { describe, expect, it } from 'vitest';
import { findCity, matchedAlias, MAX_SUGGESTIONS, searchList, suggestCities, type SearchCity } from '../../src/lib/city-search.ts';
import { cities } from '../../src/lib/content.ts';

const city = (label: string, aliases: string[] = []): SearchCity => ({ label, slug: `${label.toLowerCase().replace(/\W+/g, '-')}-fl`, county: 'Palm Beach County', aliases });
const fixture = [
  city('Lake Park'),
  city('North Palm Beach', ['NPB']),
  city('Palm Beach', ['Palm Beach Island']),
  city('Palm Beach Gardens', ['PBG']),
  city('Palm Springs'),
  city('Royal Palm Beach', ['RPB']),
  city('West Palm Beach', ['WPB', 'West Palm']),
];
const labels = (list: SearchCity[]) => list.map((c) => c.label);

describe('suggestCities (SPEC 2.8)', () => {
  it('gives nothing for empty or blank text', () => {
    expect(suggestCities(fixture, '')).toEqual([]);
    expect(suggestCities(fixture, '   ')).toEqual([]);
  });
  it('matches a label anywhere, case-insensitive', () => {
    expect(labels(suggestCities(fixture, 'GARDENS'))).toEqual(['Palm Beach Gardens']);
    expect(labels(suggestCities(fixture, 'ake pa'))).toEqual(['Lake Park']);
  });
  it('matches any alias, case-insensitive', () => {
    expect(labels(suggestCities(fixture, 'wpb'))).toEqual(['West Palm Beach']);
    expect(labels(suggestCities(fixture, 'island'))).toEqual(['Palm Beach']);
  });
  it('caps the list at five', () => {
    expect(MAX_SUGGESTIONS).toBe(5);
    expect(suggestCities(fixture, 'a')).toHaveLength(5);
    expect(suggestCities(fixture, 'palm')).toHaveLength(5);
  });
  it('puts names that start with the text first, then word starts, then the rest, each in list order', () => {
    expect(labels(suggestCities(fixture, 'palm'))).toEqual(['Palm Beach', 'Palm Beach Gardens', 'Palm Springs', 'North Palm Beach', 'Royal Palm Beach']);
    expect(labels(suggestCities(fixture, 'alm'))).toEqual(['North Palm Beach', 'Palm Beach', 'Palm Beach Gardens', 'Palm Springs', 'Royal Palm Beach']);
  });
  it('ignores spaces around the text', () => {
    expect(labels(suggestCities(fixture, '  rpb '))).toEqual(['Royal Palm Beach']);
  });
});

describe('findCity (Enter or the search button)', () => {
  it('takes an exact label match before any substring match', () => {
    // "palm beach" is also a substring of North Palm Beach, which comes first in the list.
    expect(findCity(fixture, 'palm beach')?.label).toBe('Palm Beach');
  });
  it('takes an exact alias match', () => {
    expect(findCity(fixture, 'NPB')?.label).toBe('North Palm Beach');
    expect(findCity(fixture, 'west palm')?.label).toBe('West Palm Beach');
  });
  it('falls back to the first substring match', () => {
    expect(findCity(fixture, 'spring')?.label).toBe('Palm Springs');
    expect(findCity(fixture, 'royal')?.label).toBe('Royal Palm Beach');
  });
  it('finds nothing for unknown or empty text', () => {
    expect(findCity(fixture, 'Orlando')).toBeUndefined();
    expect(findCity(fixture, '')).toBeUndefined();
  });
});

describe('matchedAlias', () => {
  it('names the alias only when the label itself does not match', () => {
    expect(matchedAlias(fixture[6], 'wpb')).toBe('WPB');
    expect(matchedAlias(fixture[6], 'west')).toBeUndefined();
    expect(matchedAlias(fixture[6], '')).toBeUndefined();
  });
});

describe('the search list of the site', () => {
  const list = searchList(cities);
  it('holds the Palm Beach and Broward cities marked searchable, alphabetically', () => {
    expect(list).toHaveLength(cities.filter((c) => c.searchable).length);
    expect(new Set(list.map((c) => c.county))).toEqual(new Set(['Palm Beach County', 'Broward County']));
    expect(list.filter((c) => c.county === 'Palm Beach County')).toHaveLength(38);
    expect(labels(list)).toEqual([...labels(list)].sort((a, b) => a.localeCompare(b)));
    expect(labels(list)).not.toContain('Miami');
  });
  it.each([
    ['WPB', 'west-palm-beach-fl'],
    ['PBG', 'palm-beach-gardens-fl'],
    ['RPB', 'royal-palm-beach-fl'],
    ['NPB', 'north-palm-beach-fl'],
    ['Boca', 'boca-raton-fl'],
    ['Ft Lauderdale', 'fort-lauderdale-fl'],
    ['wellington', 'wellington-fl'],
    ['Pompano', 'pompano-beach-fl'],
    ['parkland', 'parkland-fl'],
  ])('%s goes to /service-areas/%s', (text, slug) => {
    expect(findCity(list, text)?.slug).toBe(slug);
    expect(suggestCities(list, text).map((c) => c.slug)).toContain(slug);
  });
  it('every searchable city has its own full page', () => {
    const pages = new Set(cities.map((c) => c.citySlug));
    for (const c of list) expect(pages.has(c.slug), c.slug).toBe(true);
  });
});

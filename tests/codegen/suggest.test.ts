import { describe, expect, it } from 'vitest';
import { suggest } from '../../scripts/codegen/suggest.ts';

const CITY_FIELDS = [
  'cityName',
  'citySlug',
  'county',
  'zipCodes',
  'aliases',
  'neighborhoods',
  'primaryService',
  'intro',
  'searchable',
  'plainPage',
  'lastUpdated',
];

describe('suggest', () => {
  it('finds the field a misspelled key meant', () => {
    expect(suggest('zipcode', CITY_FIELDS)).toBe('zipCodes');
    expect(suggest('neighbourhoods', CITY_FIELDS)).toBe('neighborhoods');
    expect(suggest('citName', CITY_FIELDS)).toBe('cityName');
  });

  it('ignores case, spaces, underscores, dots and hyphens, and returns the allowed spelling', () => {
    expect(suggest('palm beach', ['broward', 'palm-beach', 'miami-dade'])).toBe('palm-beach');
    expect(suggest('ZIP_CODES', CITY_FIELDS)).toBe('zipCodes');
    expect(suggest('Miami.Dade', ['broward', 'palm-beach', 'miami-dade'])).toBe('miami-dade');
  });

  it('prefers an exact match after normalising over an earlier near match', () => {
    expect(suggest('palm beach', ['palm-beaches', 'palm-beach'])).toBe('palm-beach');
  });

  it('returns nothing when no allowed word is close', () => {
    expect(suggest('banana', CITY_FIELDS)).toBeUndefined();
    expect(suggest('anything', [])).toBeUndefined();
  });

  it('allows 2 edits for short words and a third of the length for long ones', () => {
    // Short words: at most 2 edits.
    expect(suggest('abx', ['ayz'])).toBe('ayz');
    expect(suggest('abc', ['xyz'])).toBeUndefined();
    // 9 letters: at most 3 edits.
    expect(suggest('abcdefghi', ['abcdefxyz'])).toBe('abcdefxyz');
    expect(suggest('abcdefghi', ['abcdewxyz'])).toBeUndefined();
  });

  it('picks the closest word, and the first of equally close ones', () => {
    expect(suggest('paintng', ['printing', 'painting', 'pointing'])).toBe('painting');
    expect(suggest('cat', ['bat', 'hat'])).toBe('bat');
  });
});

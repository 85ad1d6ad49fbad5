import { describe, expect, it } from 'vitest';
import citySchema from '../../schemas/city.schema.json' with { type: 'json' };
import { CITY, codegenFixture, golf } from './bad-data.ts';

// What codegen says about each kind of bad data in a city: the sentence and the file:line:col it points at.

const { checkCity } = codegenFixture();

describe('one test per kind of bad data', () => {
  it('missing required field: a city without intro', async () => {
    const r = await checkCity(golf({ 6: null, 7: null, 8: null, 9: null }));
    expect(r.ok).toBe(false);
    // Points at the first field of the file (line 2): the field is missing, so there is no line of its own.
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 1,
        message:
          'the required field "intro" is missing. Add a line "intro:": Two or three paragraphs written for this city alone: its neighborhoods, housing and local concerns (salt air, storms, HOAs, condo rules). No two cities\' intros may be alike. Separate paragraphs with a blank line.',
      },
    ]);
  });

  it('wrong type: zipCodes written as one string instead of a list', async () => {
    const r = await checkCity(golf({ 5: 'zipCodes: "33436"' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 5,
        col: 11,
        message:
          'zipCodes must be a list but is "33436". Write it as a list: zipCodes: ["33436"]. Expected: The ZIP codes of the city, most common first. The first one is the city\'s main ZIP code.',
      },
    ]);
  });

  it('unknown key: zipcode instead of zipCodes, with a "did you mean" hint (and zipCodes then missing)', async () => {
    const r = await checkCity(golf({ 5: 'zipcode: ["33436"]' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 1,
        message:
          'the required field "zipCodes" is missing. Add a line "zipCodes:": The ZIP codes of the city, most common first. The first one is the city\'s main ZIP code.',
      },
      { file: CITY, line: 5, col: 1, message: 'unknown field "zipcode". Did you mean "zipCodes"?' },
    ]);
  });

  it('unknown key with nothing close: lists the allowed fields instead', async () => {
    const r = await checkCity(golf({}, 'population: 250'));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 10,
        col: 1,
        message: `unknown field "population". Allowed fields here: ${Object.keys(citySchema.properties).join(', ')}.`,
      },
    ]);
  });

  it('misspelled choice: county "palm beach" suggests "palm-beach"', async () => {
    const r = await checkCity(golf({ 4: 'county: palm beach' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 4,
        col: 9,
        message: 'county is "palm beach", which is not allowed. Did you mean "palm-beach"?',
      },
    ]);
  });

  it('bad pattern: a 4-digit ZIP code, pointed at the item of the list', async () => {
    const r = await checkCity(golf({ 5: 'zipCodes: ["33436", "3343"]' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 5,
        col: 21,
        message:
          'zipCodes[1] is "3343", which is not in the expected form. Expected: A five-digit US ZIP code, written in quotes so leading zeros survive (for example "33431").',
      },
    ]);
  });

  it('duplicate name: a cityName another city already has (compared without case)', async () => {
    const r = await checkCity(golf({ 2: 'cityName: boca raton' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 11,
        message:
          'cityName "boca raton" is already used by data/cities/boca-raton-fl.yaml: the search box could not tell the two cities apart. Remove or change one of them.',
      },
    ]);
  });

  it('duplicate name: an alias another city already has', async () => {
    const r = await checkCity(golf({}, 'aliases: [Village of Golf, Boca]'));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 10,
        col: 28,
        message:
          'aliases[1] "Boca" is already used by data/cities/boca-raton-fl.yaml: the search box could not tell the two cities apart. Remove or change one of them.',
      },
    ]);
  });
});

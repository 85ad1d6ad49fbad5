/**
 * A city's coordinates (`geo`, which draws its map) are in Florida (the schema) and inside its county's box (codegen),
 * so a swapped or mistyped figure is caught before a page puts the city in the wrong place.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUNTY_BOXES, insideCounty } from '../../scripts/codegen/county-boxes.ts';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { cities } from '../content.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

describe('the coordinates of the cities in data/', () => {
  it('place every city inside the box of its own county', () => {
    for (const c of cities) {
      expect(c.geo, c.citySlug).toBeDefined();
      expect(COUNTY_BOXES[c.county], `${c.county} has a box`).toBeDefined();
      expect(insideCounty(c.county, c.geo!), c.citySlug).toBe(true);
    }
  });
  it('tell a swapped or mistyped figure from a right one', () => {
    const jupiter = { latitude: 26.9342, longitude: -80.0942 };
    expect(insideCounty('palm-beach', jupiter)).toBe(true);
    expect(insideCounty('broward', jupiter)).toBe(false);
    expect(insideCounty('palm-beach', { latitude: 25.7617, longitude: -80.1918 })).toBe(false); // Miami
    expect(insideCounty('palm-beach', { latitude: 26.9342, longitude: -81.0942 })).toBe(false); // a digit off
  });
});

describe('codegen', () => {
  let f: FixtureRoot;
  beforeAll(() => {
    f = makeFixtureRoot();
  });
  afterEach(() => f.restore());
  afterAll(() => f.cleanup());

  it("names the file, line and county of a city placed outside its county's box", async () => {
    f.edit('data/cities/golf-fl.yaml', (t) =>
      t.replace(/^geo: .*$/m, 'geo: { latitude: 25.7617, longitude: -80.1918 }'),
    );
    const r = await runCodegen(f.root, { write: false });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([
      expect.objectContaining({
        file: 'data/cities/golf-fl.yaml',
        message: expect.stringMatching(
          /^geo \(25\.7617, -80\.1918\) is outside the county "palm-beach" \(latitude 26\.22/,
        ),
      }),
    ]);
  });
  it('refuses a point outside Florida through the schema', async () => {
    f.edit('data/cities/golf-fl.yaml', (t) => t.replace(/^geo: .*$/m, 'geo: { latitude: 26.6, longitude: 80.1 }'));
    const r = await runCodegen(f.root, { write: false });
    expect(r.ok).toBe(false);
    expect(r.errors.map((e) => e.message).join('\n')).toMatch(/longitude/);
  });
});

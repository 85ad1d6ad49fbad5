import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCodegen } from '../../../scripts/codegen/run.ts';
import { MAX_SHARED_SHINGLES, similarPairs } from '../../../scripts/codegen/similarity.ts';
import { type FixtureRoot, makeFixtureRoot, REPO_ROOT } from '../../../tests/codegen/fixture-root.ts';
import { editedCity, generateCities } from '../src/city-generator.ts';
import { countySlugs } from '../src/scale.ts';

const counties = countySlugs(REPO_ROOT);

describe('generated cities for the scale runs', () => {
  let fx: FixtureRoot;
  beforeAll(() => {
    fx = makeFixtureRoot();
  });
  afterAll(() => fx.cleanup());

  it('pass codegen validation beside the real cities, doorway guard included, and so does the edited city', async () => {
    const cities = generateCities(60, counties);
    for (const c of [...cities.slice(1), editedCity(cities[0])]) fx.edit(c.file, () => c.text);
    const result = await runCodegen(fx.root, { write: false });
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    // Codegen over the whole data and 60 cities: about 2 s alone, several times that on a busy 2-core machine.
  }, 30_000);

  it('are of ordinary length: two neighbourhoods and three short paragraphs of intro', () => {
    for (const c of generateCities(50, counties)) {
      const record = parse(c.text) as { neighborhoods: string[]; intro: string };
      expect(record.neighborhoods).toHaveLength(2);
      const paragraphs = record.intro.trim().split('\n\n');
      expect(paragraphs).toHaveLength(3);
      for (const p of paragraphs) expect(p.length).toBeLessThan(400);
    }
  });

  it('are edited for the rebuild: another name, a sentence more, the same file', () => {
    const [city] = generateCities(1, counties);
    const edited = editedCity(city);
    const [before, after] = [city, edited].map((c) => parse(c.text) as { cityName: string; intro: string });
    expect(after.cityName).toBe(`${before.cityName} Beach`);
    expect(after.intro).toContain('the shady streets near the old bridge');
    expect(after.intro.split('\n\n')).toHaveLength(3);
    expect(edited.file).toBe(city.file);
  });

  it('have intros that share no more 5-word phrases than hand-written ones may', () => {
    const intros = new Map(generateCities(300, counties).map((c) => [c.slug, String(parse(c.text).intro)]));
    const worst = similarPairs(intros)[0]?.share ?? 0;
    expect(worst).toBeLessThan(MAX_SHARED_SHINGLES / 5);
  });

  it('are the same for the same seed, different for another, and spread over every county', () => {
    const a = generateCities(200, counties, 7);
    expect(generateCities(200, counties, 7)).toEqual(a);
    expect(generateCities(200, counties, 8)[0].text).not.toBe(a[0].text);
    expect(new Set(a.map((c) => parse(c.text).county)).size).toBe(Math.min(200, counties.length));
    expect(new Set(a.map((c) => c.slug)).size).toBe(200);
    expect(a[0].file).toBe(`data/cities/${a[0].slug}.yaml`);
  });
});

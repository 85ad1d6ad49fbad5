import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { citySlug } from '../../scripts/new-city/template.ts';
import { type FixtureRoot, makeFixtureRoot } from '../codegen/fixture-root.ts';

let fx: FixtureRoot;
beforeAll(() => {
  fx = makeFixtureRoot();
});
afterAll(() => fx.cleanup());

const newCity = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/new-city.ts', ...args, '--root', fx.root], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

// Starting a process takes seconds on a busy 2-core machine.
describe('npm run new:city', { timeout: 60_000 }, () => {
  it('derives the slug from the name', () => {
    expect(citySlug('Palm City')).toBe('palm-city-fl');
    expect(citySlug('St. Lucie West')).toBe('st-lucie-west-fl');
    expect(citySlug("Port St. John's")).toBe('port-st-johns-fl');
  });

  it('writes a file with every field that fails validation until its placeholders are filled', async () => {
    expect(newCity('Palm City', '--county', 'martin')).toContain('Wrote data/cities/palm-city-fl.yaml');
    const file = 'data/cities/palm-city-fl.yaml';
    const text = fs.readFileSync(path.join(fx.root, file), 'utf8');
    for (const field of [
      'cityName',
      'citySlug',
      'county',
      'geo',
      'zipCodes',
      'aliases',
      'neighborhoods',
      'searchable',
      'primaryService',
      'intro',
      'lastUpdated',
    ]) {
      expect(text).toMatch(new RegExp(`^${field}:`, 'm'));
    }
    const failing = await runCodegen(fx.root, { write: false });
    expect(failing.ok).toBe(false);
    const mine = failing.errors.filter((e) => e.file === file);
    expect(mine.length).toBeGreaterThan(0);
    expect(failing.errors.every((e) => e.file === file)).toBe(true);

    fx.edit(file, (t) =>
      t
        .replace('geo: { latitude: TODO, longitude: TODO }', 'geo: { latitude: 27.1681, longitude: -80.2662 }')
        .replace('zipCodes: ["TODO"]', 'zipCodes: ["34990"]')
        .replace('neighborhoods: ["TODO"]', 'neighborhoods: [Palm City Farms, Martin Downs]')
        .replace(
          /intro: \|\n.*\n/,
          `intro: |\n  ${'Palm City sits on the west bank of the St. Lucie River, where ranch homes from the 1980s share quiet streets with newer gated communities and golf neighborhoods. '.repeat(2)}\n`,
        ),
    );
    const passing = await runCodegen(fx.root, { write: false });
    expect(passing.errors).toEqual([]);
  });

  it('checks every option against the schema before writing anything', () => {
    expect(() => newCity('Indiantown', '--county', 'martn')).toThrow(
      /--county: county is "martn", which is not allowed\. Did you mean "martin"\?/,
    );
    expect(() => newCity('Port St\u00a0Lucie', '--county', 'st-lucie')).toThrow(
      /the city name: cityName "Port St\u00a0Lucie" contains a non-breaking space \(U\+00A0\): replace it with a plain space/,
    );
    expect(() => newCity('X', '--county', 'martin')).toThrow(
      /the city name: cityName is too short: it needs at least 2 characters and has 1/,
    );
    expect(fs.readdirSync(path.join(fx.root, 'data/cities')).filter((f) => /indiantown|lucie|^x-fl/.test(f))).toEqual(
      [],
    );
  });

  it('refuses a city that already exists', () => {
    expect(() => newCity('Boca Raton', '--county', 'palm-beach')).toThrow(/already exists/);
  });
});

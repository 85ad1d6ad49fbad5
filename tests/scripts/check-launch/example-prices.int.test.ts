import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { examplePriceFiles } from '../../../scripts/check-launch/example-prices.ts';
import { type LaunchInputs, launchProblems } from '../../../scripts/check-launch/launch-problems.ts';
import { makeFixtureRoot } from '../../codegen/fixture-root.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const site = parse(fs.readFileSync(path.join(root, 'data/site.yaml'), 'utf8')) as LaunchInputs['site'];
/** The service files (not their translations) with a price guide, read from data/. */
const priced = fs
  .readdirSync(path.join(root, 'data/services'))
  .filter(
    (n) =>
      !n.endsWith('.es.yaml') && fs.readFileSync(path.join(root, 'data/services', n), 'utf8').includes('priceGuide:'),
  )
  .map((n) => `data/services/${n}`)
  .sort();

describe('launch check of the example prices', () => {
  it('lists every service whose price guide is still the example (all of them as shipped)', () => {
    expect(priced.length).toBeGreaterThan(0);
    expect(examplePriceFiles(root)).toEqual(priced);
    const problem = launchProblems({ site, placeholderImages: [], examplePrices: priced, env: {} }).find(
      (p) => p.where === 'data/services priceGuide',
    );
    expect(problem?.message).toBe(
      `${priced.length} service(s) still show example prices: ${priced.join(', ')}. Put the business's own typical low and high price of each job in priceGuide.jobs, and whether its price includes the parts (parts: included or not-included), then remove the line "example: true".`,
    );
  });

  it('stops listing a service once its owner removes "example: true"', () => {
    const fixture = makeFixtureRoot();
    try {
      fixture.edit('data/services/painting.yaml', (t) => t.replace(/\n {2}example: true\n/, '\n'));
      expect(examplePriceFiles(fixture.root)).toEqual(priced.filter((f) => f !== 'data/services/painting.yaml'));
    } finally {
      fixture.cleanup();
    }
  });

  it('says nothing when no price is an example', () =>
    expect(
      launchProblems({ site, placeholderImages: [], examplePrices: [], env: {} }).map((p) => p.where),
    ).not.toContain('data/services priceGuide'));
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { routes } from '../content.ts';
import { pageValidator } from './validator.ts';

// The site built from hostile data (tests/fixtures/injection/build.ts) stays valid HTML on every page, and its
// JSON-LD still parses with the payload inside as plain data.
const DIST = path.resolve(import.meta.dirname, '../../.injection/dist/client');
const fileOf = (url: string) => path.join(DIST, routeFile(url));
// The payload lengthens every title past 70 characters by design; every other rule stays on.
const validator = pageValidator();
const override = { rules: { 'long-title': 'off' as const } };

describe.runIf(fs.existsSync(DIST))('injection fixture', () => {
  it.each(routes.map((r) => r.url))('%s is valid HTML with the payload escaped', async (url) => {
    const text = fs.readFileSync(fileOf(url), 'utf8');
    const report = await validator.validateString(text, fileOf(url), override);
    expect(
      report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.message}`)),
      url,
    ).toEqual([]);
    expect(text, url).not.toContain('<script>alert(');
    expect(text, url).not.toContain('<img src=x');
    for (const m of text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g))
      expect(() => JSON.parse(m[1]), url).not.toThrow();
  });
});

it('the injection fixture was built (npm test builds it)', () => {
  expect(fs.existsSync(DIST), 'run `tsx tests/fixtures/injection/build.ts`').toBe(true);
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { routes } from '../content.ts';
import { pageValidator } from './validator.ts';

// The site built from hostile data (tests/fixtures/injection/build.ts): every page keeps the payload as text, and its
// JSON-LD still parses with the payload inside as plain data. The payload is the same in every free-text field, so the
// pages of one kind in one language hold it in the same places of the same template: html-validate reads the largest
// of each (the one with the most fields filled), where a quote or a tag that escaped would break the markup. Over every
// page it took 21 s of CPU, the payload's checks below a second.
const DIST = path.resolve(import.meta.dirname, '../../.injection/dist/client');
const fileOf = (url: string) => path.join(DIST, routeFile(url));
const built = fs.existsSync(DIST);
const textOf = new Map(built ? routes.map((r) => [r.url, fs.readFileSync(fileOf(r.url), 'utf8')]) : []);
const largest = new Map<string, string>();
for (const r of routes) {
  const key = `${r.kind} ${r.locale}`;
  const other = largest.get(key);
  if (!other || (textOf.get(r.url)?.length ?? 0) > (textOf.get(other)?.length ?? 0)) largest.set(key, r.url);
}
// The payload lengthens every title past 70 characters by design; every other rule stays on.
const validator = pageValidator();
const override = { rules: { 'long-title': 'off' as const } };

describe.runIf(built)('injection fixture', () => {
  it.each(routes.map((r) => r.url))('%s keeps the payload as text', (url) => {
    const text = textOf.get(url)!;
    expect(text, url).not.toContain('<script>alert(');
    expect(text, url).not.toContain('<img src=x');
    expect(text, url).not.toContain(`onerror="alert(`);
    for (const m of text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g))
      expect(() => JSON.parse(m[1]), url).not.toThrow();
  });

  it.each([...largest].map(([kind, url]) => ({ kind, url })))(
    '$url, the largest $kind page, is valid HTML',
    async ({ url }) => {
      const report = await validator.validateString(textOf.get(url)!, fileOf(url), override);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.message}`))).toEqual([]);
    },
  );
});

it('the injection fixture was built (npm test builds it)', () => {
  expect(built, 'run `node tests/fixtures/injection/build.ts`').toBe(true);
});

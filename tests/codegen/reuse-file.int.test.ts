/**
 * A city page's data file that a run of codegen would write unchanged is linked from the last run's generated/
 * instead of written again; a changed one is written, and the last run's file is left as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_INPUTS_FILE } from '../../scripts/codegen/city-pages.ts';
import { writeOrReuse } from '../../scripts/codegen/reuse-file.ts';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { CITY_PAGES_DIR } from '../../src/lib/routing/city-pages.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

describe('writeOrReuse', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reuse-file-'));
  const previous = path.join(dir, 'previous.json');
  fs.writeFileSync(previous, '{"a":"é"}');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('links the previous file when the text is the same', () => {
    writeOrReuse(path.join(dir, 'same.json'), '{"a":"é"}', previous);
    expect(fs.statSync(path.join(dir, 'same.json')).ino).toBe(fs.statSync(previous).ino);
  });
  it('writes a new file when the text differs, leaving the previous one as it was', () => {
    writeOrReuse(path.join(dir, 'other.json'), '{"a":"e"}', previous);
    expect(fs.statSync(path.join(dir, 'other.json')).ino).not.toBe(fs.statSync(previous).ino);
    expect(fs.readFileSync(path.join(dir, 'other.json'), 'utf8')).toBe('{"a":"e"}');
    expect(fs.readFileSync(previous, 'utf8')).toBe('{"a":"é"}');
  });
  it('writes the file when there is no previous one', () => {
    writeOrReuse(path.join(dir, 'new.json'), '{}', path.join(dir, 'missing.json'));
    expect(fs.readFileSync(path.join(dir, 'new.json'), 'utf8')).toBe('{}');
  });
});

describe('a second run of codegen', () => {
  let f: FixtureRoot;
  const pagesDir = () => path.join(f.root, 'generated', CITY_PAGES_DIR);
  /** Text and inode of every English city-kind page's data file: the city pages, the plain ones, the quote pages. */
  const files = () =>
    new Map(
      ['', 'quote/'].flatMap((sub) =>
        fs
          .readdirSync(path.join(pagesDir(), sub))
          .filter((n) => n.endsWith('.json'))
          .map((n) => {
            const file = path.join(pagesDir(), sub, n);
            return [`${sub}${n}`, { text: fs.readFileSync(file, 'utf8'), ino: fs.statSync(file).ino }] as const;
          }),
      ),
    );

  beforeAll(async () => {
    f = makeFixtureRoot();
    expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
  }, 60_000);
  afterAll(() => f?.cleanup());

  it("keeps what each city-kind page's file was made from, so the next run links it without making it", () => {
    const inputs = JSON.parse(fs.readFileSync(path.join(f.root, 'generated', CITY_INPUTS_FILE), 'utf8'));
    const urls = Object.keys(inputs);
    for (const prefix of ['/service-areas/', '/quote/', '/es/cotizacion/'])
      expect(
        urls.some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(
      urls.some((u) => /^\/service-areas\/[a-z-]+(?<!-fl)$/.test(u)),
      'a plain city page',
    ).toBe(true);
  });

  it('links each city page whose data is unchanged and writes each changed one', async () => {
    const before = files();
    const edited = fs.readdirSync(path.join(f.root, 'data/cities')).find((n) => /^[a-z-]+-fl\.yaml$/.test(n))!;
    f.edit(`data/cities/${edited}`, (t) =>
      t.replace(/^intro: \|\n/m, 'intro: |\n  Edited for the test, a sentence of its own.\n'),
    );
    expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
    const after = files();
    const changed = [...after].filter(([n, a]) => before.get(n)?.text !== a.text);
    expect(changed.map(([, a]) => a.text).filter((t) => t.includes('Edited for the test'))).toHaveLength(1);
    for (const [n, a] of after) expect(a.ino === before.get(n)?.ino, n).toBe(before.get(n)?.text === a.text);
    expect(after.size - changed.length).toBeGreaterThan(0);
  }, 60_000);

  /** The city pages' files as a first run writes them, from nothing kept (generated/ removed). */
  const fromNothing = async () => {
    fs.rmSync(path.join(f.root, 'generated'), { recursive: true });
    expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
    return new Map([...files()].map(([n, a]) => [n, a.text]));
  };

  // What every city's file is made from besides the city: it must be made again for each, not linked.
  for (const [what, file, edit] of [
    [
      'the city-page template',
      'data/pages/city-page.yaml',
      (t: string) => t.replace(/^metaTitle: "/m, 'metaTitle: "New: '),
    ],
    ['the site', 'data/site.yaml', (t: string) => t.replace(/^businessName: .*$/m, 'businessName: Test Handyman Co')],
  ] as const)
    it(`makes every city page again when ${what} changed, as a first run would`, async () => {
      const before = files();
      f.edit(file, edit);
      expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
      const after = new Map([...files()].map(([n, a]) => [n, a.text]));
      const cities = [...after].filter(([, text]) => JSON.parse(text).kind === 'city');
      expect(cities.length).toBeGreaterThan(10);
      expect(cities.filter(([n, text]) => before.get(n)?.text === text)).toEqual([]);
      expect(after).toEqual(await fromNothing());
    }, 60_000);
});

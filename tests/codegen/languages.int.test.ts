/**
 * data/languages.json, the one table of the site's languages: codegen checks it like every data file and names each
 * mistake at its line. Each test breaks a copy of the real data (fixture-root.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

const FILE = 'data/languages.json';
let f: FixtureRoot;
beforeAll(() => {
  f = makeFixtureRoot();
});
afterEach(() => f.restore());
afterAll(() => f.cleanup());

const errorsOf = async () =>
  (await runCodegen(f.root, { write: false })).errors
    .filter((e) => e.file === FILE)
    .map((e) => `${e.line}:${e.col} ${e.message}`);
/** 1-based line of the first line of the file that holds `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('data/languages.json', () => {
  it('is valid as it is', async () => {
    expect(await errorsOf()).toEqual([]);
  });

  it('names a field that breaks the schema at its line', async () => {
    let text = '';
    f.edit(FILE, (t) => {
      text = t.replace('"tag": "es-US"', '"tag": "Spanish"');
      return text;
    });
    const [error] = await errorsOf();
    expect(error).toMatch(new RegExp(`^${lineOf(text, '"Spanish"')}:\\d+ `));
    expect(error).toContain('tag');
  });

  it('is checked again once changed after a run that kept it valid', async () => {
    expect((await runCodegen(f.root, { write: true })).ok).toBe(true);
    f.edit(FILE, (t) => t.replace('"tag": "es-US"', '"tag": "Spanish"'));
    const { errors } = await runCodegen(f.root, { write: true });
    expect(errors.filter((e) => e.file === FILE).map((e) => e.message)).toEqual([expect.stringContaining('tag')]);
  }, 60_000);

  it('wants a prefix for each translation, and none for the first language', async () => {
    let text = '';
    f.edit(FILE, (t) => {
      text = t.replace('"prefix": "es"', '"prefix": ""').replace('"prefix": ""', '"prefix": "en"');
      return text;
    });
    expect(await errorsOf()).toEqual([
      `${lineOf(text, '"prefix": "en"')}:17 the first language is the default, at addresses without a prefix: make its prefix "".`,
      `${lineOf(text, '"prefix": ""')}:17 give es a prefix (its pages live under /<prefix>).`,
    ]);
  });
});

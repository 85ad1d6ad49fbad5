/**
 * Shared by the bad-data tests (bad-data*.test.ts): the small test city that replaces data/cities/golf-fl.yaml, so
 * that every position is easy to count, and a copy of the real data/ that each test breaks and each test's end restores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type CodegenResult, runCodegen } from '../../scripts/codegen/run.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

export const CITY = 'data/cities/golf-fl.yaml';

/** A valid city, one line per entry: GOLF[n - 1] is line n of the file. */
const GOLF = [
  '# yaml-language-server: $schema=../../schemas/city.schema.json', // 1
  'cityName: Golf', // 2
  'citySlug: golf-fl', // 3
  'county: palm-beach', // 4
  'zipCodes: ["33436"]', // 5
  'intro: |', // 6
  '  Sample intro for a made-up town used only by the unit tests of codegen. It talks about nothing in particular,', // 7
  '  lists no real street, and exists so that the file has an intro long enough for the schema, which asks for three', // 8
  '  hundred characters at the very least. Pelicans, mango trees and a quiet marina fill the remaining space nicely.', // 9
];

/** GOLF with some lines replaced (by line number; null deletes the line) and extra lines added at the end. */
export function golf(replace: Record<number, string | null> = {}, ...extra: string[]): string {
  const lines = GOLF.flatMap((text, i) =>
    i + 1 in replace ? (replace[i + 1] === null ? [] : [replace[i + 1]!]) : [text],
  );
  return `${[...lines, ...extra].join('\n')}\n`;
}

/** 1-based line and column of the first occurrence of `needle` in `text`. */
export function positionOf(text: string, needle: string): { line: number; col: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

/**
 * A copy of the project for the tests of one file, made once and restored after each test, as `f`; `check` runs
 * codegen on it without writing, `checkCity` first replaces data/cities/golf-fl.yaml with the text given.
 */
export function codegenFixture() {
  let root: FixtureRoot | undefined;
  beforeAll(() => {
    root = makeFixtureRoot();
  });
  afterEach(() => root!.restore());
  afterAll(() => root!.cleanup());
  const f = new Proxy({} as FixtureRoot, { get: (_, key) => Reflect.get(root!, key) });
  const read = (rel: string) => fs.readFileSync(path.join(f.root, rel), 'utf8');
  const check = (): Promise<CodegenResult> => runCodegen(f.root, { write: false });
  const checkCity = (text: string) => {
    f.edit(CITY, () => text);
    return check();
  };
  return { f, read, check, checkCity };
}

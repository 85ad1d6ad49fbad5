/** The report of a failed check as a marketer reads it, and the files and text the loader refuses. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CodegenResult } from '../../scripts/codegen/run.ts';
import { CITY, codegenFixture, golf, positionOf } from './bad-data.ts';

const { f, read, check, checkCity } = codegenFixture();

describe('the report', () => {
  describe('with two files broken', () => {
    // site.yaml is read before the cities, so the errors are found in the opposite order to the report's.
    let r: CodegenResult;
    let siteLine: number;
    beforeAll(async () => {
      f.edit('data/site.yaml', (t) => `${t}phonee: x\n`);
      siteLine = positionOf(read('data/site.yaml'), 'phonee:').line;
      r = await checkCity(golf({ 4: 'county: palm beach' }));
      f.restore();
    });

    it('lists every error at once, sorted by file', () => {
      expect(r.ok).toBe(false);
      expect(r.errors.map((e) => `${e.file}:${e.line}:${e.col}`)).toEqual([
        `${CITY}:4:9`,
        `data/site.yaml:${siteLine}:1`,
      ]);
      expect(r.errors[1].message).toBe('unknown field "phonee". Did you mean "phone"?');
    });

    it('shows each error as file:line:col message, then a blank line and the summary line last', () => {
      expect(r.report).toEqual([
        ...r.errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.message}`),
        '',
        '2 problems in 2 files. Fix them and run `npm run validate` again; generated/ was left as it was.',
      ]);
      expect(r.report[0]).toMatch(/^data\/cities\/golf-fl\.yaml:4:9 county is "palm beach"/);
    });

    it('gives one GitHub Actions annotation per error', () => {
      expect(r.annotations).toEqual([
        '::error file=data/cities/golf-fl.yaml,line=4,col=9::county is "palm beach", which is not allowed. Did you mean "palm-beach"?',
        `::error file=data/site.yaml,line=${siteLine},col=1::unknown field "phonee". Did you mean "phone"?`,
      ]);
    });
  });

  it('sorts the errors of one file by line, and counts files, not errors, in the summary', async () => {
    // ajv finds the unknown field (line 10) before the wrong type (line 5).
    const r = await checkCity(golf({ 5: 'zipCodes: "33436"' }, 'zipcode: 1'));
    expect(r.errors.map((e) => [e.line, e.col])).toEqual([
      [5, 11],
      [10, 1],
    ]);
    expect(r.report.at(-1)).toBe(
      '2 problems in 1 file. Fix them and run `npm run validate` again; generated/ was left as it was.',
    );
  });

  it('uses the singular for one problem in one file', async () => {
    const r = await checkCity(golf({ 3: 'citySlug: golf-club-fl' }));
    expect(r.report.at(-1)).toBe(
      '1 problem in 1 file. Fix it and run `npm run validate` again; generated/ was left as it was.',
    );
  });

  it('escapes % in annotations (GitHub would read "% o" as an escape)', async () => {
    const bocaIntro = read('data/cities/boca-raton-fl.yaml').split('intro: |\n')[1];
    const r = await checkCity(golf({ 7: null, 8: null, 9: null }) + bocaIntro);
    expect(r.annotations).toEqual([
      '::error file=data/cities/golf-fl.yaml,line=6,col=8::intro shares 100%25 of its 5-word phrases with the intro of data/cities/boca-raton-fl.yaml (at most 50%25 allowed): search engines treat near-copies as doorway pages. Rewrite it for Golf alone.',
    ]);
  });
});

describe('files the loader does not read are errors, not skipped', () => {
  const unread = async (file: string, text = golf()) => {
    f.edit(file, () => text);
    const r = await check();
    return r.errors.filter((e) => e.file === file);
  };
  const ADVICE =
    'or delete it; to keep a file here on purpose, add it to IGNORED_IN_DATA in scripts/codegen/collections.ts.';

  it('a wrong extension (x.yaml.txt)', async () => {
    expect(await unread('data/cities/x.yaml.txt')).toEqual([
      {
        file: 'data/cities/x.yaml.txt',
        line: 1,
        col: 1,
        message: `data/cities/x.yaml.txt is not read by the site: data files end in .yaml (lower case). Rename it to data/cities/x.yaml, ${ADVICE}`,
      },
    ]);
  });

  it('a wrong case (Boca.YAML)', async () => {
    expect(await unread('data/cities/Boca.YAML')).toEqual([
      {
        file: 'data/cities/Boca.YAML',
        line: 1,
        col: 1,
        message: `data/cities/Boca.YAML is not read by the site: data files end in .yaml (lower case). Rename it to data/cities/boca.yaml, ${ADVICE}`,
      },
    ]);
  });

  it('a sub-folder of data/cities/', async () => {
    expect(await unread('data/cities/old/golf-fl.yaml')).toEqual([
      {
        file: 'data/cities/old/golf-fl.yaml',
        line: 1,
        col: 1,
        message: `data/cities/old/golf-fl.yaml is not read by the site: data/cities/ reads no sub-folders. Move it to data/cities/golf-fl.yaml, ${ADVICE}`,
      },
    ]);
  });

  it('a file outside every collection, while listed and hidden files pass', async () => {
    expect((await unread('data/notes.txt', 'call the owner'))[0].message).toMatch(
      /^data\/notes\.txt is not read by the site: it is not one of the data files \(data\/site\.yaml, data\/schedule\.yaml, data\/cities\/\*\.yaml, /,
    );
    f.restore();
    f.edit('data/cities/.DS_Store', () => 'x');
    expect((await check()).errors).toEqual([]);
  });
});

describe('text the loader refuses', () => {
  it('non-UTF-8 bytes (a file saved as Windows-1252): the byte, its offset and position', async () => {
    const text = golf({ 2: 'cityName: Golf Caf\u00e9' });
    f.edit(CITY, () => text);
    const bytes = Buffer.from(text, 'latin1');
    fs.writeFileSync(path.join(f.root, CITY), bytes);
    const offset = bytes.indexOf(0xe9);
    const r = await check();
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 19,
        message: `the file is not UTF-8: byte 0xE9 at byte offset ${offset} is not valid UTF-8 (the file was probably saved as Windows-1252 or Latin-1, which would garble its accented letters). Save it again with the UTF-8 encoding (VS Code: "Save with Encoding" > UTF-8).`,
      },
    ]);
  });

  it.each([
    [
      'a typographic apostrophe',
      'Golf\u2019s Landing',
      "the typographic quote \u2019 (U+2019): write a plain apostrophe ' instead (character 5)",
    ],
    [
      'typographic double quotes',
      '\u201cGolf\u201d',
      'the typographic quote \u201c (U+201C): write a plain quote " instead (character 1)',
    ],
    [
      'a non-breaking space',
      'Golf\u00a0Village',
      'a non-breaking space (U+00A0): replace it with a plain space (character 5)',
    ],
    [
      'a zero-width space',
      'Golf\u200b',
      'an invisible character (U+200B, zero-width): delete it (retype the name if in doubt) (character 5)',
    ],
  ])('%s in cityName', async (_what, name, fix) => {
    const r = await checkCity(golf({ 2: `cityName: "${name}"` }));
    expect(r.errors).toEqual([{ file: CITY, line: 2, col: 11, message: `cityName "${name}" contains ${fix}.` }]);
  });

  it('an invisible character in an alias, pointed at in its list', async () => {
    const r = await checkCity(golf({}, 'aliases: ["Golf\u200dTown"]'));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 10,
        col: 11,
        message:
          'aliases[0] "Golf\u200dTown" contains an invisible character (U+200D, zero-width): delete it (retype the name if in doubt) (character 5).',
      },
    ]);
  });
});

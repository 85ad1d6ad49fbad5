import { describe, expect, it } from 'vitest';
import { CITY, codegenFixture, golf } from './bad-data.ts';

// The doorway guard: city pages whose copy repeats too many 5-word phrases are refused, with the numbers.

const { f, check, checkCity } = codegenFixture();

describe('one test per kind of bad data', () => {
  describe('doorway guard: the limit is half of the 5-word phrases', () => {
    // Two intros of 40 words (36 phrases each) sharing their first n words share n - 4 phrases.
    const words = (prefix: string, from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `${prefix}${from + i}`);
    const town = (sharedWords: number) =>
      `${[
        '# yaml-language-server: $schema=../../schemas/city.schema.json',
        'cityName: Test Town',
        'citySlug: test-town-fl',
        'county: broward',
        'zipCodes: ["33999"]',
        `intro: ${[...words('common', 0, sharedWords), ...words('town', sharedWords, 40)].join(' ')}`,
      ].join('\n')}\n`;
    const golfIntro = `intro: ${words('common', 0, 40).join(' ')}`;

    it('allows exactly half (18 of 36 phrases)', async () => {
      f.edit(CITY, () => golf({ 6: golfIntro, 7: null, 8: null, 9: null }));
      f.edit('data/cities/test-town-fl.yaml', () => town(22));
      const r = await check();
      expect(r.errors).toEqual([]);
    });

    it('flags one phrase more (19 of 36, 53%)', async () => {
      f.edit(CITY, () => golf({ 6: golfIntro, 7: null, 8: null, 9: null }));
      f.edit('data/cities/test-town-fl.yaml', () => town(23));
      const r = await check();
      expect(r.errors).toEqual([
        {
          file: 'data/cities/test-town-fl.yaml',
          line: 6,
          col: 8,
          message:
            'intro shares 53% of its 5-word phrases with the intro of data/cities/golf-fl.yaml (at most 50% allowed): search engines treat near-copies as doorway pages. Rewrite it for Test Town alone.',
        },
      ]);
    });
  });

  it('missing schema comment on line 1', async () => {
    const r = await checkCity(golf({ 1: null }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 1,
        col: 1,
        message:
          'the first line must be "# yaml-language-server: $schema=../../schemas/city.schema.json" so editors can check this file as you type.',
      },
    ]);
  });

  it('schema comment naming the wrong schema: the expected path is relative to the file', async () => {
    const file = 'data/pages/about.yaml';
    f.edit(file, (t) =>
      t.replace('$schema=../../schemas/pages/about.schema.json', '$schema=../schemas/pages/about.schema.json'),
    );
    const r = await check();
    expect(r.errors).toEqual([
      {
        file,
        line: 1,
        col: 1,
        message:
          'the first line must be "# yaml-language-server: $schema=../../schemas/pages/about.schema.json" so editors can check this file as you type.',
      },
    ]);
  });
});

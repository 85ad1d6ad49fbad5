/**
 * What codegen tells a marketer about each kind of bad data: the exact sentence and the file:line:col it points at.
 * Each test breaks a copy of the real data/ (see fixture-root.ts) and runs `runCodegen(root, { write: false })`.
 * Most tests replace data/cities/golf-fl.yaml with the small city below, so that every position is easy to count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CodegenResult, runCodegen } from '../../scripts/codegen/run.ts';
import { type FixtureRoot, makeFixtureRoot } from './fixture-root.ts';

const CITY = 'data/cities/golf-fl.yaml';

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
function golf(replace: Record<number, string | null> = {}, ...extra: string[]): string {
  const lines = GOLF.flatMap((text, i) =>
    i + 1 in replace ? (replace[i + 1] === null ? [] : [replace[i + 1]!]) : [text],
  );
  return `${[...lines, ...extra].join('\n')}\n`;
}

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; col: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

let f: FixtureRoot;
const read = (rel: string) => fs.readFileSync(path.join(f.root, rel), 'utf8');
const check = (): Promise<CodegenResult> => runCodegen(f.root, { write: false });
/** Replaces data/cities/golf-fl.yaml with `text` and runs codegen. */
const checkCity = (text: string) => {
  f.edit(CITY, () => text);
  return check();
};

beforeAll(() => {
  f = makeFixtureRoot();
});
afterEach(() => f.restore());
afterAll(() => f.cleanup());

describe('valid data', () => {
  it('passes as shipped, with a one-line report counting every data file', async () => {
    const yamlFiles = fs
      .readdirSync(path.join(f.root, 'data'), { recursive: true })
      .map(String)
      .filter((p) => p.endsWith('.yaml'));
    const r = await check();
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.annotations).toEqual([]);
    expect(r.report).toHaveLength(1);
    expect(r.report[0]).toMatch(new RegExp(`^${yamlFiles.length} data files valid \\(\\d+ ms\\)\\.$`));
  });

  it('passes with the small test city in place of golf-fl.yaml (the base of the city tests below)', async () => {
    const r = await checkCity(golf());
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });
});

describe('one test per kind of bad data', () => {
  it('missing required field: a city without intro', async () => {
    const r = await checkCity(golf({ 6: null, 7: null, 8: null, 9: null }));
    expect(r.ok).toBe(false);
    // Points at the first field of the file (line 2): the field is missing, so there is no line of its own.
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 1,
        message:
          'the required field "intro" is missing. Add a line "intro:": Two or three paragraphs written for this city alone: its neighborhoods, housing and local concerns (salt air, storms, HOAs, condo rules). No two cities\' intros may be alike. Separate paragraphs with a blank line.',
      },
    ]);
  });

  it('wrong type: zipCodes written as one string instead of a list', async () => {
    const r = await checkCity(golf({ 5: 'zipCodes: "33436"' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 5,
        col: 11,
        message:
          'zipCodes must be a list but is "33436". Write it as a list: zipCodes: ["33436"]. Expected: The ZIP codes of the city, most common first. The first one is the city\'s main ZIP code.',
      },
    ]);
  });

  it('unknown key: zipcode instead of zipCodes, with a "did you mean" hint (and zipCodes then missing)', async () => {
    const r = await checkCity(golf({ 5: 'zipcode: ["33436"]' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 1,
        message:
          'the required field "zipCodes" is missing. Add a line "zipCodes:": The ZIP codes of the city, most common first. The first one is the city\'s main ZIP code.',
      },
      { file: CITY, line: 5, col: 1, message: 'unknown field "zipcode". Did you mean "zipCodes"?' },
    ]);
  });

  it('unknown key with nothing close: lists the allowed fields instead', async () => {
    const r = await checkCity(golf({}, 'population: 250'));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 10,
        col: 1,
        message:
          'unknown field "population". Allowed fields here: cityName, citySlug, county, zipCodes, aliases, neighborhoods, primaryService, intro, searchable, plainPage, lastUpdated.',
      },
    ]);
  });

  it('misspelled choice: county "palm beach" suggests "palm-beach"', async () => {
    const r = await checkCity(golf({ 4: 'county: palm beach' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 4,
        col: 9,
        message: 'county is "palm beach", which is not allowed. Did you mean "palm-beach"?',
      },
    ]);
  });

  it('bad pattern: a 4-digit ZIP code, pointed at the item of the list', async () => {
    const r = await checkCity(golf({ 5: 'zipCodes: ["33436", "3343"]' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 5,
        col: 21,
        message:
          'zipCodes[1] is "3343", which is not in the expected form. Expected: A five-digit US ZIP code, written in quotes so leading zeros survive (for example "33431").',
      },
    ]);
  });

  it('duplicate name: a cityName another city already has (compared without case)', async () => {
    const r = await checkCity(golf({ 2: 'cityName: boca raton' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 11,
        message:
          'cityName "boca raton" is already used by data/cities/boca-raton-fl.yaml: the search box could not tell the two cities apart. Remove or change one of them.',
      },
    ]);
  });

  it('duplicate name: an alias another city already has', async () => {
    const r = await checkCity(golf({}, 'aliases: [Village of Golf, Boca]'));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 10,
        col: 28,
        message:
          'aliases[1] "Boca" is already used by data/cities/boca-raton-fl.yaml: the search box could not tell the two cities apart. Remove or change one of them.',
      },
    ]);
  });

  it('citySlug not matching the file name', async () => {
    const r = await checkCity(golf({ 3: 'citySlug: golf-club-fl' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 3,
        col: 11,
        message:
          'citySlug is "golf-club-fl" but the file is named golf-fl.yaml: they must match. Rename the file or change citySlug.',
      },
    ]);
  });

  it('dangling reference: a city-page category linking to /services/nope', async () => {
    const file = 'data/pages/city-page.yaml';
    f.edit(file, (t) => t.replace('link: /services/assembly-wall-hangings', 'link: /services/nope'));
    const r = await check();
    const services = fs
      .readdirSync(path.join(f.root, 'data/services'))
      .filter((n) => !n.endsWith('.es.yaml'))
      .map((n) => n.replace(/\.yaml$/, ''))
      .sort();
    expect(r.errors).toEqual([
      {
        file,
        ...positionOf(read(file), '/services/nope'),
        message: `categories[0].link links to /services/nope, but there is no service "nope" (data/services/nope.yaml). Known services: ${services.join(', ')}.`,
      },
    ]);
    // The list is the real one, not an empty or stale list.
    expect(services).toContain('assembly-wall-hangings');
  });

  it('dangling reference: projects filed under a category that data/project-categories.yaml no longer lists', async () => {
    f.edit('data/project-categories.yaml', (t) =>
      t.replace('  - slug: custom-storage\n    label: Custom Storage\n', ''),
    );
    // Its Spanish file keeps the same list: the category goes from both.
    f.edit('data/project-categories.es.yaml', (t) =>
      t.replace(/ {2}- label: [^\n]*\n {4}slugEs: almacenaje-a-la-medida\n/, ''),
    );
    const r = await check();
    const known =
      'custom-cabinetry, bathroom-remodeling, commercial-painting, tile-repair, exterior-repair, custom-installations, kitchen-remodeling, lighting-installation, wallpaper-installation';
    const message = `category is "custom-storage", which is not in data/project-categories.yaml. Known categories: ${known}.`;
    const files = ['data/projects/garage-storage-wall.yaml', 'data/projects/walk-in-closet-system.yaml'];
    expect(r.errors).toEqual(files.map((file) => ({ file, ...positionOf(read(file), 'custom-storage'), message })));
  });

  it('missing image: a brand logo that is not in data/images (only photos are drawn until they exist)', async () => {
    const file = 'data/pages/home.yaml';
    f.edit(file, (t) => t.replace('image: brands/behr.svg', 'image: brands/behrr.svg'));
    const r = await check();
    expect(r.errors).toEqual([
      {
        file,
        ...positionOf(read(file), 'brands/behrr.svg'),
        message:
          'brands.logos[4].image names the image "brands/behrr.svg", but data/images/brands/behrr.svg does not exist. Add the file or correct the name.',
      },
    ]);
  });

  it('a project photo not in data/images is no error: it is drawn, and listed for `npm run photos`', async () => {
    const file = 'data/projects/garage-storage-wall.yaml';
    f.edit(file, (t) =>
      t.replace('src: projects/garage-storage-wall-2.jpg', 'src: projects/garage-storage-wall-9.jpg'),
    );
    const r = await check();
    expect(r.errors).toEqual([]);
    expect(r.missingPhotos?.map((m) => m.ref)).toContain('projects/garage-storage-wall-9.jpg');
  });

  it('unsafe Markdown link: a javascript: link (and a disguised one) in a blog post', async () => {
    const file = 'data/blog/how-to-hire-a-handyman.yaml';
    f.edit(file, (t) =>
      t.replace(
        '## Step 1: Define the Job Before You Call',
        '## Step 1: Define the Job Before You Call\n\n  [Call us](javascript:alert(1)) or [write](jav&#x61;script:x) or [mail](mailto:a@example.com) or [read](/about)',
      ),
    );
    const r = await check();
    expect(r.errors).toEqual([
      {
        file,
        ...positionOf(read(file), 'content: |'),
        col: 10,
        message:
          'content links to "javascript:alert(1)", "jav&#x61;script:x": a link in Markdown may only start with http:, https:, mailto:, tel: or be a path on this site (/about, #faq). Change or remove the link.',
      },
    ]);
  });

  describe('market launch months', () => {
    const file = 'data/pages/tech-recruitment.yaml';
    const dateTallahassee = () =>
      f.edit(file, (t) =>
        t.replace(
          '      status: coming-soon\n      lat: 30.4383',
          '      status: coming-soon\n      launch: 2026-03\n      lat: 30.4383',
        ),
      );

    it('a launch month that has passed is a warning naming what to change, and validation still passes', async () => {
      dateTallahassee();
      const r = await runCodegen(f.root, { write: false, today: new Date('2026-11-23T12:00:00Z') });
      expect(r.ok).toBe(true);
      expect(r.errors).toEqual([]);
      expect(r.warnings).toEqual([
        {
          file,
          ...positionOf(read(file), '2026-03'),
          message:
            'coverage.markets[1].launch says Tallahassee launches in 2026-03, which has passed, so the page announces a launch that is late. If Tallahassee is open, set status to active and give its jobs line; otherwise give the new month, or remove launch to show Coming Soon.',
        },
      ]);
      expect(r.report[0]).toMatch(
        /^data\/pages\/tech-recruitment\.yaml:\d+:\d+ warning: coverage\.markets\[1\]\.launch says/,
      );
      expect(r.annotations[0]).toMatch(/^::warning file=data\/pages\/tech-recruitment\.yaml,/);
    });

    it('a launch month to come is no warning', async () => {
      dateTallahassee();
      const r = await runCodegen(f.root, { write: false, today: new Date('2026-02-28T12:00:00Z') });
      expect(r.warnings).toEqual([]);
    });

    it('a jobs line on a market that is not active yet is an error (it held "Coming Q2 2024" long after)', async () => {
      f.edit(file, (t) =>
        t.replace(
          '      status: coming-soon\n      lat: 30.4383',
          '      status: coming-soon\n      jobs: Coming Q2 2024\n      lat: 30.4383',
        ),
      );
      const r = await check();
      // (The Spanish file is also told it lacks that line: every English text needs its Spanish.)
      expect(r.errors).toContainEqual({
        file,
        ...positionOf(read(file), 'Coming Q2 2024'),
        message:
          'coverage.markets[1].jobs is set, but Tallahassee is not active yet: its card shows its launch month (launch: YYYY-MM) or Coming Soon. Remove the jobs line.',
      });
    });
  });

  describe('unknown template variable {{site.phonee.display}}', () => {
    const file = 'data/pages/about.yaml';
    const edit = () =>
      f.edit(file, (t) => t.replace('heading: "{{site.tagline}}"', 'heading: "Call {{site.phonee.display}}"'));

    it('is reported at the field that uses it', async () => {
      edit();
      const r = await check();
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatchObject({ file, ...positionOf(read(file), '"Call {{site.phonee.display}}"') });
      expect(r.errors[0].message).toMatch(
        /^heading uses the template variable "[^"]+", which does not exist\. Check its spelling; this file may use \{\{site\.…\}\} \(see data\/site\.yaml\)\.$/,
      );
    });

    // BUG (scripts/codegen/templates.ts): Handlebars' strict-mode error names only the last segment ("display"), so
    // the message says `the template variable "display"`. Remove `.fails` once the message names the whole path.
    it('names the whole variable as written, "site.phonee.display"', async () => {
      edit();
      const r = await check();
      expect(r.errors.map((e) => e.message)).toEqual([
        'heading uses the template variable "site.phonee.display", which does not exist. Check its spelling; this file may use {{site.…}} (see data/site.yaml).',
      ]);
    });
  });

  it('YAML syntax error: bad indentation in a list', async () => {
    // Line 7 is indented one space less than line 6.
    const r = await checkCity(golf({ 5: 'zipCodes:\n  - "33436"\n - "33437"' }));
    const at = { file: CITY, line: 7, col: 1 };
    expect(r.errors).toEqual([
      {
        ...at,
        message:
          'YAML syntax error: A block sequence may not be used as an implicit map key. Check the indentation and quotes on this line and the one before.',
      },
      {
        ...at,
        col: 2,
        message:
          'YAML syntax error: Implicit keys need to be on a single line. Check the indentation and quotes on this line and the one before.',
      },
      {
        ...at,
        col: 2,
        message:
          'YAML syntax error: Implicit map keys need to be followed by map values. Check the indentation and quotes on this line and the one before.',
      },
    ]);
  });

  it('YAML syntax error: an unclosed quote, reported at the end of its line', async () => {
    // The parser stops the quoted text where the next line goes back to the left (line 3).
    const r = await checkCity(golf({ 2: 'cityName: "Golf' }));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 2,
        col: 16,
        message:
          'YAML syntax error: Missing closing "quote. Check the indentation and quotes on this line and the one before.',
      },
    ]);
  });

  it('YAML syntax error: an unclosed quote with no other " after it is reported at the end of the file', async () => {
    // Weak spot: the position is line 10 (the empty last line), far from line 2 where the quote is missing.
    const text = golf({ 2: 'cityName: "Golf', 5: "zipCodes: ['33436']" });
    const r = await checkCity(text);
    const lastLine = text.split('\n').length;
    expect(lastLine).toBe(10);
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: lastLine,
        col: 1,
        message:
          'YAML syntax error: Missing closing "quote. Check the indentation and quotes on this line and the one before.',
      },
    ]);
  });

  it('YAML syntax error: a field written twice', async () => {
    const r = await checkCity(golf({}, 'county: broward'));
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 10,
        col: 1,
        message:
          'YAML syntax error: Map keys must be unique. Check the indentation and quotes on this line and the one before.',
      },
    ]);
  });

  it('doorway guard: a city intro copied from another city names both files', async () => {
    const bocaIntro = read('data/cities/boca-raton-fl.yaml').split('intro: |\n')[1];
    expect(bocaIntro.length).toBeGreaterThan(300);
    const r = await checkCity(golf({ 7: null, 8: null, 9: null }) + bocaIntro);
    // Reported on the later file of the two (alphabetical order), at its intro.
    expect(r.errors).toEqual([
      {
        file: CITY,
        line: 6,
        col: 8,
        message:
          'intro shares 100% of its 5-word phrases with the intro of data/cities/boca-raton-fl.yaml (at most 50% allowed): search engines treat near-copies as doorway pages. Rewrite it for Golf alone.',
      },
    ]);
  });

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
      /^data\/notes\.txt is not read by the site: it is not one of the data files \(data\/site\.yaml, data\/cities\/\*\.yaml, /,
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

describe('web editor settings', () => {
  it('a repository that is not owner/name', async () => {
    f.edit('data/site.yaml', (t) =>
      t.replace(
        'repository: florida-fix-it-pros/website',
        'repository: https://github.com/florida-fix-it-pros/website',
      ),
    );
    const r = await check();
    expect(r.errors.map((e) => e.message)).toEqual([
      'webEditor.repository is "https://github.com/florida-fix-it-pros/website", which is not in the expected form. Expected: The GitHub repository as owner/name (for example florida-fix-it-pros/website).',
    ]);
  });
});

describe('messages', () => {
  it('quote a value whole up to 120 characters, and longer ones by both ends around an ellipsis', async () => {
    const long = `${'a'.repeat(100)}-middle-${'z'.repeat(100)}`;
    const r = await checkCity(golf({ 5: `zipCodes: ["${long}"]` }));
    expect(r.errors[0].message).toMatch(
      new RegExp(
        `^zipCodes\\[0\\] is "a{72}…z{47}" \\(${long.length} characters\\), which is not in the expected form`,
      ),
    );
    const short = 'x'.repeat(110);
    expect((await checkCity(golf({ 5: `zipCodes: ["${short}"]` }))).errors[0].message).toContain(
      `"${short}" (`.slice(0, -2),
    );
  });

  it('templates may use Handlebars spacing ({{ city.cityName }}), and an unknown variable is named as written', async () => {
    const page = 'data/pages/city-page.yaml';
    const title = 'metaTitle: "{{city.primaryService}} in {{city.cityName}}, FL';
    f.edit(page, (t) => t.replace(title, title.replace('{{city.cityName}}', '{{ city.cityName }}')));
    expect((await check()).errors).toEqual([]);
    f.edit(page, (t) => t.replace('metaTitle: "{{city.primaryService}}', 'metaTitle: "{{ city.primaryServce }}'));
    const r = await check();
    expect(r.errors[0].message).toMatch(
      /^metaTitle uses the template variable "city\.primaryServce", which does not exist/,
    );
  });
});

describe('the fixture', () => {
  it('is back to the shipped data after the edits above', async () => {
    const r = await check();
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
  });
});

describe('trust facts and prices', () => {
  const SITE = 'data/site.yaml';
  /** Replaces `from` in data/site.yaml (or `file`) and returns codegen's errors with the position of `to`. */
  async function breakWith(from: string, to: string, file = SITE) {
    f.edit(file, (t) => {
      if (!t.includes(from)) throw new Error(`"${from}" is not in ${file}`);
      return t.replace(from, to);
    });
    const r = await check();
    return { r, at: positionOf(read(file), to) };
  }

  it("a license number not in the authority's form", async () => {
    const { r, at } = await breakWith('number: CBC0000000', 'number: CBC-000');
    expect(r.errors).toEqual([
      {
        file: SITE,
        line: at.line,
        col: at.col + 'number: '.length,
        message:
          'trust.licenses[0].number is "CBC-000", which is not in the expected form. Expected: The license number exactly as the authority issued it: two or three capital letters and seven digits for a Florida DBPR license (for example CBC1234567). The example CBC0000000 must be replaced before going live.',
      },
    ]);
  });
  it('a verification link that is not https', async () => {
    const { r, at } = await breakWith(
      'verifyUrl: https://www.myfloridalicense.com/wl11.asp',
      'verifyUrl: http://www.myfloridalicense.com/wl11.asp',
    );
    expect(r.errors).toEqual([
      {
        file: SITE,
        line: at.line,
        col: at.col + 'verifyUrl: '.length,
        message:
          'trust.licenses[0].verifyUrl is "http://www.myfloridalicense.com/wl11.asp", which is not in the expected form. Expected: Where a visitor can check the license: the authority\'s license search (for Florida, https://www.myfloridalicense.com/wl11.asp).',
      },
    ]);
  });
  it('a rating above 5', async () => {
    const { r, at } = await breakWith('rating: 4.8', 'rating: 48');
    expect(r.errors).toEqual([
      {
        file: SITE,
        line: at.line,
        col: at.col + 'rating: '.length,
        message:
          'trust.reviews.rating must be <= 5 but is number 48. Expected: The average rating the source shows, from 1 to 5 (for example 4.8).',
      },
    ]);
  });
  it('a review count of 0', async () => {
    const { r, at } = await breakWith('count: 120', 'count: 0');
    expect(r.errors).toEqual([
      {
        file: SITE,
        line: at.line,
        col: at.col + 'count: '.length,
        message: 'trust.reviews.count must be >= 1 but is number 0. Expected: How many reviews the source counts.',
      },
    ]);
  });
  it('guarantee terms misspelled as "term"', async () => {
    const { r, at } = await breakWith(
      '    terms:\n      - Tell us within 30 days',
      '    term:\n      - Tell us within 30 days',
    );
    // The missing field is reported at the group's first field, the unknown one at its own line.
    const name = positionOf(read(SITE), 'name: 100% Satisfaction Guarantee');
    expect(r.errors.map((e) => `${e.line}:${e.col} ${e.message}`)).toEqual([
      `${name.line}:${name.col} the required field "terms" is missing in trust.guarantee. Add a line "terms:" to trust.guarantee: The terms, one per item: what is covered, for how long, how to ask, what is excluded.`,
      `${at.line}:${at.col + 4} trust.guarantee has an unknown field "term". Did you mean "terms"?`,
    ]);
  });
  it('a starting price written with its dollar sign', async () => {
    const file = 'data/services/doors.yaml';
    const { r, at } = await breakWith('priceFrom: 75', 'priceFrom: $75', file);
    expect(r.errors).toEqual([
      {
        file,
        line: at.line,
        col: at.col + 'priceFrom: '.length,
        message:
          'priceFrom must be a whole number but is "$75". Expected: The price this service starts at, in whole US dollars: shown on the service page as "from $75" and given to search engines as an offer. Leave it out when jobs vary too much to name one.',
      },
    ]);
  });
});

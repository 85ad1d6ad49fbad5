import { describe, expect, it } from 'vitest';
import { runCodegen } from '../../scripts/codegen/run.ts';
import { CITY, codegenFixture, golf, positionOf } from './bad-data.ts';

// What codegen says about market launch months and unknown template variables such as {{site.phonee.display}}.

const { f, read, check, checkCity } = codegenFixture();

describe('one test per kind of bad data', () => {
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
});

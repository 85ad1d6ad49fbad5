import { describe, expect, it } from 'vitest';
import { codegenFixture, positionOf } from './bad-data.ts';

// What codegen says about trust facts and prices that do not hold together.

const { f, read, check } = codegenFixture();

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
});

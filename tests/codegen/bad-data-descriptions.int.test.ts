/** What codegen says about a meta description longer than search results show, once its variables are filled in. */
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX } from '../../src/lib/page/meta-description.ts';
import { codegenFixture, positionOf } from './bad-data.ts';

const { f, read, check } = codegenFixture();
const FILE = 'data/pages/about.yaml';
/** The about page's description replaced by `text` on one line. */
const describeAbout = (text: string) =>
  f.edit(FILE, (t) => t.replace(/^metaDescription: >-\n( {2}.*\n)+/m, `metaDescription: "${text}"\n`));

describe('meta descriptions', () => {
  it('one longer than search results show is an error at its value, saying by how much', async () => {
    // Within the schema's 170 characters, which leave room for variables longer than their values.
    const text = `${'Handyman work across Palm Beach and Broward, '.repeat(4)}done right.`.slice(0, 165);
    describeAbout(text);
    expect((await check()).errors).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), `"${text}"`),
        message: `metaDescription is 165 characters with its variables filled in; search results show ${META_DESCRIPTION_MAX} and cut the rest mid-word. Shorten it by 5.`,
      },
    ]);
  });

  it('is measured as the page prints it: a variable counts as its value', async () => {
    // 168 characters as written, 147 with "24 hours" in place of the variable.
    const text =
      `We answer every quote request within {{site.claims.quoteResponse}}, ${'from Jupiter to Hollywood, '.repeat(4)}`
        .slice(0, 168)
        .trim();
    expect(text.length).toBeGreaterThan(META_DESCRIPTION_MAX);
    describeAbout(text);
    expect((await check()).errors).toEqual([]);
  });
});

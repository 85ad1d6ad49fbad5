/** What codegen says about a bad price guide (data/services/<slug>.yaml `priceGuide`): the sentence and where it points. */
import { describe, expect, it } from 'vitest';
import { codegenFixture, positionOf } from './bad-data.ts';

const { f, read, check } = codegenFixture();
const FILE = 'data/services/painting.yaml';

describe('a bad price guide', () => {
  it('a range that runs backwards points at its high and says how to fix it', async () => {
    f.edit(FILE, (t) => t.replace('low: 400\n      high: 900', 'low: 900\n      high: 400'));
    const r = await check();
    expect(r.errors).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), '400\n      unit'),
        message:
          'priceGuide.jobs[0] runs backwards: high is 400, below low (900). Swap them, or set high to at least 900.',
      },
    ]);
  });

  it('two jobs of one service with the same id', async () => {
    f.edit(FILE, (t) => t.replace('id: ceiling', 'id: interior-room'));
    const r = await check();
    expect(r.errors).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), 'interior-room\n      name: "Paint a ceiling"'),
        message:
          'priceGuide.jobs[1].id "interior-room" is already the id of an earlier job of this service: give each job its own id.',
      },
    ]);
  });

  it('a unit that is not one of the list', async () => {
    f.edit(FILE, (t) => t.replace('unit: room', 'unit: rooms'));
    const r = await check();
    // The file is left out of the rest of the check, so other files' links to painting fail too: only its own error here.
    expect(r.errors.filter((e) => e.file === FILE)).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), 'rooms\n'),
        message:
          'priceGuide.jobs[0].unit is "rooms", which is not allowed. Did you mean "room"? Allowed: job, hour, sqft, linft, room, door, window, fixture, piece.',
      },
    ]);
  });

  it('a price guide without its currency', async () => {
    f.edit(FILE, (t) => t.replace('  currency: USD\n', ''));
    const r = await check();
    expect(r.errors.filter((e) => e.file === FILE)).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), 'example: true'),
        message:
          'the required field "currency" is missing in priceGuide. Add a line "currency:" to priceGuide: The currency of every price, as its ISO 4217 code (USD).',
      },
    ]);
  });

  it("a city page category naming a job the service's guide does not have", async () => {
    const PAGE = 'data/pages/city-page.yaml';
    f.edit(PAGE, (t) => t.replace('[plumbing/faucet, plumbing/toilet', '[plumbing/faucett, plumbing/toilet'));
    const r = await check();
    expect(r.errors).toEqual([
      {
        file: PAGE,
        ...positionOf(read(PAGE), 'plumbing/faucett'),
        message:
          'categories[7].jobs[0] is "plumbing/faucett", which is no job of a price guide (the jobs of data/services/plumbing.yaml: fix-leak, faucet, toilet). Did you mean "plumbing/faucet"?',
      },
    ]);
  });

  it('a starting price in the texts that no job of the price guides starts at', async () => {
    f.edit('data/site.yaml', (t) => t.replace('repairsFrom: $75', 'repairsFrom: $60'));
    const r = await check();
    expect(r.errors).toEqual([
      {
        file: 'data/site.yaml',
        ...positionOf(read('data/site.yaml'), '$60'),
        message:
          'claims.repairsFrom is "$60", but the cheapest whole job of the price guides (data/services/*.yaml priceGuide), which the pages show as where repairs start, is $75. Make them agree: change this to $75, or that job\'s low price.',
      },
    ]);
  });

  it('a job that does not say whether its parts are included, or says it in other words', async () => {
    f.edit(FILE, (t) => t.replace('unit: room\n      parts: included', 'unit: room\n      parts: include'));
    f.edit(FILE, (t) => t.replace('      parts: included\n      factors: "Height', '      factors: "Height'));
    const r = await check();
    expect(r.errors.filter((e) => e.file === FILE)).toEqual([
      {
        file: FILE,
        ...positionOf(read(FILE), 'include\n'),
        message:
          'priceGuide.jobs[0].parts is "include", which is not allowed. Did you mean "included"? Allowed: included, not-included.',
      },
      {
        file: FILE,
        ...positionOf(read(FILE), 'id: ceiling'),
        message:
          'the required field "parts" is missing in priceGuide.jobs[1]. Add a line "parts:" to priceGuide.jobs[1]: Whether the range includes the parts and materials the job needs (the faucet, the paint, the TV mount): included, or not-included when the customer buys them or they are added to the price. Shown beside the range wherever the job is listed; the shipped values are examples, like the prices.',
      },
    ]);
  });
});

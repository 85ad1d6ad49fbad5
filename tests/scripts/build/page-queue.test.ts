import { describe, expect, it } from 'vitest';
import type { PageJob } from '../../../scripts/build/page-jobs.ts';
import { pageQueue } from '../../../scripts/build/page-queue.ts';

const job = (file: string): PageJob => ({ url: `/${file.replace(/\.html$/, '')}`, file, status: 200 });
const cities = ['a', 'b', 'c', 'd', 'e'].map((c) => job(`service-areas/${c}.html`));
const quotes = ['a', 'b', 'c'].map((c) => job(`quote/${c}.html`));
const files = (batch: PageJob[]) => batch.map((j) => j.file);

describe('the pages waiting for the render processes', () => {
  it('gives a process the next batch of a folder no other process is writing into', () => {
    const queue = pageQueue<string>(2);
    queue.add([...cities, ...quotes]);
    expect(files(queue.next('first'))).toEqual(['service-areas/a.html', 'service-areas/b.html']);
    expect(files(queue.next('second'))).toEqual(['quote/a.html', 'quote/b.html']);
    // The first has written its batch: its folder is free again, the second's is not.
    expect(files(queue.next('first'))).toEqual(['service-areas/c.html', 'service-areas/d.html']);
    expect(files(queue.next('second'))).toEqual(['quote/c.html']);
  });

  it("shares a folder when only that folder's pages are left, and gives every page once, in its folder's order", () => {
    const queue = pageQueue<string>(2);
    queue.add(cities);
    queue.add([job('index.html')]);
    const given: string[] = [];
    for (let turn = 0; turn < 10; turn++) given.push(...files(queue.next(turn % 2 ? 'second' : 'first')));
    expect(given.filter((f) => f.startsWith('service-areas/'))).toEqual(files(cities));
    expect(given).toHaveLength(cities.length + 1);
    expect(queue.next('first')).toEqual([]);
  });
});

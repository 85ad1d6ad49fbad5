/**
 * The page renderer (scripts/build/prerender.ts) on the checkout's bundles, writing into a folder of its own: it
 * renders and writes what it is given, leaves an unchanged page alone, and fails with the page at fault.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_JOB, pageJob } from '../../scripts/build/page-jobs.ts';
import { prerender, startRenderers } from '../../scripts/build/prerender.ts';
import { routes } from '../../src/content/routes.ts';

let root: string;
const jobs = [pageJob('/'), pageJob('/about'), pageJob('/service-areas/boca-raton-fl'), NOT_FOUND_JOB];

describe('prerender', () => {
  beforeAll(() => {
    if (!fs.existsSync('dist/server/entry.mjs')) throw new Error('No server bundle: run `npm run build` first.');
    // The renderers load dist/server and read generated/ from the folder they work in: the checkout's, linked.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    fs.mkdirSync(path.join(root, 'dist'));
    for (const dir of ['dist/server', 'generated', 'node_modules'])
      fs.symlinkSync(path.resolve(dir), path.join(root, dir));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes each page where the hosts look for it, with the HTML the checkout built', async () => {
    const done: number[] = [];
    const result = await prerender({ root, jobs, onProgress: (n) => done.push(n) });
    expect(result.changed).toBe(jobs.length);
    // Counted in pages, reported as it goes (every 50 ms) and in full at the end.
    expect(done.length).toBeGreaterThan(0);
    expect(done.at(-1)).toBe(jobs.length);
    expect(done.every((n, i) => n > 0 && (i === 0 || n > done[i - 1]))).toBe(true);
    expect(result.peakMB).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(fs.readFileSync(path.join(root, 'dist/client', job.file), 'utf8')).toBe(
        fs.readFileSync(path.join('dist/client', job.file), 'utf8'),
      );
    }
  });

  it('leaves a page whose HTML is unchanged as it was', async () => {
    const file = path.join(root, 'dist/client/about.html');
    const before = fs.statSync(file).mtimeMs;
    const result = await prerender({ root, jobs: [pageJob('/about')] });
    expect(result.changed).toBe(0);
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });

  it("renders a template's later pages without Vike to the bytes Vike renders them to", async () => {
    // The first two pages of each kind with several in a language (cities, services, projects, categories): the
    // second is rendered from what the first taught, then again by Vike alone.
    const kinds = new Map<string, string[]>();
    for (const r of routes) kinds.set(`${r.kind} ${r.locale}`, [...(kinds.get(`${r.kind} ${r.locale}`) ?? []), r.url]);
    const pairs = [...kinds].filter(([, urls]) => urls.length > 1).map(([kind, urls]) => [kind, urls[0], urls[1]]);
    expect(pairs.map(([kind]) => kind)).toEqual(
      expect.arrayContaining(['city en', 'city es', 'service en', 'project es']),
    );
    const out = (url: string) => path.join(root, 'dist/client', pageJob(url).file);
    const learned = await prerender({
      root,
      renderers: 1,
      jobs: pairs.flatMap(([kind, first, second]) => [pageJob(first, kind), pageJob(second, kind)]),
    });
    expect(learned.direct).toBe(pairs.length);
    // Every kind of the site renders directly: a kind that cannot is named (learnTemplate), none here.
    expect(learned.warnings).toEqual([]);
    const direct = pairs.map(([, , second]) => fs.readFileSync(out(second), 'utf8'));
    for (const [, , second] of pairs) fs.rmSync(out(second));
    const byVike = await prerender({ root, renderers: 1, jobs: pairs.map(([, , second]) => pageJob(second)) });
    expect(byVike.direct).toBe(0);
    for (const [i, [, , second]] of pairs.entries()) expect(fs.readFileSync(out(second), 'utf8')).toBe(direct[i]);
  });

  it('renders the pages begun before the rest are known, and reports them with the rest', async () => {
    const renderers = startRenderers({ root, count: 1, followers: 1 });
    renderers.begin([pageJob('/about'), pageJob('/')]);
    const result = await renderers.render([pageJob('/service-areas/boca-raton-fl'), NOT_FOUND_JOB]);
    expect(Object.values(result.kinds).reduce((n, k) => n + k.pages, 0)).toBe(4);
    for (const job of jobs) expect(fs.existsSync(path.join(root, 'dist/client', job.file)), job.file).toBe(true);
  });

  it('fails naming the page that did not answer as expected', async () => {
    const bad = { url: '/no-such-page', file: 'no-such-page.html', status: 200 };
    await expect(prerender({ root, jobs: [...jobs, bad] })).rejects.toThrow(
      /Pre-rendering failed: \/no-such-page answered 404 instead of 200/,
    );
    expect(fs.existsSync(path.join(root, 'dist/client/no-such-page.html'))).toBe(false);
  });
});

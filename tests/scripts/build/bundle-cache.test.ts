import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE_CACHE, cachedBundles, keepBundles, restoreBundles } from '../../../scripts/build/bundle-cache.ts';
import { listFiles } from '../../../scripts/build/steps.ts';

let root: string;
const write = (rel: string, text = rel) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

describe('the bundles kept by the fingerprint of their inputs', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'));
    // What `vike build` leaves: the client's scripts and public files (with the last run's city files), the server.
    for (const f of ['client/assets/page.js', 'client/favicon.svg', 'client/sitemap.xml', 'client/search/cities.json'])
      write(`dist/${f}`);
    write('dist/server/entry.mjs');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are copied back as `vike build` wrote them, without the files that follow the cities', () => {
    expect(cachedBundles(root, 'a')).toBe(false);
    keepBundles(root, 'a');
    expect(cachedBundles(root, 'a')).toBe(true);
    write('dist/client/about.html');
    write('dist/server/entry.mjs', 'other bundles');
    restoreBundles(root, 'a');
    expect(listFiles(path.join(root, 'dist/client')).sort()).toEqual(['assets/page.js', 'favicon.svg']);
    expect(fs.readFileSync(path.join(root, 'dist/server/entry.mjs'), 'utf8')).toBe('dist/server/entry.mjs');
  });

  it('are kept for the last three fingerprints only', () => {
    for (const key of ['a', 'b', 'c', 'd']) {
      keepBundles(root, key);
      // One file date a millisecond apart at least: the oldest goes.
      const at = new Date(Date.now() + ['a', 'b', 'c', 'd'].indexOf(key) * 1000);
      fs.utimesSync(path.join(root, BUNDLE_CACHE, key), at, at);
    }
    expect(fs.readdirSync(path.join(root, BUNDLE_CACHE)).sort()).toEqual(['b', 'c', 'd']);
  });
});

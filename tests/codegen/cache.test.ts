import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCache } from '../../scripts/codegen/cache.ts';

let root: string;
const file = () => path.join(root, 'node_modules/.cache/codegen.json');
const written = () => fs.statSync(file()).mtimeMs;

describe("codegen's cache", () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-cache-'));
    fs.mkdirSync(path.join(root, 'node_modules'));
    const cache = openCache(root);
    cache.remember('data/cities/a.yaml', 'a: 1', { a: 1 });
    cache.remember('data/cities/b.yaml', 'b: 1', { b: 1 });
    cache.save('types');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gives back the data of a file whose text is unchanged, and is not written again when every file is', () => {
    const earlier = new Date(Math.floor(written()) - 60_000);
    fs.utimesSync(file(), earlier, earlier);
    const cache = openCache(root);
    expect(cache.valid('data/cities/a.yaml', 'a: 1')).toEqual({ a: 1 });
    expect(cache.valid('data/cities/b.yaml', 'b: 1')).toEqual({ b: 1 });
    cache.save('types');
    expect(written()).toBe(earlier.getTime());
  });

  it('is written again when a file changed or is gone', () => {
    const changed = openCache(root);
    expect(changed.valid('data/cities/a.yaml', 'a: 2')).toBeUndefined();
    changed.remember('data/cities/a.yaml', 'a: 2', { a: 2 });
    changed.valid('data/cities/b.yaml', 'b: 1');
    changed.save('types');
    expect(openCache(root).valid('data/cities/a.yaml', 'a: 2')).toEqual({ a: 2 });
    const gone = openCache(root);
    gone.valid('data/cities/a.yaml', 'a: 2');
    gone.save('types');
    expect(openCache(root).valid('data/cities/b.yaml', 'b: 1')).toBeUndefined();
  });

  it('read only, gives what it holds and keeps nothing new', () => {
    const writing = openCache(root);
    writing.remember('data/cities/a.yaml', 'a: 2', { a: 2 });
    writing.save('types');
    const checking = openCache(root, { readOnly: true });
    expect(checking.valid('data/cities/a.yaml', 'a: 2')).toEqual({ a: 2 });
    checking.remember('data/cities/c.yaml', 'c: 1', { c: 1 });
    checking.save('other types');
    const after = openCache(root);
    expect(after.valid('data/cities/c.yaml', 'c: 1')).toBeUndefined();
    expect(after.types).toBe('types');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputFiles, staleReason } from '../../../scripts/build/stale.ts';
import { stateFile } from '../../../scripts/build/state.ts';

let root: string;
const SOURCES = ['data', 'src', 'vite.config.ts'];
const write = (rel: string, text = 'x') => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** Marks everything written so far as older than the build that follows. */
const age = () => {
  const past = new Date(Date.now() - 60_000);
  for (const e of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
    fs.utimesSync(path.join(e.parentPath, e.name), past, past);
};
const finishBuild = () => {
  age();
  write('dist/client/index.html');
  fs.writeFileSync(stateFile(root), JSON.stringify({ inputFiles: inputFiles(root, SOURCES) }));
  // Finished half a minute ago: what the test changes next is clearly newer, whatever the clock's resolution.
  const finished = new Date(Date.now() - 30_000);
  fs.utimesSync(stateFile(root), finished, finished);
};
const touch = (rel: string) => fs.utimesSync(path.join(root, rel), new Date(), new Date());

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  write('data/cities/boca-raton-fl.yaml');
  write('data/cities/delray-beach-fl.yaml');
  write('src/pages/index.tsx');
  write('vite.config.ts');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('why npm start builds', () => {
  it('builds a fresh clone, saying it is the first build', () => {
    expect(staleReason(root, SOURCES)).toMatch(/^No build yet: building the site/);
  });

  it('builds again after a build that did not finish (no state written)', () => {
    write('dist/client/index.html');
    expect(staleReason(root, SOURCES)).toMatch(/no finished build/);
  });

  it('serves a finished build newer than every source without building', () => {
    finishBuild();
    expect(staleReason(root, SOURCES)).toBeUndefined();
  });

  it('names the file that changed since the last build', () => {
    finishBuild();
    write('data/cities/boca-raton-fl.yaml', 'y');
    touch('data/cities/boca-raton-fl.yaml');
    expect(staleReason(root, SOURCES)).toBe(
      'Building again: data/cities/boca-raton-fl.yaml changed since the last build…',
    );
  });

  it('names the folder a file was removed from', () => {
    finishBuild();
    fs.rmSync(path.join(root, 'data/cities/delray-beach-fl.yaml'));
    expect(staleReason(root, SOURCES)).toBe(
      'Building again: a file added or removed in data/cities/ changed since the last build…',
    );
  });

  // Vike writes a transpiled +config.ts beside it while Vite loads the project, and a test may write a probe and
  // remove it: the folder's time changes, not what the build reads. Rebuilding then rewrote the pages being served.
  it('serves a build whose folders changed their time but not their files', () => {
    finishBuild();
    write('src/pages/+config.ts.build-0123456789ab.mjs');
    expect(staleReason(root, SOURCES)).toBeUndefined();
    write('src/pages/probe.ts');
    fs.rmSync(path.join(root, 'src/pages/probe.ts'));
    touch('src/pages');
    expect(staleReason(root, SOURCES)).toBeUndefined();
  });

  it('builds again over a state that did not list its sources', () => {
    finishBuild();
    fs.writeFileSync(stateFile(root), '{}');
    expect(staleReason(root, SOURCES)).toMatch(/did not list its sources/);
  });

  it('lists three changes and counts the rest', () => {
    finishBuild();
    for (const f of ['data/a.yaml', 'data/b.yaml', 'src/c.ts', 'vite.config.ts']) {
      write(f, 'new');
      touch(f);
    }
    expect(staleReason(root, SOURCES)).toMatch(
      /^Building again: (\S+, ){2}\S+ and 1 more changed since the last build…$/,
    );
  });
});

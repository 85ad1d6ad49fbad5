import { createHash } from 'node:crypto';
/**
 * The lean install: what only the web editor's copy step or the benchmark needs lives in tools/<name>, with its own
 * lockfile, and never in the site's package.json, where `npm install` would bring it to everyone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CMS_PACKAGES } from '../../scripts/codegen/emit-admin.ts';
import { installProblem, TOOLS, TOOLS_ROOT } from '../../scripts/codegen/tool-packages.ts';
import { BENCH_PACKAGES } from '../../tools/bench/src/lighthouse.ts';
import { PEERS_PACKAGES, PEERS_SHARED_WITH_SITE } from '../../tools/bench/src/peers/run.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

interface Manifest {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  workspaces?: unknown;
}
interface Lock {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}

/** What the code loads from each tool package, read from the code itself. */
const IMPORTED: Record<keyof typeof TOOLS, readonly string[]> = {
  cms: CMS_PACKAGES,
  bench: BENCH_PACKAGES,
  'bench/peers': PEERS_PACKAGES,
};
// Not imported by name but copied from the web editor's own dependency (its event hooks use it).
const CMS_TRANSITIVE = ['immutable'];

describe("the site's own packages", () => {
  const manifest = json(path.join(REPO, 'package.json')) as Manifest;
  const lock = json(path.join(REPO, 'package-lock.json')) as Lock;
  const moved = [...Object.values(IMPORTED).flat(), ...CMS_TRANSITIVE].filter(
    (n) => !PEERS_SHARED_WITH_SITE.includes(n),
  );

  it('list none of the tool packages, in any dependency field', () => {
    const listed = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
    expect(moved.filter((name) => name in listed)).toEqual([]);
  });

  it('do not bring them in through another package either', () => {
    const installed = Object.keys(lock.packages).map((where) => where.replace(/^.*node_modules\//, ''));
    expect(moved.filter((name) => installed.includes(name))).toEqual([]);
  });

  it('are not an npm workspace root (npm install would install every workspace with it)', () => {
    expect(manifest.workspaces).toBeUndefined();
  });
});

describe.each(Object.keys(TOOLS) as (keyof typeof TOOLS)[])('tools/%s', (name) => {
  const dir = path.join(TOOLS_ROOT, name);
  const manifest = json(path.join(dir, 'package.json')) as Manifest;
  const lock = json(path.join(dir, 'package-lock.json')) as Lock;

  it('pins every package the code loads from it to an exact version, the one its lockfile holds', () => {
    for (const pkg of IMPORTED[name]) {
      const wanted = manifest.dependencies?.[pkg];
      expect(wanted, `${pkg} in tools/${name}/package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${pkg}`]?.version, `${pkg} in tools/${name}/package-lock.json`).toBe(wanted);
    }
  });

  it('has a lockfile written from its package.json as it is now', () => {
    expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
    expect(manifest.devDependencies).toBeUndefined();
  });

  it('lists nothing the code does not load or its install scripts run (everything else comes from the lockfile)', () => {
    const run = Object.values(manifest.scripts ?? {}).map((command) => command.split(' ')[0]);
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([...new Set([...IMPORTED[name], ...run])].sort());
  });
});

describe('tools/cms', () => {
  it("holds the Immutable.js that the web editor's own dependency resolves to", () => {
    const lock = json(path.join(TOOLS_ROOT, 'cms/package-lock.json')) as Lock;
    const wanted = lock.packages['node_modules/@sveltia/cms'].dependencies?.immutable;
    const entry =
      lock.packages['node_modules/@sveltia/cms/node_modules/immutable'] ?? lock.packages['node_modules/immutable'];
    expect(wanted).toBeDefined();
    expect(entry?.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('installProblem', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const tool = (wanted: Record<string, string>, installed?: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-'));
    dirs.push(dir);
    const packages = (versions: Record<string, string>) =>
      Object.fromEntries(Object.entries(versions).map(([n, v]) => [`node_modules/${n}`, { version: v }]));
    fs.writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': {},
          ...packages(wanted),
          'node_modules/fsevents': { version: '2.3.3', optional: true },
          'node_modules/chokidar': { version: '3.6.0', extraneous: true },
        },
      }),
    );
    if (installed) {
      fs.mkdirSync(path.join(dir, 'node_modules'));
      fs.writeFileSync(
        path.join(dir, 'node_modules/.package-lock.json'),
        JSON.stringify({ packages: packages(installed) }),
      );
    }
    return dir;
  };

  it('is "not installed" without node_modules', () => {
    expect(installProblem(tool({ a: '1.0.0' }))).toBe('not installed');
  });

  it('is null when every package is at the locked version (an optional or extraneous one may be absent)', () => {
    expect(installProblem(tool({ a: '1.0.0', b: '2.0.0' }, { a: '1.0.0', b: '2.0.0' }))).toBeNull();
  });

  it('names a package at another version or missing, so the folder is installed again after the lockfile changes', () => {
    expect(installProblem(tool({ a: '1.1.0' }, { a: '1.0.0' }))).toBe('a is 1.0.0, the lockfile wants 1.1.0');
    expect(installProblem(tool({ a: '1.0.0', b: '2.0.0' }, { a: '1.0.0' }))).toBe(
      'b is missing, the lockfile wants 2.0.0',
    );
  });

  it('names a patch changed since the install, so patch-package applies it again; a copy dated anew is not', () => {
    const dir = tool({ a: '1.0.0' }, { a: '1.0.0' });
    fs.mkdirSync(path.join(dir, 'patches'));
    fs.writeFileSync(path.join(dir, 'patches/a+1.0.0.patch'), 'the patch');
    // An install from before patches were recorded applied none that can be named: it is made again.
    expect(installProblem(dir)).toBe('patches/a+1.0.0.patch changed since the install');
    const sha = createHash('sha256').update('the patch').digest('hex');
    fs.writeFileSync(path.join(dir, 'node_modules/.patches.json'), JSON.stringify({ 'a+1.0.0.patch': sha }));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'patches/a+1.0.0.patch'), later, later);
    expect(installProblem(dir)).toBeNull();
    fs.writeFileSync(path.join(dir, 'patches/a+1.0.0.patch'), 'the patch, changed');
    expect(installProblem(dir)).toBe('patches/a+1.0.0.patch changed since the install');
    fs.rmSync(path.join(dir, 'patches/a+1.0.0.patch'));
    expect(installProblem(dir)).toBe('patches/a+1.0.0.patch was removed since the install');
  });

  it('tells how to restore a missing lockfile', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-'));
    dirs.push(dir);
    expect(() => installProblem(dir)).toThrow(/restore it from git/);
  });
});

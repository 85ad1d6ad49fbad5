import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type BuildOptions, buildSync, version } from 'esbuild';

/** The project: the scripts codegen bundles are its own code, and their cache is kept with its packages. */
const PROJECT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(PROJECT, 'node_modules/.cache/codegen-esbuild');

interface Entry {
  /** The options, esbuild's version and the lockfile (which decides the packages bundled in). */
  key: string;
  /** Every file of the project the bundle was made from, by the hash of its content. */
  inputs: Record<string, string>;
  outputs: { path: string; text: string }[];
}

/**
 * Written whole or not at all (a run cut short leaves the last one), and only where packages are installed: returns
 * whether it was kept.
 */
function keep(file: string, text: string): boolean {
  if (!fs.existsSync(path.join(PROJECT, 'node_modules'))) return false;
  fs.mkdirSync(CACHE, { recursive: true });
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
  return true;
}

const hashOf = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url');
const fileHash = (file: string) => {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return '';
  }
};
/** `key` with the lockfile, which decides the packages anything kept was made with. */
const withLock = (key: string) => hashOf(JSON.stringify([key, fileHash(path.join(PROJECT, 'package-lock.json'))]));

/**
 * esbuild's output files (write: false) for `options`, from the last run when none of the files it was made from has
 * changed since: the web editor's scripts and the small scripts codegen writes took 0.14 s of every run, though
 * they change only with their own code. The inputs are read from esbuild's metafile, so an import added later counts;
 * installed packages count through the lockfile.
 */
export function esbuildOnce(name: string, options: BuildOptions): { path: string; text: string }[] {
  const file = path.join(CACHE, `${name}.json`);
  const lock = fileHash(path.join(PROJECT, 'package-lock.json'));
  const key = hashOf(JSON.stringify([options, version, lock]));
  try {
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as Entry;
    if (entry.key === key && Object.entries(entry.inputs).every(([f, h]) => fileHash(path.join(PROJECT, f)) === h))
      return entry.outputs;
  } catch {
    // Nothing kept yet, or a file cut short: built below.
  }
  const result = buildSync({ ...options, absWorkingDir: PROJECT, write: false, metafile: true });
  const outputs = result.outputFiles.map((o) => ({ path: o.path, text: o.text }));
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .filter((f) => !f.includes('node_modules/') && fs.existsSync(path.join(PROJECT, f)))
      .map((f) => [f, fileHash(path.join(PROJECT, f))]),
  );
  keep(file, JSON.stringify({ key, inputs, outputs } satisfies Entry));
  return outputs;
}

/**
 * make()'s result from the last run when `key` (everything the result is made from) and the lockfile are unchanged,
 * else made now and kept: for output whose inputs are known beforehand (the forms' validators, from their schemas).
 */
export function keptOutput<T>(name: string, key: string, make: () => T): T {
  const file = path.join(CACHE, `${name}.json`);
  const full = withLock(key);
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string; value: T };
    if (kept.key === full) return kept.value;
  } catch {
    // Nothing kept yet: made below.
  }
  const value = make();
  keep(file, JSON.stringify({ key: full, value }));
  return value;
}

/** Whether markKept(name, key) was called for this `key` (and lockfile) in an earlier run. */
export function isKept(name: string, key: string): boolean {
  try {
    return (
      (JSON.parse(fs.readFileSync(path.join(CACHE, `${name}.json`), 'utf8')) as { key: string }).key === withLock(key)
    );
  } catch {
    return false;
  }
}

/** Records that what `key` names passed a check, for isKept in later runs: called only once it has passed. */
export const markKept = (name: string, key: string) =>
  keep(path.join(CACHE, `${name}.json`), JSON.stringify({ key: withLock(key) }));

/**
 * Puts at `target` the file make() returns the text of, made once per `key` and kept: hard-linked from the kept copy,
 * or written there where it cannot be linked or kept. For large output whose inputs are known beforehand (the web
 * editor's 2.6 MB bundle, rewritten on every run: reading, rewriting and writing it took 0.1 to 0.16 s of each codegen).
 * Nothing writes into generated/ in place, so the kept copy and the link never differ.
 */
export function keptFile(name: string, key: string, target: string, make: () => string): void {
  const ext = path.extname(target);
  const kept = path.join(CACHE, `${name}-${hashOf(key)}${ext}`);
  if (!fs.existsSync(kept)) {
    const text = make();
    if (!keep(kept, text)) {
      fs.writeFileSync(target, text);
      return;
    }
    // One kept copy per name: the one made for another key (a package since updated) goes; not another process's
    // copy being written (its name ends with that process's id).
    for (const f of fs.readdirSync(CACHE))
      if (f.startsWith(`${name}-`) && f.endsWith(ext) && f !== path.basename(kept))
        fs.rmSync(path.join(CACHE, f), { force: true });
  }
  try {
    fs.linkSync(kept, target);
  } catch {
    // Another file system, or the kept copy just replaced by a run for another key: the file made here instead.
    fs.writeFileSync(target, fs.existsSync(kept) ? fs.readFileSync(kept) : make());
  }
}

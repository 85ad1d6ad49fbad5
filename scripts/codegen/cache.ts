import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What codegen reuses from its last run, in node_modules/.cache/codegen.json: the validated data of each file that
 * was valid, by the hash of its text, and the types derived from the schemas. Reading and validating 5,000 city
 * files takes a second, which a one-city rebuild should not pay. The cache holds for one set of schemas, one
 * version of codegen's code and one set of installed packages (all hashed into its key): anything else starts empty.
 */
export interface CodegenCache {
  /** The data of `file` when its text is what it was at the last run and the file was valid then (kept for the next run). */
  valid(file: string, text: string): unknown;
  remember(file: string, text: string, data: unknown): void;
  types?: string;
  /** The fingerprint of the schemas, the code that turns data into generated/ and the installed packages. */
  key: string;
  /** Writes what this run remembered (and only that: files gone since are forgotten). */
  save(types: string): void;
}

interface Stored {
  key: string;
  types?: string;
  records: Record<string, { hash: string; data: unknown }>;
}

const hashOf = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** `readOnly`: a run that writes nothing (`npm run validate`) reads the cache but neither remembers nor saves. */
export function openCache(root: string, { readOnly = false } = {}): CodegenCache {
  const file = path.join(root, 'node_modules/.cache/codegen.json');
  // Hashed when first needed: a run with no cache to read and none to write (`npm run validate` on a fresh clone, a
  // test's copy without node_modules) need not read codegen's code and the lockfile.
  let hashed: string | undefined;
  const key = () => (hashed ??= cacheKey(root));
  let stored: Stored | undefined;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
  } catch {
    // No cache yet, or one cut short: start empty.
  }
  const old = stored && stored.key === key() ? stored : undefined;
  const next: Stored['records'] = {};
  let remembered = false;
  return {
    valid(name, text) {
      const hit = old?.records[name];
      if (!hit || hit.hash !== hashOf(text)) return undefined;
      next[name] = hit;
      return hit.data;
    },
    remember(name, text, data) {
      if (readOnly) return;
      // A copy: codegen goes on to fill in and change the data it holds.
      next[name] = { hash: hashOf(text), data: structuredClone(data) };
      remembered = true;
    },
    types: old?.types,
    get key() {
      return key();
    },
    save(types) {
      if (readOnly || !fs.existsSync(path.join(root, 'node_modules'))) return;
      // Every file found as it was, and no other: the cache would be written again as it is (0.7 s at 1,000 cities).
      const same = old && !remembered && types === old.types;
      if (same && Object.keys(next).length === Object.keys(old.records).length) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}`;
      fs.writeFileSync(temp, JSON.stringify({ key: key(), types, records: next } satisfies Stored));
      fs.renameSync(temp, file);
    },
  };
}

/**
 * The schemas, codegen's own code, the shared code it runs (src/lib/: routes, the city pages' files) and the
 * lockfile: what decides whether a file is valid and what its data and generated files become.
 */
function cacheKey(root: string): string {
  const hash = createHash('sha256');
  const add = (dir: string, filter: (name: string) => boolean) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
      if (filter(name)) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
    }
  };
  add(path.join(root, 'schemas'), (n) => n.endsWith('.json'));
  add(import.meta.dirname, (n) => n.endsWith('.ts'));
  add(path.resolve(import.meta.dirname, '../../src/lib'), (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'));
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest('hex');
}

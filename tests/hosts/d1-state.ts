/**
 * The local D1 database of the Cloudflare host tests, migrated as a deploy is (migrations/), and its rows.
 *
 * Migrating takes a wrangler command of its own, about 7 s of CPU on the 2-core machine; every test file that starts
 * the runtime needs the same migrated database, so it is migrated once per set of migrations and wrangler version,
 * kept in node_modules/.cache/, and copied into each file's own folder. Its rows are read from the database's file
 * with Node's own SQLite (read-only, beside the running runtime) instead of a `wrangler d1 execute` each, the same cost
 * again per query; a test's own rows are written the same way before its runtime opens the database (d1SeedIn).
 */

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ROOT, WRANGLER, wranglerEnv } from './wrangler.ts';

const CACHE = path.join(ROOT, 'node_modules/.cache/d1-migrated');
/** Where miniflare keeps a D1 database: one SQLite file per database, named by a hash, beside its metadata. */
const D1_FOLDER = 'v3/d1/miniflare-D1DatabaseObject';

/** What the migrated database depends on: the migrations and the wrangler that applied them. */
function inputsKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/wrangler/package.json'), 'utf8')).version);
  for (const file of fs.readdirSync(path.join(ROOT, 'migrations')).sort())
    hash.update(file).update(fs.readFileSync(path.join(ROOT, 'migrations', file)));
  return hash.digest('hex').slice(0, 16);
}

/** Fills `state` (an empty folder) with the forms' D1 database, migrated. */
export function migratedInto(state: string): void {
  const template = path.join(CACHE, inputsKey());
  if (!fs.existsSync(template)) {
    // Made aside and renamed into place: two files starting at once both migrate, the first rename is kept.
    fs.mkdirSync(CACHE, { recursive: true });
    const made = fs.mkdtempSync(path.join(CACHE, '.made-'));
    execFileSync(
      process.execPath,
      [WRANGLER, 'd1', 'migrations', 'apply', 'florida-forms', '--local', '--persist-to', made],
      {
        cwd: ROOT,
        env: wranglerEnv(made),
        stdio: 'pipe',
      },
    );
    fs.rmSync(path.join(made, 'registry'), { recursive: true, force: true });
    try {
      fs.renameSync(made, template);
    } catch {
      fs.rmSync(made, { recursive: true, force: true });
    }
  }
  fs.cpSync(template, state, { recursive: true });
}

/** The forms' D1 database in `state`, opened with Node's own SQLite. */
function openD1(state: string, readOnly: boolean): DatabaseSync {
  const folder = path.join(state, D1_FOLDER);
  const [file, ...others] = fs.readdirSync(folder).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file || others.length) throw new Error(`expected one D1 database in ${folder}, found ${[file, ...others]}`);
  return new DatabaseSync(path.join(folder, file), { readOnly });
}

/** Rows of the forms' D1 database in `state`, as the runtime has written them so far. */
export function d1RowsIn(state: string, sql: string): Record<string, unknown>[] {
  const db = openD1(state, true);
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/**
 * Runs `sql` on the forms' D1 database in `state` before a runtime has opened it: the rows a test starts from, without
 * a `wrangler d1 execute` (a wrangler process, seconds of CPU).
 */
export function d1SeedIn(state: string, sql: string): void {
  const db = openD1(state, false);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

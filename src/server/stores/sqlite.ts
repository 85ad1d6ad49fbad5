/**
 * The store of `npm start`: Node's built-in SQLite (node:sqlite) in one file, migrated from migrations/ like D1 is,
 * and tracked in a `d1_migrations` table as wrangler tracks them. WAL journal: a commit survives the process being
 * killed; writes are serial in one process, so entries never interleave.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SqlDatabase } from './store.ts';

export function migrate(db: DatabaseSync, migrationsDir: string): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)',
  );
  const done = new Set(
    db
      .prepare('SELECT name FROM d1_migrations')
      .all()
      .map((r) => String(r.name)),
  );
  const applied: string[] = [];
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort()) {
    if (done.has(name)) continue;
    db.exec('BEGIN');
    try {
      db.exec(fs.readFileSync(path.join(migrationsDir, name), 'utf8'));
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    applied.push(name);
  }
  return applied;
}

/** Opens (creating it and its folder when needed) and migrates the database file. Throws when it cannot. */
export function openSqlite(file: string, migrationsDir: string, { busyTimeoutMs = 2000 } = {}): DatabaseSync {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
  migrate(db, migrationsDir);
  return db;
}

export const sqliteDatabase = (db: DatabaseSync): SqlDatabase => ({
  all: async <T>(sql: string, params: (string | number | null)[]) => db.prepare(sql).all(...params) as T[],
});

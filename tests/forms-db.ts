import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { entryFromRow, type FormName } from '../src/lib/forms/form-entries.ts';
import { E2E_DATA_DIR } from './browser.ts';

/** The entries of a form stored by the browser tests' server (or in another file) for one e-mail address. */
export function storedEntries(
  form: FormName,
  email: string,
  file = path.join(E2E_DATA_DIR, 'forms.sqlite'),
): Record<string, unknown>[] {
  if (!fs.existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (
      db.prepare(`SELECT * FROM ${form} WHERE email = ? ORDER BY id`).all(email) as Record<string, unknown>[]
    ).map((row) => ({ ...entryFromRow(form, row), receivedAt: row.receivedAt }));
  } finally {
    db.close();
  }
}

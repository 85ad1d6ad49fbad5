/**
 * npm run export:forms: the forms' entries as CSV for a spreadsheet, from the database `npm start` writes
 * (.data/forms.sqlite) or from Cloudflare D1 (wrangler d1 execute --json; --d1 local is wrangler's emulation,
 * --d1 remote the deployed database). The notifiedAt column is empty for entries the owner's webhook has not taken:
 * those are the ones to look at by hand when notifications fail. A lead's values (quotes, applications) are in the
 * owner's e-mail's words (src/lib/leads/lead-summary.ts: the service's title, the best time as the form said it, Florida
 * time, the language, the page and city that brought it), one column per label.
 *
 * Usage: npm run export:forms -- [--form applications|newsletter|quote] [--d1 local|remote] [--out file.csv]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { messages } from '../src/content/messages.ts';
import { site } from '../src/content/site.ts';
import { columns, EMAILED_FORMS, entryFromRow, FORMS, isFormName, toCsv } from '../src/lib/forms/form-entries.ts';
import { leadSummary } from '../src/lib/leads/lead-summary.ts';

const { values } = parseArgs({
  options: {
    form: { type: 'string', default: 'applications' },
    d1: { type: 'string' },
    out: { type: 'string' },
    db: { type: 'string', default: '.data/forms.sqlite' },
  },
});
const form = values.form!;
if (!isFormName(form)) throw new Error(`--form ${form}: use ${Object.keys(FORMS).join(', ')}.`);
if (values.d1 && values.d1 !== 'local' && values.d1 !== 'remote')
  throw new Error(`--d1 ${values.d1}: use local or remote.`);
const sql = `SELECT * FROM ${form} ORDER BY id`;

function readRows(): Record<string, unknown>[] {
  if (values.d1) {
    const bin = path.join(process.cwd(), 'node_modules/wrangler/bin/wrangler.js');
    const out = execFileSync(
      process.execPath,
      [bin, 'd1', 'execute', 'florida-forms', `--${values.d1}`, '--json', '--command', sql],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    return (JSON.parse(out) as { results: Record<string, unknown>[] }[])[0].results;
  }
  if (!fs.existsSync(values.db!))
    throw new Error(`${values.db} does not exist yet: no form has been sent to npm start.`);
  const db = new DatabaseSync(values.db!, { readOnly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

const rows = readRows();
// emailedAt: empty for a lead whose e-mail to the owner has not gone out yet.
const tracking = ['id', 'receivedAt', 'notifiedAt', ...(EMAILED_FORMS.includes(form) ? ['emailedAt'] : [])];
let csv: string;
if (EMAILED_FORMS.includes(form)) {
  const summaries = rows.map((row) =>
    leadSummary({
      form,
      entry: entryFromRow(form, row),
      receivedAt: String(row.receivedAt),
      origin: site.baseUrl,
      words: messages.en.leadEmail,
    }),
  );
  const labels = summaries[0]?.map((r) => r.label) ?? [];
  const cells = summaries.map((s, i) => ({
    ...Object.fromEntries(tracking.map((k) => [k, rows[i][k]])),
    ...Object.fromEntries(s.map((r) => [r.label, r.value])),
  }));
  csv = toCsv([...tracking, ...labels], cells);
} else csv = toCsv([...tracking, ...columns(form)], rows);
if (values.out) {
  fs.writeFileSync(values.out, csv);
  console.error(`${rows.length} ${form} entr${rows.length === 1 ? 'y' : 'ies'} written to ${values.out}.`);
} else process.stdout.write(csv);

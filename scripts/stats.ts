/**
 * npm run stats: what /admin/stats shows, in the terminal: the last days' views, calls (tel), texts (sms), quote
 * starts and sends, newsletter and application sends, by city and by page, then per day, and the leads whose e-mail
 * was set aside (src/lib/leads/email-retry.ts: refused by the mail server, or failing for days). Read from the database
 * `npm start` writes (.data/forms.sqlite) or from Cloudflare D1 (wrangler d1 execute --json; --d1 local is wrangler's
 * emulation, --d1 remote the deployed database), as `npm run export:forms` reads the entries. On Netlify the counts
 * are in Netlify Blobs: read them at /admin/stats.
 *
 * The cities by name (each with its slug in --json), from codegen's list of the cities.
 *
 * Usage: npm run stats -- [--days 30] [--d1 local|remote] [--db .data/forms.sqlite] [--json]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { type CountRow, dayOf } from '../src/lib/counts/events.ts';
import { cityNames, leads, STATS_DAYS, summarize, textTable } from '../src/lib/counts/stats.ts';
import { type SetAsideEmail, setAsideText } from '../src/lib/leads/set-aside.ts';
import { readCityDirectory } from '../src/lib/routing/city-pages.ts';
import { windowsAsked, windowsAskedText } from './stats/window-stats.ts';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: String(STATS_DAYS) },
    d1: { type: 'string' },
    db: { type: 'string', default: '.data/forms.sqlite' },
    json: { type: 'boolean' },
  },
});
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 366)
  throw new Error(`--days ${values.days}: use a whole number of days from 1 to 366.`);
if (values.d1 && values.d1 !== 'local' && values.d1 !== 'remote')
  throw new Error(`--d1 ${values.d1}: use local or remote.`);
const today = dayOf(Date.now());
const from = summarize([], today, days).from;
// The day is checked above as YYYY-MM-DD, so it can stand in the SQL that wrangler runs.
const sql = `SELECT day, path, city, event, count FROM events WHERE day >= '${from}'`;
// The e-mailed forms' leads set aside, with what reaches the person (migrations/0005_email_retry.sql).
const setAsideSql = ['quote:name', 'applications:fullName']
  .map((f) => f.split(':'))
  .map(
    ([form, name]) =>
      `SELECT '${form}' AS form, id, receivedAt, ${name} AS name, phone, emailAttempts AS attempts, emailError AS error FROM ${form} WHERE emailedAt IS NULL AND emailSetAsideAt IS NOT NULL`,
  )
  .join(' UNION ALL ')
  .concat(' ORDER BY receivedAt');

// The arrival windows the quote requests of these days asked for (migrations/0008_quote_window.sql); receivedAt is
// UTC, so the first day's earliest hours may be counted or not by a few hours: the figures are a trend, not a ledger.
const windowsSql = `SELECT window FROM quote WHERE window <> '' AND receivedAt >= '${from}'`;

/** The rows of `query`, or none while `table.column` does not exist yet (a database older than the column). */
function read<T>(query: string, table: string, column: string): T[] {
  if (values.d1) {
    const bin = path.join(process.cwd(), 'node_modules/wrangler/bin/wrangler.js');
    const out = execFileSync(
      process.execPath,
      [bin, 'd1', 'execute', 'florida-forms', `--${values.d1}`, '--json', '--command', query],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    return (JSON.parse(out) as { results: T[] }[])[0].results;
  }
  if (!fs.existsSync(values.db!))
    throw new Error(`${values.db} does not exist yet: nothing has been counted by npm start.`);
  const db = new DatabaseSync(values.db!, { readOnly: true });
  try {
    const known = db.prepare('SELECT name FROM pragma_table_info(?) WHERE name = ?').all(table, column);
    return known.length ? (db.prepare(query).all() as T[]) : [];
  } finally {
    db.close();
  }
}

/** Each city's name by its slug, from codegen's list of the cities (generated/cities.json); slugs before a codegen. */
function names(): Record<string, string> {
  try {
    return cityNames(readCityDirectory().cities);
  } catch {
    console.error('The cities are shown by their slugs: run npm run codegen once to see their names.');
    return {};
  }
}

const summary = summarize(read<CountRow>(sql, 'events', 'day'), today, days);
const cities = names();
const setAside = read<SetAsideEmail>(setAsideSql, 'quote', 'emailSetAsideAt').map((e) => ({ ...e, id: String(e.id) }));
const windows = windowsAsked(read<{ window: string }>(windowsSql, 'quote', 'window').map((r) => r.window));
if (values.json) {
  const named = summary.cities.map((c) => ({ ...c, name: cities[c.city] ?? c.city }));
  console.log(JSON.stringify({ ...summary, cities: named, emailsSetAside: setAside, windowsAsked: windows }, null, 2));
} else {
  const t = summary.totals;
  console.log(
    `Counts from ${summary.from} to ${summary.to} (${days} days), ${values.d1 ? `Cloudflare D1 (${values.d1})` : values.db}`,
  );
  console.log(
    `${t.view} views; ${t.tel} calls, ${t.sms} texts, ${t.quote} quotes sent (${leads(t)} leads); ${t['quote-start']} quote forms started; ${t.newsletter} newsletter and ${t.applications} application sends.`,
  );
  console.log(
    `Quotes sent with an arrival window: ${t['quote-window']}, without: ${t.quote - t['quote-window']}.\n${windowsAskedText(windows)}`,
  );
  console.log(setAsideText(setAside));
  console.log(
    `\nBy city\n${textTable(
      'city',
      summary.cities.map((c) => ({ name: cities[c.city] ?? c.city, counts: c.counts })),
    )}`,
  );
  console.log(
    `\nBy page\n${textTable(
      'page',
      summary.pages.map((p) => ({ name: p.path, counts: p.counts })),
    )}`,
  );
  const most = Math.max(1, ...summary.days.map((d) => leads(d.counts)));
  const daily = summary.days.map(
    (d) =>
      `${d.day}  ${'#'.repeat(Math.round((leads(d.counts) / most) * 40)).padEnd(40)}  ${leads(d.counts)} leads, ${d.counts.view} views`,
  );
  console.log(`\nLeads per day (calls, texts, quotes)\n${daily.join('\n')}`);
}

/**
 * The form handler's options on `npm start` (scripts/serve/server.ts mounts it): entries and counts in node:sqlite
 * beside the site (forms.sqlite in the data folder, migrated from migrations/), photos in a folder beside it, the
 * owner's e-mail over SMTP, the owner's calendar read in a worker thread, and the settings of the one schema read from
 * the environment (schemas/settings.schema.json, as on every host). The client is the connection's address
 * (@hono/node-server's getConnInfo), or the one a trusted reverse proxy forwarded (TRUSTED_PROXIES: ./client-address.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { routeFile } from '../../lib/serving/serving-rules.ts';
import { readSettings, type Settings } from '../../lib/serving/settings.ts';
import { nodeCalendarReading } from '../calendar/node-calendar.ts';
import { sqlEventStore } from '../counts/events-store.ts';
import type { FormsOptions } from '../forms-app.ts';
import { nodeMailer } from '../mail/node-mail.ts';
import { folderPhotos } from '../photos/photo-folder.ts';
import { openSqlite, sqliteDatabase } from '../stores/sqlite.ts';
import { sqlStore } from '../stores/store.ts';
import { clientAddress, trustedProxies } from './client-address.ts';

export interface NodeHost {
  /** The checkout: its migrations/ are applied to the database. */
  root: string;
  /** The built site (dist/client): the answers to forms sent without JavaScript are its pages. */
  clientDir: string;
  /** Where the database and the photos live (outside the served folder, git-ignored). */
  dataDir: string;
  /** The environment (process.env), whose settings are read as the schema names them. */
  env: Record<string, string | undefined>;
  /** Stops the e-mails' retry timer when the server closes. */
  stop: AbortSignal;
  /** The reverse proxies in front whose X-Forwarded-For is read (TRUSTED_PROXIES by default). */
  trusted?: ReadonlySet<string>;
}

/** The valid settings `npm start` reads (scripts/serve/settings-check.ts refused to start on a wrong one). */
export const nodeSettings = (env: Record<string, string | undefined>): Settings => readSettings(env, 'node').settings;

export function nodeOptions(h: NodeHost) {
  const settings = nodeSettings(h.env);
  const trusted = h.trusted ?? trustedProxies(settings.TRUSTED_PROXIES);
  let db: ReturnType<typeof sqliteDatabase> | undefined;
  const database = () =>
    (db ??= sqliteDatabase(openSqlite(path.join(h.dataDir, 'forms.sqlite'), path.join(h.root, 'migrations'))));
  return {
    settings,
    store: () => sqlStore(database()),
    events: () => sqlEventStore(database()),
    clientAddress: (c) => clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trusted),
    ownerCalendarReading: nodeCalendarReading(),
    photos: folderPhotos(path.join(h.dataDir, 'photos')),
    mailer: nodeMailer(settings, h.dataDir),
    // Node allows a timer: e-mails that failed are tried again every minute, and the day's e-mails go out on it.
    retryEveryMs: 60_000,
    stop: h.stop,
    // The site's answer page to a quote sent without JavaScript, filled with its reference (../quote/quote-answer.ts).
    sitePage: (url) => fs.promises.readFile(path.join(h.clientDir, routeFile(url)), 'utf8').catch(() => undefined),
  } satisfies FormsOptions;
}

/**
 * The form handler's settings on Cloudflare Pages, read from the project's bindings (functions/api/[[path]].ts runs it):
 * entries and counts in the D1 database bound as DB (wrangler.toml, migrations/), quote photos in the R2 bucket bound
 * as PHOTOS, and the owner's e-mail through LEADS_EMAIL, a binding to the Worker of workers/leads-mail/, which holds
 * the Email Service's send_email binding that Pages projects cannot have. The other settings are the project's
 * environment variables (LINK_SECRET an encrypted one); docs/hosting.md says what each does.
 */

import type { Context } from 'hono';
import { getConnInfo } from 'hono/cloudflare-pages';
import { site } from '../../lib/page/site.ts';
import { linkSecretOf, type Settings } from '../../lib/serving/settings.ts';
import { siteOrigin } from '../../lib/serving/site-origin.ts';
import { sendDailyMail } from '../booking/daily-mail.ts';
import { sqlEventStore } from '../counts/events-store.ts';
import type { FormsOptions } from '../forms-app.ts';
import { type LeadMailer, senderOf } from '../mail/lead-message.ts';
import { type R2Like, r2Photos } from '../photos/photo-store.ts';
import { type D1Like, d1Database, sqlStore } from '../stores/store.ts';
import { hostSettings } from './host-settings.ts';
import { formsAppPerRequest } from './per-request.ts';

/** The bindings, and the variables as schemas/settings.schema.json names them (read through ../../lib/serving/settings.ts). */
export interface CloudflareBindings extends Settings {
  DB: D1Like;
  /** The published site (Pages gives every Function this binding): the answer page to a quote sent without JavaScript. */
  ASSETS?: { fetch(input: string): Promise<Response> };
  PHOTOS?: R2Like;
  LEADS_EMAIL?: { fetch(url: string, init: RequestInit): Promise<Response> };
}

function mailer(worker: CloudflareBindings['LEADS_EMAIL'], settings: Settings): LeadMailer | undefined {
  const { LEADS_EMAIL_TO: to, LEADS_EMAIL_FROM: from } = settings;
  if (!worker || !to || !from) return undefined;
  const sender = senderOf(from);
  return {
    to,
    from: sender.address,
    ...(sender.name ? { fromName: sender.name } : {}),
    linkSecret: linkSecretOf(settings),
    async send(message) {
      const res = await worker.fetch('https://leads-mail/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
      });
      if (!res.ok) throw new Error(`the e-mail Worker answered ${res.status}: ${await res.text()}`);
    },
  };
}

/** The handler's options for one request: the settings are read on every request (a changed variable applies to the next one). */
export function cloudflareOptions(c: Context<{ Bindings: CloudflareBindings }>) {
  const settings = hostSettings(c.env, 'cloudflare');
  return {
    settings,
    store: sqlStore(d1Database(c.env.DB)),
    events: sqlEventStore(d1Database(c.env.DB)),
    clientAddress: (inner) => getConnInfo(inner).remote.address,
    photos: c.env.PHOTOS && r2Photos(c.env.PHOTOS),
    mailer: mailer(c.env.LEADS_EMAIL, settings),
    waitUntil: (work) => c.executionCtx.waitUntil(work),
    // Any host name reaches the binding; the path is the page's (the asset server answers /quote/sent, not its .html).
    sitePage: async (url) => {
      const res = await c.env.ASSETS?.fetch(`https://assets.invalid${url}`);
      return res?.ok ? res.text() : undefined;
    },
  } satisfies FormsOptions;
}

export const cloudflareForms = formsAppPerRequest<CloudflareBindings>(cloudflareOptions);

/**
 * One run of the Cloudflare scheduler (the Worker of workers/scheduled/, on its Cron Trigger; Pages Functions have
 * none): the reminders and the owner's e-mail of the day that are due at `now`, from the same D1 database and through
 * the same e-mail Worker as the Pages Function, with the Worker's own variables (the same names as the project's).
 */
export async function cloudflareDailyMail(env: Omit<CloudflareBindings, 'ASSETS' | 'PHOTOS'>, now: number) {
  const settings = hostSettings(env, 'cloudflare');
  const m = mailer(env.LEADS_EMAIL, settings);
  if (!m) return undefined;
  const origin = siteOrigin(site.baseUrl, settings.SITE_URL);
  return sendDailyMail(sqlStore(d1Database(env.DB)), { mailer: m, origin, now });
}

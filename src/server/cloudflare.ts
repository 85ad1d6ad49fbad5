/**
 * The form handler's settings on Cloudflare Pages, read from the project's bindings (functions/api/[[path]].ts runs it):
 * entries and counts in the D1 database bound as DB (wrangler.toml, migrations/), quote photos in the R2 bucket bound
 * as PHOTOS, and the owner's e-mail through LEADS_EMAIL, a binding to the Worker of workers/leads-mail/, which holds
 * the Email Service's send_email binding that Pages projects cannot have. The other settings are the project's
 * environment variables (PHOTO_LINK_SECRET an encrypted one); docs/hosting.md says what each does.
 */
import { photoBudget } from '../lib/photo-budget.ts';
import { sqlEventStore } from './events-store.ts';
import type { LeadMailer } from './lead-mail.ts';
import { formsAppPerRequest } from './per-request.ts';
import { type R2Like, r2Photos } from './photo-store.ts';
import { type D1Like, d1Database, sqlStore } from './store.ts';

export interface CloudflareBindings {
  DB: D1Like;
  /** The published site (Pages gives every Function this binding): the answer page to a quote sent without JavaScript. */
  ASSETS?: { fetch(input: string): Promise<Response> };
  PHOTOS?: R2Like;
  LEADS_EMAIL?: { fetch(url: string, init: RequestInit): Promise<Response> };
  FORMS_WEBHOOK_URL?: string;
  FORMS_RATE_LIMIT?: string;
  LEADS_EMAIL_TO?: string;
  LEADS_EMAIL_FROM?: string;
  PHOTO_LINK_SECRET?: string;
  PHOTOS_DAILY_MB?: string;
  PHOTOS_TOTAL_MB?: string;
  EVENTS_RATE_LIMIT?: string;
  STATS_TOKEN?: string;
  CALENDAR_TOKEN?: string;
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  SITE_URL?: string;
  OWNER_CALENDAR_ICS_URL?: string;
}

function mailer(env: CloudflareBindings): LeadMailer | undefined {
  const { LEADS_EMAIL: worker, LEADS_EMAIL_TO: to, LEADS_EMAIL_FROM: from } = env;
  if (!worker || !to || !from) return undefined;
  return {
    to,
    from,
    linkSecret: env.PHOTO_LINK_SECRET || undefined,
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

export const cloudflareForms = formsAppPerRequest<CloudflareBindings>((c) => ({
  store: sqlStore(d1Database(c.env.DB)),
  events: sqlEventStore(d1Database(c.env.DB)),
  clientAddress: () => c.req.header('cf-connecting-ip'),
  rateLimit: Number(c.env.FORMS_RATE_LIMIT) || undefined,
  eventsRateLimit: Number(c.env.EVENTS_RATE_LIMIT) || undefined,
  statsToken: c.env.STATS_TOKEN || undefined,
  calendarToken: c.env.CALENDAR_TOKEN || undefined,
  oauth: { clientId: c.env.GITHUB_OAUTH_CLIENT_ID, clientSecret: c.env.GITHUB_OAUTH_CLIENT_SECRET },
  siteUrl: c.env.SITE_URL || undefined,
  webhookUrl: c.env.FORMS_WEBHOOK_URL || undefined,
  ownerCalendarUrl: c.env.OWNER_CALENDAR_ICS_URL || undefined,
  photos: c.env.PHOTOS && r2Photos(c.env.PHOTOS),
  photoBudget: photoBudget(c.env),
  mailer: mailer(c.env),
  waitUntil: (work) => c.executionCtx.waitUntil(work),
  // Any host name reaches the binding; the path is the page's (the asset server answers /quote/sent, not its .html).
  sitePage: async (url) => {
    const res = await c.env.ASSETS?.fetch(`https://assets.invalid${url}`);
    return res?.ok ? res.text() : undefined;
  },
}));

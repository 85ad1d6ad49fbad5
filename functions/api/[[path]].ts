/**
 * The form handler as a Cloudflare Pages Function: runs for /api/* only (`_routes.json`, written by
 * scripts/build/host-files.ts); entries go to the D1 database bound as DB (wrangler.toml, migrations/), quote photos
 * to the R2 bucket bound as PHOTOS, and the owner's e-mail through LEADS_EMAIL (a binding to the Worker of
 * workers/leads-mail/, which holds the Email Service's send_email binding that Pages projects cannot have).
 * Settings: FORMS_WEBHOOK_URL, FORMS_RATE_LIMIT, LEADS_EMAIL_TO, LEADS_EMAIL_FROM and PHOTO_LINK_SECRET as the
 * project's environment variables (the secret as an encrypted one); EVENTS_RATE_LIMIT, STATS_TOKEN,
 * GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET for the counts and the editor's sign-in (docs/hosting.md).
 */

import { sqlEventStore } from '../../src/server/events-store.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import type { LeadMailer } from '../../src/server/lead-mail.ts';
import { type R2Like, r2Photos } from '../../src/server/photo-store.ts';
import { type D1Like, d1Database, sqlStore } from '../../src/server/store.ts';

interface Env {
  DB: D1Like;
  PHOTOS?: R2Like;
  LEADS_EMAIL?: { fetch(url: string, init: RequestInit): Promise<Response> };
  FORMS_WEBHOOK_URL?: string;
  FORMS_RATE_LIMIT?: string;
  LEADS_EMAIL_TO?: string;
  LEADS_EMAIL_FROM?: string;
  PHOTO_LINK_SECRET?: string;
  EVENTS_RATE_LIMIT?: string;
  STATS_TOKEN?: string;
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
}
interface PagesContext {
  request: Request;
  env: Env;
  waitUntil(p: Promise<unknown>): void;
  passThroughOnException(): void;
}

function mailer(env: Env): LeadMailer | undefined {
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

export const onRequest = (ctx: PagesContext) =>
  formsApp({
    store: sqlStore(d1Database(ctx.env.DB)),
    events: sqlEventStore(d1Database(ctx.env.DB)),
    clientAddress: (c) => c.req.header('cf-connecting-ip'),
    rateLimit: Number(ctx.env.FORMS_RATE_LIMIT) || undefined,
    eventsRateLimit: Number(ctx.env.EVENTS_RATE_LIMIT) || undefined,
    statsToken: ctx.env.STATS_TOKEN || undefined,
    oauth: { clientId: ctx.env.GITHUB_OAUTH_CLIENT_ID, clientSecret: ctx.env.GITHUB_OAUTH_CLIENT_SECRET },
    webhookUrl: ctx.env.FORMS_WEBHOOK_URL || undefined,
    photos: ctx.env.PHOTOS && r2Photos(ctx.env.PHOTOS),
    mailer: mailer(ctx.env),
  }).fetch(ctx.request, ctx.env, {
    waitUntil: ctx.waitUntil.bind(ctx),
    passThroughOnException: ctx.passThroughOnException.bind(ctx),
    props: {},
  });

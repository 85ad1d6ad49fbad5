/**
 * The form handler as a Cloudflare Pages Function: runs for /api/* only (`_routes.json`, written by
 * scripts/build/host-files.ts); entries go to the D1 database bound as DB (wrangler.toml, migrations/).
 * Settings: FORMS_WEBHOOK_URL, FORMS_RATE_LIMIT, EVENTS_RATE_LIMIT, STATS_TOKEN, GITHUB_OAUTH_CLIENT_ID and
 * GITHUB_OAUTH_CLIENT_SECRET as the project's environment variables (docs/hosting.md).
 */
import { formsApp } from '../../src/server/forms-app.ts';
import { sqlEventStore } from '../../src/server/events-store.ts';
import { d1Database, type D1Like, sqlStore } from '../../src/server/store.ts';

interface Env {
  DB: D1Like;
  FORMS_WEBHOOK_URL?: string;
  FORMS_RATE_LIMIT?: string;
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
  }).fetch(ctx.request, ctx.env, { waitUntil: ctx.waitUntil.bind(ctx), passThroughOnException: ctx.passThroughOnException.bind(ctx), props: {} });

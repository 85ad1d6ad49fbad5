/**
 * The form handler on Netlify (a Functions v2 handler: Web Request in, Response out). `_redirects` rewrites /api/* to
 * /.netlify/functions/forms/* (scripts/build.ts --host netlify), so the form's name stays the path's last
 * segment. Entries go to Netlify Blobs (src/server/blobs-store.ts), counts too (src/server/events-blobs.ts). Settings:
 * FORMS_WEBHOOK_URL, FORMS_RATE_LIMIT, EVENTS_RATE_LIMIT, STATS_TOKEN, GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET in
 * the site's environment variables (docs/hosting.md).
 */
import { getStore } from '@netlify/blobs';
import { formsApp } from '../../src/server/forms-app.ts';
import { blobsStore } from '../../src/server/blobs-store.ts';
import { blobsEventStore } from '../../src/server/events-blobs.ts';

interface NetlifyContext {
  ip?: string;
  waitUntil?: (p: Promise<unknown>) => void;
}

export default function handler(request: Request, context: NetlifyContext = {}): Promise<Response> | Response {
  const app = formsApp({
    store: () => blobsStore(getStore({ name: 'form-entries', consistency: 'strong' }), getStore({ name: 'form-rate-limits', consistency: 'strong' })),
    events: () => blobsEventStore(getStore({ name: 'site-counts', consistency: 'strong' })),
    clientAddress: () => context.ip,
    rateLimit: Number(process.env.FORMS_RATE_LIMIT) || undefined,
    eventsRateLimit: Number(process.env.EVENTS_RATE_LIMIT) || undefined,
    statsToken: process.env.STATS_TOKEN || undefined,
    oauth: { clientId: process.env.GITHUB_OAUTH_CLIENT_ID, clientSecret: process.env.GITHUB_OAUTH_CLIENT_SECRET },
    webhookUrl: process.env.FORMS_WEBHOOK_URL || undefined,
  });
  const executionCtx = context.waitUntil ? { waitUntil: context.waitUntil.bind(context), passThroughOnException: () => {}, props: {} } : undefined;
  return app.fetch(request, {}, executionCtx as never);
}

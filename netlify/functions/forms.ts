/**
 * The form handler on Netlify (a Functions v2 handler: Web Request in, Response out). `_redirects` rewrites /api/* to
 * /.netlify/functions/forms/* (scripts/build.ts --host netlify), so the form's name stays the path's last
 * segment. Entries go to Netlify Blobs (src/server/blobs-store.ts), quote photos to a Blobs store of their own, and
 * the owner's e-mail over SMTP. Settings: FORMS_WEBHOOK_URL, FORMS_RATE_LIMIT, SMTP_URL, LEADS_EMAIL_TO,
 * LEADS_EMAIL_FROM and PHOTO_LINK_SECRET in the site's environment variables. E-mails that failed are sent again by
 * ./leads-retry.ts on a schedule. Counts go to Blobs too (src/server/events-blobs.ts); EVENTS_RATE_LIMIT, STATS_TOKEN,
 * GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET set the counts and the editor's sign-in (docs/hosting.md).
 */
import { getStore } from '@netlify/blobs';
import { blobsStore } from '../../src/server/blobs-store.ts';
import { blobsEventStore } from '../../src/server/events-blobs.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import { nodeMailer } from '../../src/server/node-mail.ts';
import { blobsPhotos } from '../../src/server/photo-store.ts';

interface NetlifyContext {
  ip?: string;
  waitUntil?: (p: Promise<unknown>) => void;
}

/** The stores of entries and rate counts (shared with ./leads-retry.ts). */
export const netlifyStore = () =>
  blobsStore(
    getStore({ name: 'form-entries', consistency: 'strong' }),
    getStore({ name: 'form-rate-limits', consistency: 'strong' }),
  );

export default function handler(request: Request, context: NetlifyContext = {}): Promise<Response> | Response {
  const app = formsApp({
    store: netlifyStore,
    events: () => blobsEventStore(getStore({ name: 'site-counts', consistency: 'strong' })),
    clientAddress: () => context.ip,
    rateLimit: Number(process.env.FORMS_RATE_LIMIT) || undefined,
    eventsRateLimit: Number(process.env.EVENTS_RATE_LIMIT) || undefined,
    statsToken: process.env.STATS_TOKEN || undefined,
    oauth: { clientId: process.env.GITHUB_OAUTH_CLIENT_ID, clientSecret: process.env.GITHUB_OAUTH_CLIENT_SECRET },
    webhookUrl: process.env.FORMS_WEBHOOK_URL || undefined,
    photos: () => blobsPhotos(getStore({ name: 'quote-photos', consistency: 'strong' })),
    mailer: nodeMailer(process.env),
  });
  const executionCtx = context.waitUntil
    ? { waitUntil: context.waitUntil.bind(context), passThroughOnException: () => {}, props: {} }
    : undefined;
  return app.fetch(request, {}, executionCtx as never);
}

/**
 * The form handler's settings on Netlify (netlify/functions/forms.ts runs it): entries, rate counts, counts and quote
 * photos in Netlify Blobs stores (./blobs-store.ts, ./events-blobs.ts), the owner's e-mail over SMTP, the other
 * settings from the site's environment variables (docs/hosting.md). Blobs finds its site and token by itself in a
 * Functions v2 handler (Web Request in, Response out), so getStore needs no context passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { photoBudget } from '../lib/photo-budget.ts';
import { NETLIFY_QUOTE_BODY_BYTES } from '../lib/quote-form.ts';
import { routeFile } from '../lib/serving-rules.ts';
import { blobsStore } from './blobs-store.ts';
import { blobsEventStore } from './events-blobs.ts';
import { nodeMailer } from './node-mail.ts';
import { formsAppPerRequest } from './per-request.ts';
import { blobsPhotos } from './photo-store.ts';

/** What the handler reads of the context Netlify passes a function beside its Request. */
export interface NetlifyContext {
  ip?: string;
  waitUntil?: (work: Promise<unknown>) => void;
}

const blobs = (name: string) => getStore({ name, consistency: 'strong' });

/** The stores of entries and rate counts (shared with the scheduled retry of e-mails, netlify/functions/leads-retry.ts). */
export const netlifyStore = () => blobsStore(blobs('form-entries'), blobs('form-rate-limits'));

/**
 * A published page as the function reads it: netlify.toml's `included_files` bundles the answer pages of dist/client
 * with the function, at the same path from the site's base directory, its working directory.
 */
export const bundledPage = (url: string) =>
  fs.promises.readFile(path.resolve('dist/client', routeFile(url)), 'utf8').catch(() => undefined);

/** Bound as Hono's adapter for Netlify binds it: the context is `c.env.context`. */
export const netlifyForms = formsAppPerRequest<{ context?: NetlifyContext }>((c) => {
  const { context } = c.env;
  return {
    store: netlifyStore,
    events: () => blobsEventStore(blobs('site-counts')),
    clientAddress: () => context?.ip,
    rateLimit: Number(process.env.FORMS_RATE_LIMIT) || undefined,
    eventsRateLimit: Number(process.env.EVENTS_RATE_LIMIT) || undefined,
    statsToken: process.env.STATS_TOKEN || undefined,
    calendarToken: process.env.CALENDAR_TOKEN || undefined,
    oauth: { clientId: process.env.GITHUB_OAUTH_CLIENT_ID, clientSecret: process.env.GITHUB_OAUTH_CLIENT_SECRET },
    siteUrl: process.env.SITE_URL || undefined,
    webhookUrl: process.env.FORMS_WEBHOOK_URL || undefined,
    ownerCalendarUrl: process.env.OWNER_CALENDAR_ICS_URL || undefined,
    photos: () => blobsPhotos(blobs('quote-photos')),
    photoBudget: photoBudget(process.env),
    maxQuoteBytes: NETLIFY_QUOTE_BODY_BYTES,
    mailer: nodeMailer(process.env),
    waitUntil: context?.waitUntil?.bind(context),
    sitePage: bundledPage,
  };
});

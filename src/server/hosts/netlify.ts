/**
 * The form handler's settings on Netlify (netlify/functions/forms.ts runs it): entries, rate counts, counts and quote
 * photos in Netlify Blobs stores (../stores/blobs-store.ts, ../counts/events-blobs.ts), the owner's e-mail over SMTP, the other
 * settings from the site's environment variables (docs/hosting.md). Blobs finds its site and token by itself in a
 * Functions v2 handler (Web Request in, Response out), so getStore needs no context passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import type { Context } from 'hono';
import { getConnInfo } from 'hono/netlify';
import { site } from '../../lib/page/site.ts';
import { NETLIFY_QUOTE_BODY_BYTES } from '../../lib/quote/quote-form.ts';
import { routeFile } from '../../lib/serving/serving-rules.ts';
import { siteOrigin } from '../../lib/serving/site-origin.ts';
import { blobsEventStore } from '../counts/events-blobs.ts';
import type { FormsOptions } from '../forms-app.ts';
import { nodeMailer } from '../mail/node-mail.ts';
import { blobsPhotos } from '../photos/photo-store.ts';
import { blobsStore } from '../stores/blobs-store.ts';
import { hostSettings } from './host-settings.ts';
import { formsAppPerRequest } from './per-request.ts';

/** What the handler reads of the context Netlify passes a function beside its Request. */
export interface NetlifyContext {
  ip?: string;
  waitUntil?: (work: Promise<unknown>) => void;
}

const blobs = (name: string) => getStore({ name, consistency: 'strong' });

/** The stores of entries and rate counts (shared with the scheduled functions of netlify/functions/). */
export const netlifyStore = () => blobsStore(blobs('form-entries'), blobs('form-rate-limits'));

/**
 * What a scheduled function sends e-mails with: the mailer of the site's settings and the address its links start with
 * (SITE_URL, else data/site.yaml baseUrl), as the form handler's; undefined while no e-mail is set up.
 */
export function netlifyMail() {
  const settings = hostSettings(process.env, 'netlify');
  const mailer = nodeMailer(settings);
  return mailer && { mailer, origin: siteOrigin(site.baseUrl, settings.SITE_URL) };
}

/**
 * A published page as the function reads it: netlify.toml's `included_files` bundles the answer pages of dist/client
 * with the function, at the same path from the site's base directory, its working directory.
 */
export const bundledPage = (url: string) =>
  fs.promises.readFile(path.resolve('dist/client', routeFile(url)), 'utf8').catch(() => undefined);

/** The handler's options for one request, Netlify's context bound as Hono's adapter binds it (`c.env.context`). */
export function netlifyOptions(c: Context<{ Bindings: { context?: NetlifyContext } }>) {
  const { context } = c.env;
  // Read on every request (a changed variable applies to the next one); a problem is logged once per instance.
  const settings = hostSettings(process.env, 'netlify');
  return {
    settings,
    store: netlifyStore,
    events: () => blobsEventStore(blobs('site-counts')),
    clientAddress: (inner) => getConnInfo(inner).remote.address,
    photos: () => blobsPhotos(blobs('quote-photos')),
    maxQuoteBytes: NETLIFY_QUOTE_BODY_BYTES,
    mailer: nodeMailer(settings),
    waitUntil: context?.waitUntil?.bind(context),
    sitePage: bundledPage,
  } satisfies FormsOptions;
}

export const netlifyForms = formsAppPerRequest<{ context?: NetlifyContext }>(netlifyOptions);

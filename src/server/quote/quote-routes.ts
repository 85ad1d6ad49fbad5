/**
 * What the quote request adds to the form handler (../forms-app.ts): a larger body for its photos (the host's limit),
 * the multipart post a form with a file field sends (with or without JavaScript), the photos kept (../photos/quote-photos.ts),
 * and the photos served back to the owner at /api/photos/<key> for a signed, unexpired link only
 * (src/lib/access/signed-link.ts). Every body is read with a byte cap (../read-body.ts) and its values counted before it is
 * parsed (src/lib/forms/form-body.ts), so no post costs more than the limits allow.
 */
import type { Context } from 'hono';
import type { Messages } from '../../content/types.ts';
import { verifyPhoto } from '../../lib/access/signed-link.ts';
import { maxValues, multipartBoundary, multipartParts, urlEncodedValues } from '../../lib/forms/form-body.ts';
import {
  type FormName,
  fieldsEntry,
  HANDLER_FIELDS,
  MAX_BODY_BYTES,
  PHOTOS_FIELD,
  parseEntry,
} from '../../lib/forms/form-entries.ts';
import { MAX_PHOTOS } from '../../lib/quote/quote-form.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { acceptPhotos, type PhotoBudgetDeps, type StoredPhotos, storePhotos } from '../photos/quote-photos.ts';
import { readCapped } from '../read-body.ts';

/** The forms that take photos, by the last segment of their path. */
const WITH_PHOTOS = new Set<string>(['quote']);
const lastSegment = (path: string) => path.split('/').pop() ?? '';
const isMultipart = (type: string) => /^multipart\/form-data\b/i.test(type);

/** The text limit of every form: photos come only in a multipart post to a form that takes them. */
export const bodyLimitFor = (_path: string) => MAX_BODY_BYTES;

/** The limit of a post to `path` with Content-Type `type`: the host's quote limit for photos, the text limit else. */
export const postLimit = (path: string, type: string, maxQuoteBytes: number) =>
  WITH_PHOTOS.has(lastSegment(path)) && isMultipart(type) ? maxQuoteBytes : MAX_BODY_BYTES;

/** Whether a post carries photos, so its 413 names the photos' limit rather than the answers' length. */
export const postsPhotos = (path: string, type: string) => WITH_PHOTOS.has(lastSegment(path)) && isMultipart(type);

/**
 * The entry the schema checks and the files sent with it, or `tooLarge` past `max` bytes however the body is sent.
 * A multipart post (the quote form) gives its text fields as a URL-encoded post would and its photos apart; the
 * fields the handler sets are never the visitor's. A post with more values than its form has is no entry.
 */
export async function readEntry(
  form: FormName,
  request: Request,
  max: number,
): Promise<{ entry?: Record<string, unknown>; files: Uint8Array<ArrayBuffer>[]; tooLarge?: true }> {
  const type = request.headers.get('content-type') ?? '';
  const bytes = await readCapped(request, max);
  if (!bytes) return { files: [], tooLarge: true };
  if (!isMultipart(type)) {
    const text = new TextDecoder().decode(bytes);
    if (/^application\/x-www-form-urlencoded\b/i.test(type) && urlEncodedValues(text) > maxValues(form))
      return { files: [] };
    return { entry: handlerFieldsDropped(form, parseEntry(form, text, type)), files: [] };
  }
  const boundary = multipartBoundary(type);
  const parts = boundary ? multipartParts(bytes, boundary, maxValues(form)) : undefined;
  if (!parts) return { files: [] };
  const text = new TextDecoder();
  const fields = parts.flatMap((p): [string, string][] =>
    p.filename === undefined ? [[p.name, text.decode(p.body)]] : [],
  );
  const entry = handlerFieldsDropped(form, fieldsEntry(form, fields));
  const files = WITH_PHOTOS.has(form)
    ? parts.flatMap((p) => (p.name === PHOTOS_FIELD && p.filename !== undefined ? [p.body] : []))
    : [];
  return { entry, files };
}

/** The entry without the fields the handler sets (HANDLER_FIELDS: the photos kept, the reference, the language). */
function handlerFieldsDropped(form: FormName, entry: Record<string, unknown> | undefined) {
  if (entry) for (const field of HANDLER_FIELDS[form] ?? []) delete entry[field];
  return entry;
}

/**
 * Keeps the photos: their keys once stored, with how many the photo budget dropped; none when no store is configured
 * (the request itself still counts more than its photos); undefined when a photo is refused. Throws when the store
 * fails, which answers 503.
 */
export async function keepPhotos(
  files: Uint8Array<ArrayBuffer>[],
  store: PhotoStore | undefined,
  o: PhotoBudgetDeps & { maxBytes: number },
): Promise<StoredPhotos | undefined> {
  const accepted = await acceptPhotos(files, o.maxBytes);
  if (!accepted) return undefined;
  if (!store) {
    if (accepted.length) console.error('Quote photos dropped: no photo store is configured (PHOTOS on Cloudflare).');
    return { keys: [], dropped: 0, kept: [] };
  }
  const kept = await storePhotos(store, accepted, o);
  if (kept.dropped)
    console.error(
      `Quote photos dropped: ${kept.dropped} past the photo budget (${kept.droppedFor}, src/lib/photos/photo-budget.ts).`,
    );
  return kept;
}

export const photosRefused = (words: Messages['forms'], maxBytes: number) =>
  words.badPhotos.replace('{count}', String(MAX_PHOTOS)).replace('{size}', megabytes(maxBytes));

/** A quote post over the host's limit: the photos' limit and what to do (data/messages.yaml forms.photosTooLarge). */
export const photosTooLarge = (words: Messages['forms'], maxBytes: number) =>
  words.photosTooLarge.replace('{count}', String(MAX_PHOTOS)).replace('{size}', megabytes(maxBytes));

const megabytes = (bytes: number) => String(Math.floor((bytes / 1024 / 1024) * 10) / 10);

/** GET …/photos/<key>?expires=…&sig=…: the photo for a valid signed link, 403 otherwise; undefined for other paths. */
export async function servePhoto(
  c: Context,
  store: PhotoStore | undefined,
  secret: string | undefined,
  now: number,
): Promise<Response | undefined> {
  const key = /\/photos\/([^/]+)$/.exec(c.req.path)?.[1];
  if (!key) return undefined;
  const headers = {
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Referrer-Policy': 'no-referrer',
  };
  if (!secret || !store || !(await verifyPhoto(secret, key, c.req.query('expires'), c.req.query('sig'), now)))
    return c.body(null, 403, headers);
  const photo = await store.get(key);
  if (!photo) return c.body(null, 404, headers);
  return c.body(photo.bytes.slice().buffer, 200, {
    ...headers,
    'Content-Type': photo.type,
    'Content-Disposition': 'inline',
  });
}

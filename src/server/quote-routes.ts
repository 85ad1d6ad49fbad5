/**
 * What the quote request adds to the form handler (./forms-app.ts): a larger body for its photos, the multipart post
 * a form with a file field sends (with or without JavaScript), the photos kept (./quote-photos.ts), and the photos
 * served back to the owner at /api/photos/<key> for a signed, unexpired link only (src/lib/signed-link.ts).
 */
import type { Context } from 'hono';
import type { Messages } from '../content/types.ts';
import { type FormName, fieldsEntry, MAX_BODY_BYTES, PHOTOS_FIELD, parseEntry } from '../lib/form-entries.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_QUOTE_BODY_BYTES } from '../lib/quote-form.ts';
import { verifyPhoto } from '../lib/signed-link.ts';
import type { PhotoStore } from './photo-store.ts';
import { acceptPhotos, storePhotos } from './quote-photos.ts';

/** The forms that take photos, by the last segment of their path. */
const WITH_PHOTOS = new Set<string>(['quote']);
const lastSegment = (path: string) => path.split('/').pop() ?? '';

export const bodyLimitFor = (path: string) =>
  WITH_PHOTOS.has(lastSegment(path)) ? MAX_QUOTE_BODY_BYTES : MAX_BODY_BYTES;

/**
 * The entry the schema checks and the files sent with it. A multipart post (the quote form) gives its text fields as
 * a URL-encoded post would and its photos apart; the photo field's value is never the visitor's to set.
 */
export async function readEntry(
  form: FormName,
  request: Request,
): Promise<{ entry?: Record<string, unknown>; files: Blob[] }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    const entry = parseEntry(form, await request.text(), type);
    if (entry && WITH_PHOTOS.has(form)) delete entry[PHOTOS_FIELD];
    return { entry, files: [] };
  }
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return { files: [] };
  }
  const entry = fieldsEntry(form, data);
  delete entry[PHOTOS_FIELD];
  const files = WITH_PHOTOS.has(form) ? data.getAll(PHOTOS_FIELD).filter((v): v is File => typeof v !== 'string') : [];
  return { entry, files };
}

/**
 * Keeps the photos: their keys once stored, [] when no store is configured (the request itself still counts more
 * than its photos), undefined when a photo is refused. Throws when the store fails, which answers 503.
 */
export async function keepPhotos(files: Blob[], store: PhotoStore | undefined): Promise<string[] | undefined> {
  const accepted = await acceptPhotos(files);
  if (!accepted) return undefined;
  if (!store) {
    if (accepted.length) console.error('Quote photos dropped: no photo store is configured (PHOTOS on Cloudflare).');
    return [];
  }
  return storePhotos(store, accepted);
}

export const photosRefused = (words: Messages['forms']) =>
  words.badPhotos.replace('{count}', String(MAX_PHOTOS)).replace('{size}', String(MAX_PHOTO_BYTES / 1024 / 1024));

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

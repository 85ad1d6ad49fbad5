/**
 * One post to a form, from its body to its stored entry (./forms-app.ts runs it once the post passed the origin check
 * and the rate limit): the body read within its limit (413 past it, however it is sent), its text made plain text
 * (control characters and HTML dropped: src/lib/forms/plain-text.ts), 422 with the fields to fix
 * when the schema refuses it, the same success without storing anything when the same post came within
 * DUPLICATE_WINDOW_MS (a double tap is one lead, with one reference), 409 saying which rule refused the arrival window
 * asked for and naming the next free one (./windows/window-answer.ts), the photos kept within the host's limit and the photo
 * budget, and 503 when the store cannot write.
 */
import type { Context } from 'hono';
import { services } from '../content/content.ts';
import { applications, newsletter, quote } from '../content/form-validators.ts';
import { phoneKey } from '../lib/booking/phone-key.ts';
import {
  type FormName,
  fieldsToFix,
  LOCALE_FIELD,
  MULTILINE_FIELDS,
  PHOTOS_DROPPED_FIELD,
  PHOTOS_DROPPED_FOR_FIELD,
  PHOTOS_FIELD,
  REFERENCE_FIELD,
} from '../lib/forms/form-entries.ts';
import { plainText } from '../lib/forms/plain-text.ts';
import { DUPLICATE_WINDOW_MS, postFingerprint } from '../lib/forms/post-fingerprint.ts';
import type { PhotoBudget } from '../lib/photos/photo-budget.ts';
import { jobFits, serviceOfJob } from '../lib/prices/price-guide.ts';
import { quoteReference } from '../lib/quote/quote-reference.ts';
import { checkText, localeOf, refuse, reply, wordsFor } from './form-reply.ts';
import type { PhotoStore } from './photos/photo-store.ts';
import { removePhotos, type StoredPhotos } from './photos/quote-photos.ts';
import { keepPhotos, photosRefused, photosTooLarge, postLimit, postsPhotos, readEntry } from './quote/quote-routes.ts';
import type { FormStore } from './stores/store.ts';
import type { OfferedWindows } from './windows/availability-app.ts';
import { refusalOf, windowRefused } from './windows/window-answer.ts';

/** Each form's JSON Schema, compiled by codegen (schemas/forms/). */
const VALIDATORS = { applications, newsletter, quote };

export interface PostDeps {
  db: FormStore;
  photos: PhotoStore | undefined;
  /** The most a quote post with photos may be on this host (src/lib/quote/quote-form.ts). */
  maxQuoteBytes: number;
  photoBudget: PhotoBudget;
  now: number;
  /** The client's hashed address, the same for its double taps. */
  client: () => Promise<string>;
  /** The arrival windows still offered (./windows/availability-app.ts): a quote request's `window` must be one of them. */
  offered?: OfferedWindows;
}

/** The entry's text as plain text (src/lib/forms/plain-text.ts), before the schema checks what is left of it. */
const plainEntry = (name: FormName, entry: Record<string, unknown>) => {
  const plain = (v: unknown, lines: boolean): unknown =>
    typeof v === 'string' ? plainText(v, { lines }) : Array.isArray(v) ? v.map((item) => plain(item, false)) : v;
  return Object.fromEntries(
    Object.entries(entry).map(([k, v]) => [k, plain(v, MULTILINE_FIELDS[name]?.includes(k) ?? false)]),
  );
};

/** The answer to a post whose body is over its limit: the photos' limit for a post with photos, else the text's. */
export const tooLarge = (c: Context, maxQuoteBytes: number) =>
  postsPhotos(c.req.path, c.req.header('content-type') ?? '')
    ? reply(c, 413, photosTooLarge(wordsFor(c), maxQuoteBytes), [PHOTOS_FIELD])
    : refuse(c, 413);

/** The 413 a post's Content-Length earns before anything else is done, or undefined. */
export const announcedTooLarge = (c: Context, maxQuoteBytes: number) =>
  Number(c.req.header('content-length') ?? 0) > postLimit(c.req.path, c.req.header('content-type') ?? '', maxQuoteBytes)
    ? tooLarge(c, maxQuoteBytes)
    : undefined;

/**
 * The entry taken, `fresh` when this post stored it (false for a double tap, stored already: answered alike, with the
 * same reference), or the answer when there is nothing to take (a refusal).
 */
export async function takePost(
  c: Context,
  name: FormName,
  d: PostDeps,
): Promise<{ entry: Record<string, unknown>; fresh: boolean } | Response> {
  const max = postLimit(c.req.path, c.req.header('content-type') ?? '', d.maxQuoteBytes);
  const { entry: typed, files, tooLarge: over } = await readEntry(name, c.req.raw, max);
  if (over) return tooLarge(c, d.maxQuoteBytes);
  const entry = typed && plainEntry(name, typed);
  const validate = VALIDATORS[name];
  if (!entry || !validate(entry)) {
    const fields = entry ? fieldsToFix(validate.errors) : [];
    return reply(c, 422, checkText(c, name, fields), fields);
  }
  // A job chosen without its service (/quote lists every service's jobs) brings its service along.
  if (name === 'quote' && !entry.service && entry.job) entry.service = serviceOfJob(services, entry.job) ?? '';
  // A job names one of its service's price-guide jobs: the schema cannot say which service a job belongs to.
  if (name === 'quote' && !jobFits(services, entry.service, entry.job))
    return reply(c, 422, checkText(c, name, ['job']), ['job']);
  let fingerprint: string | undefined;
  // Photos are kept before the window's place is taken (the place is taken with the insert, which names them): a
  // request that then loses its window, or cannot be stored, removes them again.
  let kept: StoredPhotos | undefined;
  const unkeep = () => (kept ? removePhotos(d.photos, kept, d.db.photoLedger) : undefined);
  try {
    if (d.db.ledger) fingerprint = await postFingerprint(await d.client(), name, entry, files);
    if (name === 'quote') {
      // Set after the fingerprint, which is of the visitor's own fields; the same post gets the same reference.
      entry[REFERENCE_FIELD] = await quoteReference(fingerprint);
      entry[LOCALE_FIELD] = localeOf(c);
    }
    if (fingerprint && !(await d.db.ledger?.claimPost(fingerprint, d.now, DUPLICATE_WINDOW_MS)))
      return { entry, fresh: false };
    const asked = name === 'quote' && typeof entry.window === 'string' && entry.window ? entry.window : undefined;
    const offered = asked && d.offered ? await d.offered(d.db, d.now) : undefined;
    if (asked && offered && !offered.some((w) => w.start === asked)) {
      if (fingerprint) await d.db.ledger?.releasePost(fingerprint);
      return windowRefused(c, { windows: offered, asked, rule: await refusalOf(d.db, d.now, asked), entry });
    }
    if (files.length) {
      kept = await keepPhotos(files, d.photos, {
        maxBytes: d.maxQuoteBytes,
        ledger: d.db.photoLedger,
        limits: d.photoBudget,
        now: d.now,
        client: await d.client(),
      });
      if (!kept) {
        if (fingerprint) await d.db.ledger?.releasePost(fingerprint);
        return reply(c, 422, photosRefused(wordsFor(c), d.maxQuoteBytes), [PHOTOS_FIELD]);
      }
      if (kept.keys.length) entry[PHOTOS_FIELD] = kept.keys;
      if (kept.dropped) {
        entry[PHOTOS_DROPPED_FIELD] = kept.dropped;
        entry[PHOTOS_DROPPED_FOR_FIELD] = kept.droppedFor;
      }
    }
    const at = new Date(d.now).toISOString();
    if (asked && d.db.windows) {
      // The window's place is taken with the insert, so two posts racing for the last place cannot both have it; the
      // phone's and the client's earlier requests let their windows go (one open hold each).
      const holder = { phone: phoneKey(entry.phone), client: await d.client() };
      if (!(await d.db.windows.insertInWindow(entry, at, holder))) {
        if (fingerprint) await d.db.ledger?.releasePost(fingerprint);
        await unkeep();
        // Another request took the window's or its day's last place meanwhile.
        const windows = (await d.offered?.(d.db, d.now)) ?? [];
        return windowRefused(c, { windows, asked, rule: await refusalOf(d.db, d.now, asked), entry });
      }
    } else await d.db.insert(name, entry, at);
    return { entry, fresh: true };
  } catch (error) {
    console.error('Form store:', error);
    if (fingerprint) await d.db.ledger?.releasePost(fingerprint).catch(() => undefined);
    await unkeep()?.catch(() => undefined);
    return refuse(c, 503);
  }
}

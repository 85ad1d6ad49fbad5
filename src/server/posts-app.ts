/**
 * A POST to /api/<form>, the sub-app of the form handler's /api that takes the forms (./forms-app.ts mounts it last
 * with `app.route`). In order: 413 over the size limit (counted as it is read: ./form-post.ts, ./read-body.ts), 403
 * from another site (Hono's csrf), 429 over the client's rate limit (counted in the store), 422 with the fields to fix,
 * 503 when the store cannot write, and 201 once the row is committed (the same form sent again within minutes gets the
 * same 201). POST /api/windows answers the free windows (./windows/window-answer.ts). The owner's webhook and e-mail
 * and the count of the send go out after the answer.
 */
import { type Context, Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { FORMS, isFormName, REFERENCE_FIELD } from '../lib/forms/form-entries.ts';
import type { PhotoBudget } from '../lib/photos/photo-budget.ts';
import type { ApiDeps } from './api-deps.ts';
import { announcedTooLarge, takePost } from './form-post.ts';
import { refuse, reply, wantsJson, wordsFor } from './form-reply.ts';
import type { PhotoStore } from './photos/photo-store.ts';
import { quoteStored } from './quote/quote-answer.ts';
import type { FormStore } from './stores/store.ts';
import type { OfferedWindows } from './windows/availability-app.ts';
import { WINDOWS_PAGE, windowsAsked } from './windows/window-answer.ts';

export interface PostsOptions {
  /** Posts one client may send to one form per window (FORMS_RATE_LIMIT). */
  rateLimit: number;
  photos: () => PhotoStore | undefined;
  /** The most a quote post with photos may be, as the host allows. */
  maxQuoteBytes: number;
  photoBudget: PhotoBudget;
  offered: OfferedWindows;
  /** Counts the send of a form once its entry is stored (./counts/events-app.ts formSends). */
  countSend: (c: Context, form: string, page: unknown, o: { start: boolean; window: boolean }) => Promise<unknown>;
  /** The owner's notices of the stored entries (./mail/owner-notices.ts). */
  notifyOwner: (db: FormStore) => Promise<unknown>[];
}

/** POST /<form>, mounted at /api: the form's name is the path's last segment (Netlify's rewrite keeps it last too). */
export function postsApp(o: PostsOptions, deps: ApiDeps) {
  // A length announced over the limit is refused before anything else; a body sent without one is capped as it is read.
  const limit = async (c: Context, next: () => Promise<void>) => announcedTooLarge(c, o.maxQuoteBytes) ?? next();
  return new Hono().post('*', limit, csrf(), async (c) => {
    const name = c.req.path.split('/').pop() ?? '';
    if (!isFormName(name) && name !== WINDOWS_PAGE) return reply(c, 404, wordsFor(c).noSuchForm);
    let db: FormStore;
    try {
      db = await deps.openStore();
      if (await deps.overLimit(c, name, o.rateLimit)) return refuse(c, 429);
    } catch (error) {
      console.error('Form store:', error);
      return refuse(c, 503);
    }
    const now = deps.now();
    if (!isFormName(name)) return windowsAsked(c, { db, offered: o.offered, now });
    const taken = await takePost(c, name, {
      db,
      photos: o.photos(),
      maxQuoteBytes: o.maxQuoteBytes,
      photoBudget: o.photoBudget,
      now,
      client: () => deps.client(c),
      offered: o.offered,
    });
    if (taken instanceof Response) return taken;
    const { entry, fresh } = taken;
    const message = wordsFor(c)[FORMS[name].ok];
    const answer = () =>
      typeof entry[REFERENCE_FIELD] === 'string'
        ? quoteStored(c, message, entry[REFERENCE_FIELD], entry.window)
        : reply(c, 201, message);
    if (!fresh) return answer();
    // A plain post had no script to count its start: the send stands for it, on the page the visitor came from.
    deps.inBackground(o.countSend(c, name, entry.page, { start: !wantsJson(c), window: Boolean(entry.window) }));
    for (const run of o.notifyOwner(db)) deps.inBackground(run);
    return answer();
  });
}

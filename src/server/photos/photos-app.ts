/** GET /api/photos/<key>?expires=…&sig=…, mounted at /api/photos: a quote's photo, for the owner's signed links only. */
import { Hono } from 'hono';
import type { ApiDeps } from '../api-deps.ts';
import { servePhoto } from '../quote/quote-routes.ts';
import type { PhotoStore } from './photo-store.ts';

export interface PhotosOptions {
  photos: () => PhotoStore | undefined;
  /** LINK_SECRET, which signs the e-mails' links; without it no photo is served. */
  linkSecret?: string;
}

export const photosApp = (o: PhotosOptions, deps: Pick<ApiDeps, 'now'>) =>
  new Hono().get('/:key', async (c, next) => (await servePhoto(c, o.photos(), o.linkSecret, deps.now())) ?? next());

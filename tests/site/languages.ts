import { routes, site } from '../content.ts';
import { all, headOf } from './html.ts';

/** Shared by the built Spanish site's tests (languages*.test.ts): the routes by address, and absolute addresses. */

export const abs = (url: string) => (url === '/' ? `${site.baseUrl}/` : `${site.baseUrl}${url}`);
export const byUrl = new Map(routes.map((r) => [r.url, r]));
export const spanish = routes.filter((r) => r.locale === 'es');
export const alternatesIn = (h: string) =>
  Object.fromEntries(
    all(headOf(h), /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g).map((lang, i) => [
      lang,
      all(headOf(h), /<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)[i],
    ]),
  );

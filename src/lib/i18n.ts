/**
 * The page's language at render time: its content, its words and its links. The data hooks read the language from
 * pageContext (src/pages/+onBeforeRoute.ts sets it from the address); components use the hooks of
 * src/components/i18n.ts, which read the same functions.
 */

import * as en from '../../generated/content.ts';
import * as es from '../../generated/content-es.ts';
import { messages } from '../../generated/messages.ts';
import { site as siteEs } from '../../generated/site-es.ts';
import type { Messages, Site } from '../../generated/types.ts';
import { fixedRoutes } from './content.ts';
import { type Locale, localeOfPath } from './locale.ts';
import { href, type Route } from './routes.ts';
import { site } from './site.ts';

export type Content = typeof en;

/**
 * The bundled content in a language. A page exists in Spanish only where its data is translated (src/lib/routes.ts),
 * so a Spanish page finds its own record here; a record without translation is undefined.
 */
export const contentFor = (locale: Locale): Content => (locale === 'es' ? (es as unknown as Content) : en);

/** The bundled content in the language of the page being rendered. */
export const pageContent = (pageContext: { locale?: Locale }): Content => contentFor(localeOf(pageContext));

export const siteFor = (locale: Locale): Site => (locale === 'es' && siteEs ? siteEs : site);

export const messagesFor = (locale: Locale): Messages => messages[locale] ?? messages.en;

/** The path a visitor asked for (not the English page that renders it), without a trailing slash. */
export function pathOf(pageContext: { urlOriginal: string }): string {
  const path = decodeURI(new URL(pageContext.urlOriginal, 'http://localhost').pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export const localeOf = (pageContext: { locale?: Locale }): Locale => pageContext.locale ?? 'en';

const byUrl = new Map(fixedRoutes.map((r) => [r.url, r]));
/** English address -> the page in each language (the bundled routes; city pages carry their own). */
const byLogical = new Map(fixedRoutes.filter((r) => r.locale === 'en').map((r) => [r.url, r]));

/** A page's address in each language, by its English address (the bundled pages: the indexes, not the cities). */
export const alternatesOf = (english: string): Route['alternates'] | undefined => byLogical.get(english)?.alternates;

/** The route of a bundled page by the address a visitor asked for. */
export const routeAt = (path: string): Route | undefined => byUrl.get(path);

/**
 * The English address whose template renders a translated address: the route list's, or for a city page
 * (`/es/areas-de-servicio/hialeah-fl`) the English city's. An unknown address keeps its path: Vike answers 404.
 */
export function logicalUrl(path: string): string {
  const known = byUrl.get(path);
  if (known) return known.logical;
  const areas = byLogical.get(href.serviceAreas)?.alternates[localeOfPath(path)];
  if (areas && path.startsWith(`${areas}/`)) return `${href.serviceAreas}/${path.slice(areas.length + 1)}`;
  return path;
}

/**
 * A link from a page in `locale` to an English address: the same page in that language when it has one (the home
 * page's sections too: /#services -> /es#services), else the English page.
 */
export function localize(url: string, locale: Locale): string {
  if (locale === 'en' || !url.startsWith('/')) return url;
  const [path, hash] = url.split('#');
  const to = byLogical.get(path || '/')?.alternates[locale];
  return to ? `${to}${hash === undefined ? '' : `#${hash}`}` : url;
}

/** A page of this site (a bundled one, or a city's), not a file such as an image. */
const isPage = (path: string) => byUrl.has(path || '/') || path.startsWith(`${href.serviceAreas}/`);

/**
 * The same for the links of HTML written from Markdown (a post, the legal pages): each path on this site, and a link
 * that stays on a page in another language says so, as src/components/PageLink.tsx does.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const marker = messagesFor(locale).chrome.otherLanguage;
  return html.replace(/<a href="(\/[^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (_, url: string, attrs: string, inner: string) => {
    const to = localize(url, locale);
    const path = to.split(/[#?]/)[0];
    const lang = localeOfPath(path);
    if (lang === locale || !isPage(path)) return `<a href="${to}"${attrs}>${inner}</a>`;
    return `<a href="${to}" hreflang="${lang}"${attrs}>${inner} <span>${marker}</span></a>`;
  });
}

export { fill } from './fill.ts';

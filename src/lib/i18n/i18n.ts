/**
 * The page's language at render time: its content, its words and its links. The data hooks read the language from
 * pageContext (src/pages/+onBeforeRoute.ts sets it from the address); components use the hooks of
 * src/components/i18n.ts, which read the same functions.
 */

import * as en from '../../content/content.ts';
import { messages } from '../../content/messages.ts';
import { translations } from '../../content/translations.ts';
import type { Messages, Site } from '../../content/types.ts';
import { fixedRoutes } from '../content.ts';
import { site } from '../page/site.ts';
import { href, type Route } from '../routing/routes.ts';
import { DEFAULT_LOCALE, type Locale, localeOfPath } from './locale.ts';

export type Content = typeof en;

/** Each translation's bundled content by code; the default language's is `en`. */
const TRANSLATED = translations as unknown as Partial<Record<Locale, Content>>;

/**
 * The bundled content in a language. A page exists in a translation only where its data is translated
 * (src/lib/routing/routes.ts), so a translated page finds its own record here; a record without translation is undefined.
 */
export const contentFor = (locale: Locale): Content => TRANSLATED[locale] ?? en;

/** The bundled content in the language of the page being rendered. */
export const pageContent = (pageContext: { locale?: Locale }): Content => contentFor(localeOf(pageContext));

export const siteFor = (locale: Locale): Site => TRANSLATED[locale]?.site ?? site;

export const messagesFor = (locale: Locale): Messages => messages[locale] ?? messages.en;

/** The path a visitor asked for (not the English page that renders it), without a trailing slash. */
export function pathOf(pageContext: { urlOriginal: string }): string {
  const path = decodeURI(new URL(pageContext.urlOriginal, 'http://localhost').pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export const localeOf = (pageContext: { locale?: Locale }): Locale => pageContext.locale ?? DEFAULT_LOCALE;

const byUrl = new Map(fixedRoutes.map((r) => [r.url, r]));
/** English address -> the page in each language (the bundled routes; city pages carry their own). */
const byLogical = new Map(fixedRoutes.filter((r) => r.locale === 'en').map((r) => [r.url, r]));

/** A page's address in each language, by its English address (the bundled pages: the indexes, not the cities). */
export const alternatesOf = (english: string): Route['alternates'] | undefined => byLogical.get(english)?.alternates;

/** The route of a bundled page by the address a visitor asked for. */
export const routeAt = (path: string): Route | undefined => byUrl.get(path);

/**
 * The English address whose template renders a translated address: the route list's, or for a city page
 * (`/es/areas-de-servicio/hialeah-fl`) or a city's quote page the English one's. An unknown address keeps its path: Vike answers 404.
 */
export function logicalUrl(path: string): string {
  const known = byUrl.get(path);
  if (known) return known.logical;
  // A city's page or its quote page (/es/cotizacion/hialeah-fl): their routes are in the cities' files, not bundled.
  for (const section of [href.serviceAreas, href.quote]) {
    const there = byLogical.get(section)?.alternates[localeOfPath(path)];
    if (there && path.startsWith(`${there}/`)) return `${section}/${path.slice(there.length + 1)}`;
  }
  return path;
}

/**
 * The one way a page links inside the site (the data hooks call it; templates use src/components/Link.tsx, which
 * does): an English address becomes the same page in `locale` when it has one (the home page's sections and reloads
 * too: /#services -> /es#services, /?faq#faq -> /es?faq#faq), else it stays the English page.
 */
export function localize(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !url.startsWith('/')) return url;
  const path = /^[^?#]*/.exec(url)![0];
  const to = byLogical.get(path || '/')?.alternates[locale];
  return to ? `${to}${url.slice(path.length)}` : url;
}

/** A page of this site (a bundled one, or a city's), not a file such as an image. */
const isPage = (path: string) => byUrl.has(path || '/') || path.startsWith(`${href.serviceAreas}/`);

/**
 * Where a link from a page in `locale` leads: `href` localized, and `hreflang` when it is a page of this site in
 * another language (a Spanish page's link to a city without Spanish), which the link then says in words
 * (chrome.otherLanguage of the page's messages: "(en inglés)") so no visitor is dropped into English unawares.
 */
export function linkTarget(url: string, locale: Locale): { href: string; hreflang?: Locale } {
  const to = localize(url, locale);
  if (!to.startsWith('/')) return { href: to };
  const path = /^[^?#]*/.exec(to)![0];
  const lang = localeOfPath(path);
  return lang === locale || !isPage(path) ? { href: to } : { href: to, hreflang: lang };
}

/** The same for the links of HTML written from Markdown (a post, the legal pages). */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  const marker = messagesFor(locale).chrome.otherLanguage;
  return html.replace(/<a href="(\/[^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (_, url: string, attrs: string, inner: string) => {
    const to = linkTarget(url, locale);
    if (!to.hreflang) return `<a href="${to.href}"${attrs}>${inner}</a>`;
    return `<a href="${to.href}" hreflang="${to.hreflang}"${attrs}>${inner} <span>${marker}</span></a>`;
  });
}

export { fill } from './fill.ts';

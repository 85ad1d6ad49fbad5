import { type Locale, languageOf, rootOf } from '../i18n/locale.ts';
import { CATEGORY_SEGMENT, href, PROJECT_NOT_FOUND_URL } from './hrefs.ts';
import { PAGE_KINDS, type PageKind } from './page-kinds.ts';
import type { Route, RouteKind, RouteSources, TranslatablePage, TranslationSources } from './route-types.ts';

/**
 * A translation's pages (Spanish: es), under the prefix and with the words of its row of data/languages.json: a
 * translated page of one kind (a row of PAGE_KINDS with `translatedBy`) at /es/{slugEs} (or its English segment), a service at /es/{services word}/{slugEs}, a post at
 * {its blog}/{slugEs}, a city at {its service areas}/{city-slug}, a project at {its portfolio}/{slugEs} and a category
 * at {its portfolio}/{segment}/{slugEs}. A post, a city, a project or a category needs its index page in the
 * language, and every page needs the home page in it (the header and footer lead there).
 */
export function translatedRoutes(
  src: RouteSources,
  locale: Locale,
  es: TranslationSources,
  english: Map<string, Route>,
): Route[] {
  if (!('home' in es.pages)) return [];
  const root = rootOf(locale);
  const services = languageOf(locale).paths.services;
  const routes: Route[] = [];
  const add = (url: string, englishUrl: string, canonical = url) => {
    const en = english.get(englishUrl)!;
    // The same page in another language: its own canonical (a filtered view's: its list's), the same kind, record and date.
    routes.push({ ...en, url, canonical, locale, logical: en.url, alternates: { en: en.url, [locale]: url } });
    return url;
  };
  const at: Partial<Record<TranslatablePage, string>> = {};
  for (const [kind, k] of Object.entries(PAGE_KINDS) as [RouteKind, PageKind][]) {
    // The portfolio's filter names the categories: without their Spanish, the portfolio stays English.
    if (!k.translatedBy || !(kind in es.pages) || (kind === 'portfolio' && !es.projectCategories)) continue;
    const page = kind as TranslatablePage;
    at[page] = add(page === 'home' ? root : `${root}/${es.pages[page] ?? k.path.slice(1)}`, k.path);
  }
  for (const s of src.services)
    if (es.services[s.slug]) add(`${root}/${services}/${es.services[s.slug]}`, href.service(s.slug));
  if (at.blog)
    for (const p of src.blogPosts) if (es.blogPosts[p.id]) add(`${at.blog}/${es.blogPosts[p.id]}`, href.blogPost(p.id));
  const categories = es.projectCategories;
  if (at.portfolio && categories) {
    const segment = `${at.portfolio}/${categories.segment ?? CATEGORY_SEGMENT}`;
    for (const { slug } of src.projectCategories.categories) {
      const es = categories.slugs[slug];
      if (es) add(`${segment}/${es}`, href.portfolioCategory(slug), at.portfolio);
    }
    for (const p of src.projects)
      if (es.projects?.[p.id]) add(`${at.portfolio}/${es.projects[p.id]}`, href.project(p.id));
    if (es.projectNotFound) add(`${at.portfolio}/404`, PROJECT_NOT_FOUND_URL, at.portfolio);
  }
  if (at['service-areas']) {
    const translated = new Set(es.cities);
    for (const c of src.cities)
      if (translated.has(c.citySlug)) add(`${at['service-areas']}/${c.citySlug}`, href.city(c.citySlug));
  }
  return routes;
}

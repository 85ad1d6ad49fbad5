// The shapes of the route list, apart from routes.ts so that translated-routes.ts can read them without a circle.
import type { BlogPost, City, Project, ProjectCategories, Service } from '../../content/types.ts';
import type { Locale } from '../i18n/locale.ts';
import type { RouteKind, TranslatablePage } from './page-kinds.ts';

// The kinds of page are the rows of PAGE_KINDS (page-kinds.ts).
export type { RouteKind, TranslatablePage } from './page-kinds.ts';

export interface Route {
  /** Path without trailing slash (the site's one URL policy), "/" for home. */
  url: string;
  kind: RouteKind;
  /** The record the page shows: a city slug, service slug, project id or blog post id. */
  id?: string;
  /** false for near-duplicates (plain city pages) and the fallback: left out of the sitemap. */
  indexable: boolean;
  /** The URL search engines should index instead, when it is another page's. */
  canonical: string;
  /** YYYY-MM-DD, for the sitemap. */
  lastmod?: string;
  locale: Locale;
  /** The English address of the same page: the template that renders it (Vike's urlLogical for a translation). */
  logical: string;
  /** The page's address in each language it exists in, itself included: hreflang, the sitemap, the language switch. */
  alternates: Record<Locale, string>;
  /** A city's or a service's page: its own quote page, which carries the city or the service (src/lib/routing/quote-pages.ts). */
  quote?: string;
  /** A quote page of a city or a service: the page it carries them from, in its language (the form's hidden `page`). */
  from?: string;
}

export interface RouteSources {
  cities: Pick<City, 'citySlug' | 'plainPage' | 'lastUpdated'>[];
  services: Pick<Service, 'slug'>[];
  projects: Pick<Project, 'id' | 'completedDate'>[];
  projectCategories: { categories: Pick<ProjectCategories['categories'][number], 'slug'>[] };
  blogPosts: Pick<BlogPost, 'id' | 'date'>[];
  /** Each translation's pages, by language (codegen reads them from the `.<code>.yaml` files); none: English only. */
  translations?: Record<Locale, TranslationSources>;
}

/**
 * What has a page in a translation. `pages`: each translated page of one kind and its slug (`slugEs` in Spanish;
 * undefined: the English segment, as /es/blog). `services` and `blogPosts`: the English id and its slug. `cities`:
 * the slugs of the cities with an intro in the language (a city keeps its slug: hialeah-fl is a name).
 */
export interface TranslationSources {
  pages: Partial<Record<TranslatablePage, string | undefined>>;
  services: Record<string, string>;
  blogPosts: Record<string, string>;
  cities: string[];
  /** The projects' English ids and their `slugEs`. */
  projects?: Record<string, string>;
  /**
   * The portfolio's categories: `segment` of their addresses (undefined: the English one) and each category's
   * `slugEs`. Undefined without their translation, and then there is no Spanish portfolio (its filter names them).
   */
  projectCategories?: { segment?: string; slugs: Record<string, string> };
  /** Whether the page an unknown project address answers with is translated: then it is {Spanish portfolio}/404. */
  projectNotFound?: boolean;
}

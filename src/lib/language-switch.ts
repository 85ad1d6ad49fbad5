import { LOCALES, type Locale, rootOf } from './locale.ts';
import { href, type Route, type RouteKind } from './routes.ts';

/**
 * The page that stands for a kind of page's section, by its English address: where the switch leads when the page
 * itself has no version in the other language (a city without Spanish: the Spanish list of service areas).
 */
const SECTION: Partial<Record<RouteKind, string>> = {
  city: href.serviceAreas,
  'plain-city': href.serviceAreas,
  'city-fallback': href.serviceAreas,
  'quote-city': href.quote,
  'quote-service': href.quote,
  'quote-sent': href.quote,
  project: href.portfolio,
  'portfolio-category': href.portfolio,
  'project-not-found': href.portfolio,
  'blog-post': href.blog,
  service: href.homeSection('services'),
};

type Alternates = Route['alternates'];

/** Each language's home page. */
export const HOME: Record<Locale, string> = Object.fromEntries(LOCALES.map((l) => [l, rootOf(l)]));

/** The other languages of a page, in the table's order: the switch offers each. */
export const otherLocales = (locale: Locale): Locale[] => LOCALES.filter((l) => l !== locale);

/**
 * Where the header's language switch leads from `route`: the same page in language `to`, else the nearest page of its
 * section in that language, else that language's home. `alternatesOf` gives a page's versions by its English address.
 */
export function switchTarget(
  route: Pick<Route, 'kind' | 'alternates'>,
  to: Locale,
  alternatesOf: (english: string) => Alternates | undefined,
): string {
  const same = route.alternates[to];
  if (same) return same;
  const section = SECTION[route.kind];
  const [path, hash] = section?.split('#') ?? [];
  const there = path === undefined ? undefined : alternatesOf(path || href.home)?.[to];
  if (there) return hash === undefined ? there : `${there}#${hash}`;
  return HOME[to];
}

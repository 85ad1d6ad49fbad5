import { LOCALES, type Locale, rootOf } from '../i18n/locale.ts';
import { pageKind, type RouteKind } from './page-kinds.ts';
import type { Route } from './routes.ts';

type Alternates = Route['alternates'];

/** Each language's home page. */
export const HOME: Record<Locale, string> = Object.fromEntries(LOCALES.map((l) => [l, rootOf(l)]));

/** The other languages of a page, in the table's order: the switch offers each. */
export const otherLocales = (locale: Locale): Locale[] => LOCALES.filter((l) => l !== locale);

/**
 * Where the header's language switch leads from `route`: the same page in language `to`, else the nearest page of its
 * section in that language (its kind's `section` in PAGE_KINDS), else that language's home. `alternatesOf` gives a page's versions by its English address.
 */
export function switchTarget(
  route: Pick<Route, 'kind' | 'alternates'>,
  to: Locale,
  alternatesOf: (english: string) => Alternates | undefined,
): string {
  const same = route.alternates[to];
  if (same) return same;
  const section = sectionOf(route.kind);
  const there = section && alternatesOf(section.path)?.[to];
  if (there) return section.hash === undefined ? there : `${there}#${section.hash}`;
  return HOME[to];
}

/**
 * The English address of the page that stands for a kind's section (its row's `section`): where the language switch
 * leads when a page has no version in the other language. Undefined for a kind without one.
 */
export function sectionOf(kind: RouteKind): { path: string; hash?: string } | undefined {
  const section = pageKind(kind).section;
  if (section === undefined) return undefined;
  const [of, hash] = section.split('#');
  const path = pageKind(of).path;
  if (path === undefined)
    throw new Error(
      `The section "${section}" of the kind "${kind}" in PAGE_KINDS (src/lib/routing/page-kinds.ts) is not a page of one: name a kind with a \`path\`.`,
    );
  return { path, hash };
}

import { LOCALES, type Locale, rootOf } from '../i18n/locale.ts';
import { sectionOf } from './page-kinds.ts';
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

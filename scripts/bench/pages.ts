import type { Route, RouteKind } from '../../src/lib/routes.ts';

/** The kinds of page the benchmark measures (issue #9), in the order the report lists them. */
export const MEASURED_KINDS: { kind: RouteKind; label: string }[] = [
  { kind: 'home', label: 'Home' },
  { kind: 'service', label: 'Service' },
  { kind: 'city', label: 'City' },
  { kind: 'service-areas', label: 'Service areas' },
  { kind: 'portfolio', label: 'Portfolio' },
  { kind: 'project', label: 'Project' },
  { kind: 'blog', label: 'Blog' },
  { kind: 'tech-recruitment', label: 'Tech recruiting' },
  { kind: 'quote', label: 'Quote' },
];

/**
 * The kinds whose screens need JavaScript by the specification: the city search (SPEC 2.8), the portfolio filter
 * and gallery (2.13, 2.14), the calculator and application form (2.15), the third-party quote form (2.12). Every
 * other page is held to no JavaScript at all.
 */
export const INTERACTIVE_KINDS: ReadonlySet<RouteKind> = new Set(['service-areas', 'portfolio', 'project', 'tech-recruitment', 'quote']);

export interface MeasuredPage {
  kind: RouteKind;
  label: string;
  url: string;
}

/** One page of each measured kind: the first route of that kind in the site's route list. */
export function pickPages(routes: Route[]): MeasuredPage[] {
  return MEASURED_KINDS.flatMap(({ kind, label }) => {
    const route = routes.find((r) => r.kind === kind);
    return route ? [{ kind, label, url: route.url }] : [];
  });
}

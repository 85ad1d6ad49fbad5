import type { Route, RouteKind } from '../../../src/lib/routing/routes.ts';

/** The kinds of page the benchmark measures, in the order the report lists them. */
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
 * The kinds with islands or a third-party embed: the city search, the gallery, the calculator and
 * application form, the quote form (its city and service pages too). Every other page is a content page, held to a smaller budget.
 */
export const INTERACTIVE_KINDS: ReadonlySet<RouteKind> = new Set([
  'service-areas',
  'project',
  'tech-recruitment',
  'quote',
  // A city's or a service's quote page is the quote page with a field filled in: the same form, the same script.
  'quote-city',
  'quote-service',
]);

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

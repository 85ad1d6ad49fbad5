import { fromPrice } from './price-guide.ts';

/**
 * The price a page's first screen quotes: the page's service's own starting price when it has one, otherwise the
 * site's, the lowest of all services. Both are read from the price guides (./price-guide.ts fromPrice: the cheapest
 * whole job), so the first screen never quotes a figure the tables do not show; with no priced job there is none.
 * `own` says which, so the page can say "from $75" for its service or "Repairs from $75" for the site.
 */
export function firstScreenPrice(
  services: readonly Parameters<typeof fromPrice>[0][],
  own?: number,
): { amount: number; own: boolean } | undefined {
  if (own !== undefined) return { amount: own, own: true };
  const prices = services.flatMap((s) => fromPrice(s) ?? []);
  return prices.length ? { amount: Math.min(...prices), own: false } : undefined;
}

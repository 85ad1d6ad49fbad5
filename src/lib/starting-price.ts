/**
 * The price a page's first screen quotes: the page's service's own `priceFrom` when it has one, otherwise the site's
 * starting price, the lowest `priceFrom` of all services (decision 23: no price is invented, so with no priced service
 * there is none). `own` says which, so the page can say "from $75" for its service or "Repairs from $75" for the site.
 */
export function firstScreenPrice(
  services: { priceFrom?: number }[],
  own?: number,
): { amount: number; own: boolean } | undefined {
  if (own !== undefined) return { amount: own, own: true };
  const prices = services.flatMap((s) => (s.priceFrom === undefined ? [] : [s.priceFrom]));
  return prices.length ? { amount: Math.min(...prices), own: false } : undefined;
}

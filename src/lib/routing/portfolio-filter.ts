/**
 * The portfolio filter: each category has a pre-rendered view of its own (`/portfolio/category/{slug}`,
 * src/lib/routing/routes.ts), so the filter is a row of links. No category means All Projects (`/portfolio`).
 */

/** The items of `category`, in their order; every item for All Projects (null). */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string | null): T[] {
  return category === null ? [...items] : items.filter((item) => item.category === category);
}

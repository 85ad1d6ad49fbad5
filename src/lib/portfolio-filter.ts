/**
 * The portfolio filter (SPEC 2.13): the selected category lives in the URL query (?category=kitchen-remodeling),
 * so a filtered view can be shared and survives the back button. No category means All Projects.
 */
export const CATEGORY_PARAM = 'category';

/** The category named in a URL query, or null (All Projects) when there is none or it is not one of `known`. */
export function categoryFromSearch(search: string, known: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return value !== null && known.includes(value) ? value : null;
}

/** The query for `category` (empty for All Projects), keeping any other parameters of `search`. */
export function searchForCategory(search: string, category: string | null): string {
  const params = new URLSearchParams(search);
  if (category === null) params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The items of `category`, in their order; every item for All Projects (null). */
export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string | null): T[] {
  return category === null ? [...items] : items.filter((item) => item.category === category);
}

// https://vike.dev/data
import { cities, counties, serviceAreas } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';

/** Palm Beach and Broward first (SPEC 2.8), then the other counties that have city pages. */
const FIRST = ['palm-beach', 'broward'];

export function data() {
  const order = (slug: string) => (FIRST.includes(slug) ? FIRST.indexOf(slug) : FIRST.length);
  return {
    head: pageHead('/service-areas', serviceAreas.metaTitle, serviceAreas.metaDescription),
    page: serviceAreas,
    counties: [...counties]
      .sort((a, b) => order(a.slug) - order(b.slug) || a.name.localeCompare(b.name))
      .map((county) => ({
        ...county,
        cities: cities.filter((c) => c.county === county.slug).map((c) => ({ name: c.cityName, slug: c.citySlug })).sort((a, b) => a.name.localeCompare(b.name)),
      })),
  };
}
export type Data = ReturnType<typeof data>;

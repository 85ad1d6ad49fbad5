// https://vike.dev/data
import { CITY_INDEX_PATH } from '../../lib/city-search.ts';
import { readCityDirectory, serviceAreas, site } from '../../lib/content.ts';
import { pageHead } from '../../lib/head.ts';
import { telHref } from '../../lib/site.ts';
import { href } from '../../lib/routes.ts';

/** The search's own counties, Palm Beach and Broward, come first; the other counties that have city pages follow them. */
const FIRST = ['palm-beach', 'broward'];

/** `search` is the props of the search island, written into the page as JSON: only what the box shows. */
export function data() {
  const { metaTitle, metaDescription, ogImage, search, ...page } = serviceAreas;
  const { counties, cities } = readCityDirectory();
  const lists = counties.map((county) => ({
    slug: county.slug,
    name: county.name,
    cities: cities
      .filter((c) => c.county === county.slug)
      .map((c) => ({ name: c.cityName, slug: c.citySlug }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
  const at = search.noMatch.indexOf(site.phone.display);
  return {
    head: pageHead(href.serviceAreas, metaTitle, metaDescription, ogImage),
    page,
    search: {
      label: search.label,
      placeholder: search.placeholder,
      buttonLabel: search.buttonLabel,
      hint: search.hint,
      // Split around the number so the page can make it a tel: link.
      noMatch: at < 0 ? [search.noMatch, ''] : [search.noMatch.slice(0, at), search.noMatch.slice(at + site.phone.display.length)],
      phone: { display: site.phone.display, href: telHref(site.phone.e164) },
      indexUrl: CITY_INDEX_PATH,
      // Without JavaScript the form leads to the county lists, which link every city page.
      noScriptAction: '/service-areas#counties',
    },
    mainCounties: FIRST.flatMap((slug) => lists.filter((l) => l.slug === slug)),
    otherCounties: lists.filter((l) => !FIRST.includes(l.slug)).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
export type Data = ReturnType<typeof data>;

import type { PageContextServer } from 'vike/types';
import { readCityDirectory } from '../../lib/content.ts';
import { localeOf, localize, messagesFor, pageContent } from '../../lib/i18n/i18n.ts';
import { pageHead } from '../../lib/page/head.ts';
import { telHref } from '../../lib/page/site.ts';
import { href } from '../../lib/routing/routes.ts';
// https://vike.dev/data
import { cityIndexPath } from '../../lib/widgets/city-search.ts';

/** The search's own counties, Palm Beach and Broward, come first; the other counties that have city pages follow them. */
const FIRST = ['palm-beach', 'broward'];

/** `text` split around `part`, so the page can put an element in its place (a link, a city's name). */
const around = (text: string, part: string): [string, string] => {
  const at = text.indexOf(part);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + part.length)];
};

/** `search` is the props of the search island, written into the page as JSON: only what the box shows. */
export function data(pageContext: PageContextServer) {
  const { serviceAreas, site } = pageContent(pageContext);
  const { metaTitle, metaDescription, ogImage, search, ...page } = serviceAreas;
  const { counties, cities } = readCityDirectory();
  const locale = localeOf(pageContext);
  // In a translation: the counties' names in its language, and each city's page in it where it has one.
  const lists = counties.map((county) => ({
    slug: county.slug,
    name: county.names[locale] ?? county.name,
    cities: cities
      .filter((c) => c.county === county.slug)
      .map((c) => ({ name: c.cityName, slug: c.citySlug, url: c.urls[locale] ?? href.city(c.citySlug) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
  return {
    head: pageHead(pageContext, metaTitle, metaDescription, ogImage),
    page,
    search: {
      label: search.label,
      placeholder: search.placeholder,
      buttonLabel: search.buttonLabel,
      hint: search.hint,
      // Split around the number so the page can make it a tel: link, and around the city's name.
      noMatch: around(search.noMatch, site.phone.display),
      didYouMean: around(search.didYouMean, '{city}'),
      found: search.found,
      phone: { display: site.phone.display, href: telHref(site.phone.e164) },
      indexUrl: cityIndexPath(locale),
      // Said after a city whose page is only in English (the index gives no page in this language): "(en inglés)".
      englishOnly: locale === 'en' ? undefined : messagesFor(locale).chrome.otherLanguage,
      // Without JavaScript the form leads to the county lists, which link every city page.
      noScriptAction: `${localize(href.serviceAreas, locale)}#counties`,
    },
    mainCounties: FIRST.flatMap((slug) => lists.filter((l) => l.slug === slug)),
    otherCounties: lists.filter((l) => !FIRST.includes(l.slug)).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
export type Data = ReturnType<typeof data>;

import { fill } from '../i18n/fill.ts';

/** Google shows about 60 characters of a title (600 px); a longer one is cut off with "…" in the results. */
export const TITLE_MAX = 60;

/** The text before the last `sep` of `text`, or undefined when it has none. */
const before = (text: string, sep: string) =>
  text.lastIndexOf(sep) > 0 ? text.slice(0, text.lastIndexOf(sep)) : undefined;

/**
 * A page's title within `max` characters, by rules, so no page needs a second, shorter copy of its title. The
 * business's name (`business`, data/site.yaml's) is in every title it fits in: added at the end when the title lacks
 * it, and kept before anything but the page's own name, the title's first part ("X | tagline | Business"):
 * 1. trailing " | " parts go first ("Blog | Tips for homeowners | Business" becomes "Blog | Business"), then what
 *    follows the name in its part ("Business, South Florida Handyman" becomes "Business");
 * 2. a title that leads with the name (the home page's "Business | what it does") cuts its other part at its last ", "
 *    rather than lose the name;
 * 3. a page's name with no room beside the business's goes without it (search results show the site's name beside
 *    the title anyway), with fewer trailing parts if need be, then without a subtitle after ": ", with the business's
 *    name again if that made room.
 * A title still too long comes back as short as rules make it (the check of the built pages names it, for its data to
 * be shortened).
 */
export function fitTitle(title: string, business: string, max = TITLE_MAX): string {
  const parts = title.split(' | ');
  const at = parts.findIndex((p) => p.includes(business));
  const own = parts.filter((_, i) => i !== at);
  if (own.length === 0) return title;
  const leads = at === 0;
  const brands = at < 0 ? [business] : [...new Set([parts[at], business])];
  const branded = (words: string[], brand: string) => (leads ? [brand, ...words] : [...words, brand]).join(' | ');
  // The page's own words, longest first: all its parts, then fewer of its trailing ones.
  const wordings = own.map((_, i) => own.slice(0, own.length - i));
  const [name] = own;
  const clause = leads ? before(name, ', ') : undefined;
  const subtitled = before(name, ': ');
  const candidates = [
    ...wordings.flatMap((words) => brands.map((brand) => branded(words, brand))),
    ...(clause ? [branded([clause], business)] : []),
    ...wordings.map((words) => words.join(' | ')),
    ...(subtitled ? [branded([subtitled], business), subtitled] : []),
  ];
  return candidates.find((c) => c.length <= max) ?? candidates.at(-1)!;
}

/**
 * "Title in City, FL | Business", with the words around the place from the page's language (`portfolio.projectTitle`
 * of data/messages.yaml, "{title} in {location}"), shortened by fitTitle; when the place does not fit, the title alone.
 */
export function projectTitle(title: string, location: string, business: string, template: string): string {
  const full = fitTitle(`${fill(template, { title, location })} | ${business}`, business);
  return full.length <= TITLE_MAX ? full : fitTitle(`${title} | ${business}`, business);
}

/** "Headline | Business", shortened by fitTitle. */
export const postTitle = (title: string, business: string): string => fitTitle(`${title} | ${business}`, business);

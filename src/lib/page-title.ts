import { fill } from './fill.ts';

/** Google shows about 60 characters of a title (600 px); a longer one is cut off with "…" in the results. */
export const TITLE_MAX = 60;

/**
 * A page's title shortened to `max` characters by rules, so no page needs a second, shorter copy of its title: first
 * the business's name goes ("X | Business", "Business | X": search results show the site's name beside the title
 * anyway), then trailing " | " parts, then a subtitle after ": ". A title still too long is returned as it is (the
 * check of the built pages names it, for its data to be shortened).
 */
export function fitTitle(title: string, business: string, max = TITLE_MAX): string {
  let parts = title.split(' | ');
  const join = () => parts.join(' | ');
  if (join().length > max && parts.length > 1) parts = parts.filter((p) => p !== business);
  while (join().length > max && parts.length > 1) parts = parts.slice(0, -1);
  const colon = join().lastIndexOf(': ');
  return join().length > max && colon > 0 ? join().slice(0, colon) : join();
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

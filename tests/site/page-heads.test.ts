import { describe, expect, it } from 'vitest';
import { walkStrings } from '../../scripts/codegen/file-checks.ts';
import { messages } from '../../src/content/messages.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { LOCALES, rootOf } from '../../src/lib/i18n/locale.ts';
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN } from '../../src/lib/page/meta-description.ts';
import { TITLE_MAX } from '../../src/lib/page/page-title.ts';
import { readCityDirectory, routes, site, spanishCityPages } from '../content.ts';
import { headAttr, read, titleOf } from './html.ts';

/** The head every built page gives search results and social networks: lengths, language, the image's alt text. */

const heads = routes.map((r) => {
  const h = read(r.url);
  const meta = (selector: string) => headAttr(h, selector) ?? '';
  return {
    route: r,
    title: titleOf(h),
    description: meta('meta name="description"'),
    social: ['og:title', 'og:description', 'og:image:alt'].map((p) => meta(`meta property="${p}"`)),
    twitter: ['twitter:title', 'twitter:description', 'twitter:image:alt'].map((p) => meta(`meta name="${p}"`)),
  };
});

it(`keeps every title within ${TITLE_MAX} characters and every description within ${META_DESCRIPTION_MIN}-${META_DESCRIPTION_MAX}`, () => {
  const long = heads.filter((p) => p.title.length > TITLE_MAX).map((p) => `${p.route.url} ${p.title}`);
  const off = heads
    .filter((p) => p.description.length > META_DESCRIPTION_MAX || p.description.length < META_DESCRIPTION_MIN)
    .map((p) => `${p.route.url} (${p.description.length}) ${p.description}`);
  expect({ long, off }).toEqual({ long: [], off: [] });
});

it('names the business in the titles of Home and About, and of every page whose own name leaves room for it', () => {
  const business = site.businessName;
  const roomy = (title: string) => `${title.split(' | ')[0]} | ${business}`.length <= TITLE_MAX;
  // The not-found page of each language too, which is no route of the list.
  const notFound = LOCALES.map((l) => `${rootOf(l).replace(/\/$/, '')}/404`);
  const nameless = [
    ...heads.map((p) => ({ url: p.route.url, kind: p.route.kind as string, title: p.title })),
    ...notFound.map((url) => ({ url, kind: 'not-found', title: titleOf(read(url)) })),
  ]
    .filter((p) => !p.title.includes(business) && (['home', 'about'].includes(p.kind) || roomy(p.title)))
    .map((p) => `${p.url} ${p.title}`);
  expect(nameless).toEqual([]);
});

it('describes every social-sharing image (og:image:alt, twitter:image:alt)', () => {
  expect(heads.filter((p) => !p.social[2] || !p.twitter[2]).map((p) => p.route.url)).toEqual([]);
});

/** Words as a search result shows them: letters, with a hyphen or apostrophe inside a word (walk-in, Fix-It). */
const words = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
const wordsOf = (data: unknown[]) => {
  const out = new Set<string>();
  walkStrings(data, [], (value) => {
    for (const w of words(value)) out.add(w);
  });
  return out;
};
// The Spanish data's words (with the names it keeps from English: cities, brands), and the English data's.
const spanishWords = wordsOf([contentFor('es'), messages.es, spanishCityPages, readCityDirectory()]);
const englishOnly = [...wordsOf([contentFor('en'), messages.en])].filter((w) => !spanishWords.has(w));

describe.each(heads.filter((p) => p.route.locale === 'es').map((p) => [p.route.url, p] as const))('%s', (url, p) => {
  it('has no English word in its title, description or social tags', () => {
    const english = new Set(englishOnly);
    const found = [p.title, p.description, ...p.social, ...p.twitter].flatMap((t) =>
      words(t).filter((w) => english.has(w)),
    );
    expect(found, `${url}: "${p.title}"`).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkStrings } from '../../scripts/codegen/file-checks.ts';
import { SOCIAL_LABEL } from '../../src/components/SocialIcon.tsx';
import { messages } from '../../src/content/messages.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { readCityDirectory, routes, spanishCityPages } from '../content.ts';
import { all, DIST, decode, mainOf, read, text } from './html.ts';
import { abs, byUrl, spanish } from './languages.ts';

/** The built Spanish pages: their words are Spanish, their links lead to Spanish pages, the sitemap pairs them. */
/** Every text a page shows or reads aloud, piece by piece as React wrote it: text nodes, and labels in attributes. */
function pieces(h: string): Set<string> {
  const body = h.slice(h.indexOf('<body')).replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '');
  const out = new Set<string>();
  for (const piece of body.split(/<[^>]+>|<!-- -->/))
    if (/\p{L}{2}/u.test(piece)) out.add(decode(piece).replace(/\s+/g, ' ').trim());
  for (const [, label] of body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g))
    if (/\p{L}{2}/u.test(label)) out.add(decode(label).trim());
  out.add(text(/<title>([^<]*)/.exec(h)?.[1] ?? ''));
  out.delete('');
  return out;
}
/** The strings of the Spanish data (with the names it keeps from English: cities, neighbourhoods, brands) and the social networks' names. */
const spanishWords = new Set<string>();
walkStrings(
  [contentFor('es'), messages.es, spanishCityPages, readCityDirectory(), Object.values(SOCIAL_LABEL)],
  [],
  (value) => spanishWords.add(value.replace(/\s+/g, ' ').trim()),
);

it('the Spanish not-found page shows no text of the English one that the Spanish data does not have', () => {
  const page = (file: string) => pieces(fs.readFileSync(path.join(DIST, file), 'utf8'));
  const english = page('404.html');
  expect([...page('es/404.html')].filter((piece) => english.has(piece) && !spanishWords.has(piece))).toEqual([]);
});

describe.each(spanish.map((r) => [r.url, r] as const))('%s (Spanish)', (url, route) => {
  const h = read(url);
  it('shows no text of its English version that the Spanish data does not have (a template’s English words)', () => {
    const english = pieces(read(route.logical));
    const leaked = [...pieces(h)].filter((piece) => english.has(piece) && !spanishWords.has(piece));
    expect(leaked, `English on ${url}: put these words in data/messages.yaml and messages.es.yaml`).toEqual([]);
  });
  it('shows the templates’ words in Spanish', () => {
    const es = messages.es!;
    const page = text(h.replace(/<script[\s\S]*?<\/script>/g, ''));
    for (const words of [es.chrome.skipToContent, es.nav.services, es.nav.serviceAreas]) expect(page).toContain(words);
    // Words of the English templates that differ in Spanish never show on a Spanish page.
    for (const words of [
      messages.en.chrome.skipToContent,
      messages.en.nav.serviceAreas,
      messages.en.footer.rights,
      messages.en.phoneBar.text,
    ])
      expect(page).not.toContain(words);
  });
  it('links to the Spanish version of every page that has one', () => {
    const english = routes.filter((r) => r.locale === 'en' && r.alternates.es);
    const hrefs = new Set(all(mainOf(h) + h.slice(h.indexOf('<header')), /<a[^>]* href="([^"#?]+)[^"]*"/g));
    for (const r of english)
      expect(
        hrefs.has(r.url) &&
          !/data-language-switch/.test(h.match(new RegExp(`<a[^>]*href="${r.url}"[^>]*>`))?.[0] ?? ''),
        `${url} links to ${r.url}`,
      ).toBe(false);
  });
});

describe('sitemap', () => {
  const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  it('lists every Spanish page with its English pair and x-default', () => {
    for (const r of spanish.filter((x) => x.indexable)) {
      const entry = xml.split('<url>').find((u) => u.startsWith(`<loc>${abs(r.url)}</loc>`));
      expect(entry, r.url).toBeDefined();
      expect(entry).toContain(`hreflang="en" href="${abs(r.logical)}"`);
      expect(entry).toContain(`hreflang="x-default" href="${abs(r.logical)}"`);
      expect(byUrl.get(r.logical)?.alternates.es).toBe(r.url);
    }
  });
});

describe('a link from a Spanish page to a page that has no Spanish version', () => {
  const marker = messages.es!.chrome.otherLanguage;
  const pages = [...spanish.map((r) => r.url), '/es/404'];
  /** Each link of a page to one of the site's pages: its attributes, its text and the route it leads to. */
  const linksTo = (h: string) =>
    [...h.slice(h.indexOf('<body')).matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].flatMap(([, attrs, inner]) => {
      const route = byUrl.get(decode(/href="([^"#?]*)/.exec(attrs)?.[1] ?? ''));
      return route ? [{ attrs, text: text(inner), route }] : [];
    });
  const marked = pages.flatMap((url) =>
    linksTo(fs.readFileSync(path.join(DIST, routeFile(url)), 'utf8')).filter((l) => !l.route.alternates.es),
  );

  it.each(pages)('%s says so: hreflang="en" and "(en inglés)"', (url) => {
    for (const link of linksTo(fs.readFileSync(path.join(DIST, routeFile(url)), 'utf8')).filter(
      (l) => !l.route.alternates.es,
    )) {
      expect(link.attrs, `${url} -> ${link.route.url}`).toMatch(/\shreflang="en"/);
      expect(link.text.endsWith(marker), `${url} -> ${link.route.url}: "${link.text}"`).toBe(true);
    }
  });
  it('is found where English-only pages are linked: each untranslated city from the Spanish service areas', () => {
    const index = spanish.find((r) => r.kind === 'service-areas')!.url;
    const english = routes.filter((r) => r.kind === 'city' && r.locale === 'en' && !r.alternates.es).map((r) => r.url);
    expect(new Set(marked.filter((l) => english.includes(l.route.url)).map((l) => l.route.url))).toEqual(
      new Set(english),
    );
    expect(linksTo(read(index)).filter((l) => !l.route.alternates.es)).toHaveLength(english.length);
  });
  it('and never on a link to a Spanish page', () => {
    for (const url of pages) {
      for (const link of linksTo(fs.readFileSync(path.join(DIST, routeFile(url)), 'utf8')).filter(
        (l) => l.route.locale === 'es',
      ))
        expect(link.text, `${url} -> ${link.route.url}`).not.toContain(marker);
    }
  });
});

/**
 * One way to link inside the site: linkTarget (src/lib/i18n/i18n.ts), which <Link> (src/components/Link.tsx) renders in
 * every template and data hooks reach through localize. Cases come from the route list, not from written addresses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/content/routes.ts';
import { linkTarget, localize } from '../../../src/lib/i18n/i18n.ts';

const translated = routes.find((r) => r.locale === 'en' && r.kind === 'about' && r.alternates.es)!;
const englishOnly = routes.find((r) => r.locale === 'en' && r.kind === 'city' && !r.alternates.es)!;
const spanishHome = routes.find((r) => r.kind === 'home' && r.locale === 'es')!.url;

describe('linkTarget', () => {
  it('leads to the page in the page’s language, unmarked', () => {
    expect(linkTarget(translated.url, 'es')).toEqual({ href: translated.alternates.es });
    expect(linkTarget(translated.url, 'en')).toEqual({ href: translated.url });
  });
  it('marks a page that exists only in English with its language', () => {
    expect(linkTarget(englishOnly.url, 'es')).toEqual({ href: englishOnly.url, hreflang: 'en' });
  });
  it('keeps the section and the query of a home-page link', () => {
    expect(localize('/#services', 'es')).toBe(`${spanishHome}#services`);
    expect(localize('/?faq#faq', 'es')).toBe(`${spanishHome}?faq#faq`);
  });
  it('writes files, sections of the same page and other schemes as given', () => {
    for (const url of ['/images/guide.pdf', '#apply', 'tel:+15615550123', 'mailto:a@example.com', 'https://x.org/'])
      expect(linkTarget(url, 'es')).toEqual({ href: url });
  });
});

describe('the templates', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const templates = ['src/components', 'src/pages'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => path.join(dir, f)),
  );
  // An address of this site written into an <a> would skip the translation and the marking of English-only pages.
  const rawInternal = /<a\b[^>]*\shref=(?:"\/|\{\s*(?:href\.|`\/|'\/|link\())/;

  it('link inside the site only through <Link>', () => {
    const offenders = templates.filter((f) => rawInternal.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
  it('have no other way to localize a link', () => {
    const others = templates.filter((f) =>
      /\buseLink\b|\bPageLink\b/.test(fs.readFileSync(path.join(root, f), 'utf8')),
    );
    expect(others).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { routes } from '../../../src/content/routes.ts';
import { localizeLinks } from '../../../src/lib/i18n/i18n.ts';

// The links of HTML written from Markdown (a post, the legal pages) on a Spanish page, with the site's own routes.
const translated = routes.find((r) => r.locale === 'en' && r.kind === 'about' && r.alternates.es)!;
const englishOnly = routes.find((r) => r.locale === 'en' && r.kind === 'city' && !r.alternates.es)!;
const marker = messages.es!.chrome.otherLanguage;

describe('localizeLinks', () => {
  it('leads to the Spanish page where there is one, unmarked', () => {
    expect(localizeLinks(`<a href="${translated.url}">x</a>`, 'es')).toBe(
      `<a href="${translated.alternates.es}">x</a>`,
    );
  });
  it('marks a link that stays on an English-only page: hreflang and the words of the catalogue', () => {
    expect(localizeLinks(`<p>See <a href="${englishOnly.url}" title="t">the city</a>.</p>`, 'es')).toBe(
      `<p>See <a href="${englishOnly.url}" hreflang="en" title="t">the city <span>${marker}</span></a>.</p>`,
    );
  });
  it('leaves files and English pages alone', () => {
    const html = `<a href="/images/guide.pdf">guide</a> <a href="${englishOnly.url}">city</a>`;
    expect(localizeLinks(html, 'es')).toContain('<a href="/images/guide.pdf">guide</a>');
    expect(localizeLinks(html, 'en')).toBe(html);
  });
});

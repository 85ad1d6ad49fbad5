/**
 * A page filled from markup React rendered once with markers (scripts/build/fill/slot-template.ts, page-input.ts) is byte for byte the page
 * React renders from the page's own strings, in each way a string reaches a page: React's text and attributes, our
 * document's title, the JSON-LD block, an SMS link's body, raw HTML; with the injection fixture's hostile strings too.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { learnSlots, mark, prefixOf, read, type Slots } from '../../../scripts/build/fill/page-input.ts';
import { compile, fill } from '../../../scripts/build/fill/slot-template.ts';
import { serializeJsonLd } from '../../../src/lib/page/json-ld.ts';
import { escapeHtml } from '../../../src/pages/document.ts';
import { PAYLOAD } from '../../fixtures/injection/payload.ts';

interface City {
  name: string;
  url: string;
  intro: string[];
  html: string;
  lat: number;
}
const city = (name: string, slug: string, intro: string[]): City => ({
  name,
  url: `/service-areas/${slug}`,
  intro,
  html: `<b>${name}</b>`,
  lat: 1,
});
const boca = city('Boca Raton', 'boca-raton-fl', ['One.', 'Two.']);
const delray = city('Delray Beach', 'delray-beach-fl', ['Uno.', 'Dos.']);
const hostile: City = {
  name: `Golf${PAYLOAD}\u2028`,
  // The payload's markup and quotes in the last segment of an address (no spaces or slashes: see prefixOf).
  url: `/service-areas/golf${PAYLOAD.replace(/[\s/]/g, '')}`,
  intro: [PAYLOAD, `${PAYLOAD}${PAYLOAD}`],
  html: `<em>${PAYLOAD}</em>`,
  lat: 1,
};

/** A page in the ways the site's templates write strings: our document's title, then what React renders. */
const page = (c: City) =>
  `<title>${escapeHtml(c.name)}</title>${renderToStaticMarkup(
    h(
      'main',
      { 'data-lat': c.lat },
      h('script', {
        type: 'application/ld+json',
        // biome-ignore lint/security/noDangerouslySetInnerHtml: as src/components/JsonLd.tsx writes its block.
        dangerouslySetInnerHTML: { __html: serializeJsonLd({ name: c.name, url: c.url }) },
      }),
      h('a', { href: c.url, title: c.name }, c.name, ' and ', c.name),
      h('a', { href: `sms:+15615550123?&body=${encodeURIComponent(`A job in ${c.name}.`)}` }, 'Text us'),
      c.intro.map((p) => h('p', { key: p }, p)),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML a data hook wrote (a post's Markdown), kept raw.
      h('div', { dangerouslySetInnerHTML: { __html: c.html } }),
    ),
  )}`;

const learned = () => {
  const slots: Slots = {};
  learnSlots(boca, delray, slots);
  return slots;
};

describe('a page filled from its marked template', () => {
  it('is the page React renders, for every city of the same shape, hostile strings included', () => {
    const slots = learned();
    const marked = mark(boca, slots)!;
    const template = compile(page(marked.marked as City), marked.reading.prefixes)!;
    expect(template).toBeDefined();
    for (const city of [boca, delray, hostile]) {
      const reading = read(city, slots)!;
      expect(reading.key).toBe(marked.reading.key);
      expect(fill(template, reading.values)).toBe(page(city));
    }
  });

  it('keeps in its key what a template may decide on: an empty string, an address’s prefix, numbers and lengths', () => {
    const slots = learned();
    const key = (c: City) => read(c, slots)?.key;
    expect(key({ ...boca, name: '' })).not.toBe(key(boca));
    expect(key({ ...boca, url: '/es/areas-de-servicio/boca-raton-fl' })).not.toBe(key(boca));
    expect(key({ ...boca, lat: 2 })).not.toBe(key(boca));
    expect(key({ ...boca, intro: ['One.'] })).not.toBe(key(boca));
    expect(key({ ...boca, url: '/service-areas/elsewhere-fl' })).toBe(key(boca));
  });

  it('is never made for an address React would block, nor for values other than JSON', () => {
    const slots = learned();
    expect(read({ ...boca, url: 'javascript:alert(1)' }, slots)).toBeUndefined();
    expect(read({ ...boca, url: ' \tJaVa\nScript:alert(1)' }, slots)).toBeUndefined();
    expect(read({ ...boca, when: new Date(0) }, slots)).toBeUndefined();
    expect(read({ ...boca, hook: () => 'x' }, slots)).toBeUndefined();
  });

  it('is not made where a marker went through more than an escaping (a template that changed the string)', () => {
    const slots = learned();
    const marked = mark(boca, slots)!;
    const shouting = (c: City) => renderToStaticMarkup(h('p', null, c.name.toUpperCase()));
    expect(compile(shouting(marked.marked as City), marked.reading.prefixes)).toBeUndefined();
    const cut = (c: City) => renderToStaticMarkup(h('p', null, c.name.slice(0, 4)));
    expect(compile(cut(marked.marked as City), marked.reading.prefixes)).toBeUndefined();
  });

  it.each([
    ['/service-areas/boca-raton-fl', '/service-areas/'],
    ['/quote', '/'],
    ['https://www.example.com/quote/boca-raton-fl#webpage', 'https://www.example.com/quote/'],
    ['mailto:office@example.com', 'mailto:'],
    ['Boca Raton, FL', ''],
    ['Painting: 1/2 day', ''],
  ])('keeps of %s what links decide on: %s (its path up to its last slash, or its scheme)', (s, prefix) => {
    expect(prefixOf(s)).toBe(prefix);
  });
});

/**
 * Which pages one render process fills from a variant's markup (scripts/build/fill/template-fill.ts), and the checks that
 * keep every page it writes the page React renders: a variant is kept only if it gives its own page back, and a
 * sampled page that differs stops the filling and names what the template decided on.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillOrRender, type PageInput, startFilling } from '../../../scripts/build/fill/template-fill.ts';
import { FILL } from '../../../scripts/build/plan.ts';

interface City {
  name: string;
  intro: string[];
}
const input = (slug: string, data: City): PageInput => ({ url: { urlPathname: `/service-areas/${slug}` }, data });
const city = (i: number, paragraphs = 2): PageInput =>
  input(`city-${i}-fl`, {
    name: `City ${i}`,
    intro: Array.from({ length: paragraphs }, (_, p) => `Paragraph ${p} of ${i}.`),
  });

/** A template and a count of its renders: a page rendered in full, or a variant's marked markup. */
function template(body: (c: City) => ReturnType<typeof h>) {
  const renders = { count: 0 };
  const render = (i: PageInput) => {
    renders.count++;
    return renderToStaticMarkup(h('main', { 'data-path': i.url.urlPathname as string }, body(i.data as City)));
  };
  return { render, renders };
}
const plain = (c: City) => h('article', null, h('h1', null, c.name), ...c.intro.map((p) => h('p', { key: p }, p)));

describe('filling a template’s pages', () => {
  it('fills the pages of one shape from one variant, and makes a variant per shape', () => {
    const { render, renders } = template(plain);
    const f = startFilling(city(0));
    const pages = [...Array.from({ length: 10 }, (_, i) => city(i + 1)), ...[11, 12, 13].map((i) => city(i, 3))];
    const written = pages.map((p) => fillOrRender(f, p.url.urlPathname as string, p, render)!);
    // A variant is made at its key's second page: the first two pages of each shape are rendered in full.
    expect(written.map((w) => w.filled)).toEqual([false, false, ...Array(8).fill(true), false, false, true]);
    // Each variant cost two pages and its marked markup; the others no render.
    expect(renders.count).toBe(6);
    // A filled page comes as the bytes written.
    for (const [i, w] of written.entries()) expect(w.html.toString()).toBe(render(pages[i]));
  });

  it('compares a page first with the variant that filled the last page', () => {
    const { render } = template(plain);
    const f = startFilling(city(0));
    // Pages of two paragraphs, then three, then two again: the variant of two is found behind the other and brought
    // to the front, so the pages after it are not each compared with the rarer one first.
    const pages = [...[1, 2, 3].map((i) => city(i)), ...[4, 5, 6].map((i) => city(i, 3)), city(7), city(8)];
    const written = pages.map((p) => fillOrRender(f, p.url.urlPathname as string, p, render)!);
    expect(written.at(-1)!.filled).toBe(true);
    expect(f.recent.map((v) => (v.base.input.data as City).intro.length)).toEqual([2, 3]);
  });

  it('renders a page whose input has a shape of its own once, making no variant for it', () => {
    const { render, renders } = template(plain);
    const f = startFilling(city(0));
    const pages = [1, 2, 3, 4, 5].map((i) => city(i, i));
    expect(pages.map((p) => fillOrRender(f, p.url.urlPathname as string, p, render)!.filled)).toEqual(
      Array(5).fill(false),
    );
    expect(renders.count).toBe(5);
  });

  it('keeps no variant whose markup does not give its own page back, and renders those pages in full', () => {
    const { render } = template((c) => h('h1', null, c.name.toUpperCase()));
    const f = startFilling(city(0));
    for (let i = 1; i < 6; i++) {
      const w = fillOrRender(f, `/city-${i}`, city(i), render)!;
      expect(w).toMatchObject({ filled: false, html: render(city(i)) });
    }
  });

  it('stops filling when a sampled page differs from its full render, naming the difference, and lists the pages it filled', () => {
    // A template that decides on a name's length: the marker is long, like the first pages' names ("City 100001"),
    // so their variant is kept; the later, short names are filled as if long until a sampled page shows it.
    const { render } = template((c) => h('h1', { className: c.name.length > 9 ? 'long' : 'short' }, c.name));
    const f = startFilling(city(100000));
    const pages = Array.from({ length: FILL.sampleEvery + 5 }, (_, i) => city(i < 2 ? 100001 + i : i));
    const written = pages.map((p) => fillOrRender(f, p.url.urlPathname as string, p, render)!);
    const stop = written.findIndex((w) => w.warning);
    expect(stop).toBeGreaterThan(0);
    expect(written[stop].warning).toMatch(
      /\/service-areas\/city-\d+-fl filled from its template differs .*long.* instead of .*short/,
    );
    // The page where it stopped and every one after are React's; those filled before are listed to be rendered again.
    for (const [i, w] of written.entries())
      if (i >= stop) expect(w).toMatchObject({ filled: false, html: render(pages[i]) });
    expect(f.filledUrls).toEqual(pages.filter((_, i) => written[i].filled).map((p) => p.url.urlPathname));
    expect(f.filledUrls.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { home } from '../../src/lib/content.ts';
import { cities, routes } from '../content.ts';
import { decode, h1Of, mainOf, read } from './html.ts';

// Home as built: attributes that need no browser (the FAQ and the brand strip stay in tests/e2e/home.spec.ts, the
// anchors in tests/e2e/header-menu.spec.ts).
const attrs = (tag: string) => (name: string) => {
  const v = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return v === undefined ? undefined : decode(v);
};

describe('/', () => {
  it('loads the hero photo eagerly with high priority, and the photos further down lazily', () => {
    const main = mainOf(read('/'));
    const firstSection = main.slice(main.indexOf('<section'), main.indexOf('</section>'));
    const hero = /<img\s[^>]*>/.exec(firstSection)?.[0];
    expect(hero, 'no <img> in the first section of <main>').toBeTruthy();
    const heroAttr = attrs(hero!);
    expect(heroAttr('loading')).toBe('eager');
    expect(heroAttr('fetchPriority')).toBe('high');
    expect(heroAttr('alt')).toBe(home.hero.imageAlt);
    const others = [...main.matchAll(/<img\s[^>]*>/g)]
      .map((m) => attrs(m[0]))
      .filter((a) => a('fetchPriority') !== 'high');
    expect(others.length).toBeGreaterThan(0);
    for (const a of others) expect(a('loading'), a('src')).toBe('lazy');
  });
});

// The spec's headline is home improvement in Florida; the counties say where in it. A headline that named only the
// counties ("Handyman Services in Palm Beach & Broward") left out the state a visitor from a search expects to read.
const counties = [...new Set(cities.map((c) => c.countyName.replace(/ County$/, '')))];
for (const r of routes.filter((route) => route.kind === 'home'))
  it(`${r.url}: the headline names Florida and a county we serve`, () => {
    const [h1] = h1Of(read(r.url));
    expect(h1).toContain('Florida');
    expect(
      counties.filter((county) => h1.includes(county)),
      h1,
    ).not.toEqual([]);
  });

import { describe, expect, it } from 'vitest';
import { best, costLine, peersLines } from '../src/peers/report.ts';
import type { PeersFigures, PeersRow } from '../src/peers/run.ts';
import { type CityLists, cityValues, escapeHtml, extractSkeleton, renderSkeleton } from '../src/peers/skeleton.ts';
import { firstDifference, visibleText } from '../src/peers/visible-text.ts';

interface City {
  cityName: string;
  citySlug: string;
  zipCodes: string[];
  neighborhoods: string[];
  intro: string[];
  nearby: [string, string][];
}
const county = 'Palm Beach County';
/** A city page built the way the site's template builds one, for any city. */
const page = (c: City) => {
  const e = escapeHtml;
  const ld = JSON.stringify({ '@id': `https://x.test/#business-${c.citySlug.replace(/-fl$/, '')}`, name: c.cityName });
  return [
    `<!DOCTYPE html><html><head><title>Handyman in ${e(c.cityName)}</title>`,
    `<link rel="canonical" href="https://x.test/service-areas/${c.citySlug}"/>`,
    `<script type="application/ld+json">${ld}</script></head><body>`,
    '<header><nav><ul><li class="menu">Services</li><li class="menu">Reviews</li></ul></nav></header>',
    `<main><h1>Handyman Services in ${e(c.cityName)}, FL</h1><p>${e(c.intro[0])}</p>`,
    `<details><summary>Read more</summary>${c.intro
      .slice(1)
      .map((p) => `<p>${e(p)}</p>`)
      .join('')}</details>`,
    `<h3>Neighborhoods</h3><ul>${c.neighborhoods.map((n) => `<li class="chip">${e(n)}</li>`).join('')}</ul>`,
    `<p>Serving ${e(c.cityName)} (${c.zipCodes[0]}) and ${county}.</p>`,
    `<ul>${c.zipCodes.map((z) => `<li class="badge">${z}</li>`).join('')}</ul>`,
    `<details><summary>Show the cities (${c.nearby.length})</summary>`,
    `<ul>${c.nearby.map(([s, n]) => `<li class="col"><a href="/service-areas/${s}" class="tap">${e(n)}</a></li>`).join('')}</ul>`,
    `</details><a href="sms:+1555?body=Quote%20in%20${encodeURIComponent(c.cityName)}.">Text us</a></main>`,
    '<footer><p>Florida Fix-It Pros</p></footer></body></html>',
  ].join('');
};
const listsOf = (c: City): CityLists => ({
  intro: c.intro.map((p) => [p]),
  neighborhoods: c.neighborhoods.map((n) => [n]),
  zipCodes: c.zipCodes.map((z) => [z]),
  nearby: c.nearby,
});
const a: City = {
  cityName: 'Generated City 0001',
  citySlug: 'generated-city-0001-fl',
  zipCodes: ['32017'],
  neighborhoods: ['Porch Tile 1', 'Roof Palm 2'],
  intro: ['Patio tile and grout.', "The owner's crew paints."],
  nearby: [
    ['atlantis-fl', 'Atlantis'],
    ['generated-city-0002-fl', 'Generated City 0002'],
  ],
};
const b: City = {
  cityName: 'Boca Raton',
  citySlug: 'boca-raton-fl',
  zipCodes: ['33431', '33432', '33433'],
  neighborhoods: ['Mizner Park', 'Royal Palm Yacht & Country Club', 'Boca West'],
  intro: ['Homes range from ranch houses to towers.'],
  nearby: [['delray-beach-fl', 'Delray Beach']],
};

describe("the skeleton of one of the site's city pages", () => {
  const parts = extractSkeleton(page(a), cityValues(a, county, a.nearby.length), listsOf(a));

  it('gives back the page it was taken from', () => {
    expect(renderSkeleton(parts, cityValues(a, county, a.nearby.length), listsOf(a))).toBe(page(a));
  });

  it("renders another city's page as the site does: its values, lists of other lengths, text to escape", () => {
    expect(renderSkeleton(parts, cityValues(b, county, b.nearby.length), listsOf(b))).toBe(page(b));
  });

  it('keeps every list as one hole (the intro as two: its first paragraph, then the folded rest), and the shared markup', () => {
    expect(parts.filter((p) => p.t === 'list').map((p) => p.name)).toEqual([
      'intro',
      'intro',
      'neighborhoods',
      'zipCodes',
      'nearby',
    ]);
    expect(
      parts
        .filter((p) => p.t === 'text')
        .map((p) => p.html)
        .join(''),
    ).toContain('<li class="menu">Services</li>');
  });

  it('refuses a page that does not show a list of the city', () => {
    expect(() =>
      extractSkeleton(page(a), cityValues(a, county, a.nearby.length), { ...listsOf(a), zipCodes: [['99999']] }),
    ).toThrow(/zipCodes/);
  });
});

describe('the text check of the peers', () => {
  it('reads the same text from markup that differs only in entities, spacing, scripts and tags', () => {
    const ours = '<body><p>The owner&#x27;s   crew</p><script>var x = 1;</script>\n<a href="/a">Atlantis</a></body>';
    const theirs = '<body><div><p>The owner&#39;s crew</p></div> <a href="/a" class="x">Atlantis</a></body>';
    expect(visibleText(ours)).toBe("The owner's crew Atlantis");
    expect(firstDifference(visibleText(ours), visibleText(theirs))).toBeNull();
  });

  it('says where two texts part', () => {
    expect(firstDifference('Serving Aventura (33180)', 'Serving Aventura (33160)')).toMatch(/^at character 21: /);
  });
});

describe("the peers' report", () => {
  const row = (generated: number, seconds: Record<string, number[]>): PeersRow => ({
    generated,
    pages: { ours: 235 + generated, eleventy: 99 + generated, astro: 99 + generated, 'astro-react': 99 + generated },
    seconds: { ours: seconds.ours, eleventy: seconds.e, astro: seconds.a, 'astro-react': seconds.r },
    cpuSeconds: {
      ours: seconds.ours.map((x) => x * 2),
      eleventy: [null, null],
      astro: seconds.a,
      'astro-react': seconds.r,
    },
    sameText: { eleventy: null, astro: null, 'astro-react': 'generated-city-1-fl: at character 3: …' },
  });
  const rows = [
    row(1000, { ours: [20, 18], e: [10, 11], a: [30, 31], r: [40, 41] }),
    row(5000, { ours: [50, 52], e: [30, 30], a: [110, 111], r: [160, 170] }),
  ];
  const figures: PeersFigures = { versions: { astro: '7.3.5' }, rows };

  it('keeps the best turn, and fits a cost per page and a fixed cost through the smallest and largest sizes', () => {
    expect(best(rows[0], 'ours')).toBe(18);
    const line = costLine(rows, 'eleventy')!;
    expect(line.perPage).toBeCloseTo(20 / 4000);
    expect(line.fixed).toBeCloseTo(10 - (20 / 4000) * 1099);
    expect(costLine([rows[0]], 'ours')).toBeUndefined();
  });

  it("prints each peer's time over this site's, and a peer whose text differs", () => {
    const md = peersLines(figures).join('\n');
    expect(md).toContain('| + 1,000 | 18.0 s | 10.0 s (× 0.56) | 30.0 s (× 1.67) | 40.0 s (× 2.22) |');
    expect(md).toContain('| per 1,000 pages | 8.0 s | 5.0 s | 20.0 s | 30.0 s |');
    expect(md).toContain('| + 1,000 | 36.0 s | – | 30.0 s (× 0.83) | 40.0 s (× 1.11) |');
    expect(md).toMatch(/Astro \+ React components: its text differs from ours at 1,000 generated cities/);
  });
});

import { describe, expect, it } from 'vitest';
import { NEARBY_LIMIT, nearbyLists } from '../../scripts/codegen/city-pages.ts';

import type { City } from '../../src/lib/content.ts';

const county = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    cityName: `${name} ${String(i).padStart(3, '0')}`,
    citySlug: `${name.toLowerCase()}-${i}-fl`,
    county: name.toLowerCase() as City['county'],
  }));

describe('nearbyLists', () => {
  it('lists the other cities of the county by name, and none of another county', () => {
    const cities = [...county('Palm', 3), ...county('Lee', 2)];
    const nearby = nearbyLists(cities);
    expect(nearby(cities[1]).map((c) => c.slug)).toEqual(['palm-0-fl', 'palm-2-fl']);
    expect(nearby(cities[3]).map((c) => c.slug)).toEqual(['lee-1-fl']);
  });

  it('lists every other city of a county up to the limit', () => {
    const cities = county('Palm', NEARBY_LIMIT + 1);
    expect(nearbyLists(cities)(cities[0])).toHaveLength(NEARBY_LIMIT);
  });

  it('in a larger county lists the limit of cities that follow each one, so each city is listed as often as any other', () => {
    const cities = county('Dade', 300);
    const nearby = nearbyLists(cities);
    const listed = new Map<string, number>();
    for (const c of cities) {
      const list = nearby(c);
      expect(list).toHaveLength(NEARBY_LIMIT);
      expect(list.map((x) => x.slug)).not.toContain(c.citySlug);
      expect([...list].sort((a, b) => a.name.localeCompare(b.name))).toEqual(list);
      for (const x of list) listed.set(x.slug, (listed.get(x.slug) ?? 0) + 1);
    }
    expect(new Set(listed.values())).toEqual(new Set([NEARBY_LIMIT]));
    // The last city's list wraps round to the first ones.
    expect(nearby(cities[299]).map((x) => x.slug)).toContain('dade-0-fl');
  });
});

import { describe, expect, it } from 'vitest';
import { type CityRouteFile, readCityDirectory, readCityRoute } from '../../src/lib/routing/city-pages.ts';
import { cityPageData } from '../../src/pages/service-areas/@city/city-page-data.ts';

type CityFile = Extract<CityRouteFile, { kind: 'city' }>;
const cityFile = (slug: string) => {
  const file = readCityRoute(readCityDirectory().cities.find((c) => c.citySlug === slug)!.urls.en!);
  if (file?.kind !== 'city') throw new Error(`no city page for ${slug}`);
  return file as CityFile;
};
const county = (slug: string) => readCityDirectory().cities.filter((c) => c.county === slug);

describe("a city page's data", () => {
  it('shares what is the same on every city page instead of making it again for each of thousands', () => {
    const [a, b] = county('palm-beach').map((c) => cityPageData(cityFile(c.citySlug)));
    expect(a.hours).toEqual(b.hours);
    expect(a.hours).toBe(b.hours);
    expect(a.price).toBe(b.price);
    for (const [i, category] of a.page.categories.entries()) {
      expect(category.from).toBe(b.page.categories[i].from);
      // What differs is the city in its links.
      expect(category.link).not.toBe(b.page.categories[i].link);
    }
  });

  it("shows the county's finished work, the city's own first, then the latest, each card made once", () => {
    const work = (slug: string) => cityPageData(cityFile(slug)).work;
    const boca = work('boca-raton-fl');
    expect(boca.slice(0, 2).map((w) => w.place)).toEqual(['Boca Raton', 'Boca Raton']);
    // Two cities of the county without a project of their own show the same cards, the latest first.
    const [atlantis, belleGlade] = [work('atlantis-fl'), work('belle-glade-fl')];
    expect(atlantis.map((w) => w.month.iso)).toEqual(
      atlantis
        .map((w) => w.month.iso)
        .sort()
        .reverse(),
    );
    expect(atlantis).toHaveLength(3);
    for (const [i, card] of atlantis.entries()) expect(belleGlade[i]).toBe(card);
  });
});

import { describe, expect, it } from 'vitest';
import { citiesOfCounty, readCityDirectory, readCityRoute } from '../../../src/lib/routing/city-pages.ts';

describe("a county's cities", () => {
  it('are those of generated/cities.json in its order, grouped once for every page that asks', () => {
    const { counties, cities } = readCityDirectory();
    for (const { slug } of counties) {
      expect(citiesOfCounty(slug)).toEqual(cities.filter((c) => c.county === slug));
      // Not filtered again for the next city page of the county.
      expect(citiesOfCounty(slug)).toBe(citiesOfCounty(slug));
    }
    expect(citiesOfCounty('no-such-county')).toEqual([]);
  });
});

describe("a city page's file", () => {
  it('is read for a city that has one, and none for an unknown city', () => {
    const [city] = readCityDirectory().cities;
    expect(readCityRoute(city.urls.en!)?.kind).toBe('city');
    expect(readCityRoute('/service-areas/no-such-city-fl')).toBeUndefined();
  });
});

// The door to generated/ (biome.jsonc forbids importing it anywhere else): the directory of the cities that have a
// page (their names by slug), for the form handler's e-mails, which name the city page that brought a lead.

import directory from '../../generated/cities.json' with { type: 'json' };

/** Every city (by language: a language code of data/languages.json) by county, for the service-areas index: names and slugs, and by language the county's name and the city's page where there is one. */
export interface CityDirectory {
  counties: { slug: string; name: string; names: Partial<Record<string, string>> }[];
  cities: {
    citySlug: string;
    cityName: string;
    county: string;
    urls: Partial<Record<string, string>>;
    geo?: { latitude: number; longitude: number };
  }[];
}

export const cityDirectory = directory as CityDirectory;

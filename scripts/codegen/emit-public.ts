import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { cityIndex, cityIndexPath } from '../../src/lib/widgets/city-search.ts';
import { themeColor } from './design-tokens.ts';
import { webManifest } from './manifest.ts';
import { robotsTxt, sitemapFiles } from './sitemap.ts';

/**
 * generated/public/ is Vite's public folder: public/ (favicon), the images of data/images/ under /images/, the
 * sitemap, robots.txt, the city search's index and the static host's serving rules, all copied into the build as they are.
 */
export function writePublic(
  root: string,
  temp: string,
  contents: Partial<Record<Locale, Record<string, unknown>>>,
  routes: Route[],
): void {
  const content = contents.en!;
  const pub = path.join(temp, 'public');
  fs.cpSync(path.join(root, 'public'), pub, { recursive: true });
  fs.cpSync(path.join(root, 'data/images'), path.join(pub, 'images'), { recursive: true });
  const baseUrl = (content.site as { baseUrl: string }).baseUrl;
  for (const [name, text] of Object.entries(sitemapFiles(routes, baseUrl)))
    fs.writeFileSync(path.join(pub, name), text);
  fs.writeFileSync(path.join(pub, 'robots.txt'), robotsTxt(baseUrl));
  fs.writeFileSync(
    path.join(pub, 'manifest.webmanifest'),
    JSON.stringify(webManifest(content.site as { businessName: string }, themeColor(root)), null, 2),
  );
  // Fetched by the city search on first use, never bundled: editing a city changes no script's hash.
  // Each language's index names the counties in that language and leads to the city's page in it where there is one.
  for (const [locale, c] of Object.entries(contents) as [Locale, Record<string, unknown>][]) {
    const index = path.join(pub, cityIndexPath(locale));
    const names = new Map((c.counties as { slug: string; name: string }[]).map((county) => [county.slug, county.name]));
    const urls = new Map(routes.filter((r) => r.locale === locale && r.kind === 'city').map((r) => [r.id!, r.url]));
    const cities = (content.cities as (Parameters<typeof cityIndex>[0][number] & { county: string })[]).map((city) => ({
      ...city,
      countyName: names.get(city.county) ?? city.countyName,
      url: urls.get(city.citySlug),
    }));
    fs.mkdirSync(path.dirname(index), { recursive: true });
    fs.writeFileSync(index, JSON.stringify(cityIndex(cities)));
  }
  // The hosts' files are written after the build (scripts/build/host-files.ts): the CSP names the hashes of the built
  // pages' scripts.
}

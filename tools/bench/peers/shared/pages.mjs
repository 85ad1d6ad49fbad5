/**
 * The data every peer renders: each city file of the site's copy (the real cities and the generated ones), with the
 * values its page shows and its lists (each item an array of fields), and the page's parts (the skeleton the benchmark took from a city page
 * of this site: fixed markup, the city's values, its lists). Read from the file PEERS_DATA names
 * (tools/bench/src/peers/run.ts writes it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** As the site's codegen does: more than this many cities in a county, each page lists the ones after it. */
const NEARBY_LIMIT = 40;

export function peerData() {
  const file = process.env.PEERS_DATA;
  if (!file) throw new Error('PEERS_DATA is not set: the benchmark (npm run bench -- --peers) sets it.');
  const { citiesDir, counties, parts } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const cities = fs
    .readdirSync(citiesDir)
    .filter((f) => f.endsWith('.yaml') && !f.endsWith('.es.yaml'))
    .map((f) => parse(fs.readFileSync(path.join(citiesDir, f), 'utf8')));
  const byCounty = new Map();
  for (const c of cities) byCounty.set(c.county, [...(byCounty.get(c.county) ?? []), c]);
  for (const list of byCounty.values()) list.sort((a, b) => a.cityName.localeCompare(b.cityName));
  const nearbyOf = (city) => {
    const list = byCounty.get(city.county);
    if (list.length - 1 <= NEARBY_LIMIT) return list.filter((c) => c !== city);
    const at = list.indexOf(city);
    const window = Array.from({ length: NEARBY_LIMIT }, (_, k) => list[(at + 1 + k) % list.length]);
    return window.sort((a, b) => a.cityName.localeCompare(b.cityName));
  };
  const pages = cities.map((city) => ({
    vars: {
      cityName: city.cityName,
      citySlug: city.citySlug,
      countyName: counties[city.county] ?? city.county,
      firstZip: city.zipCodes[0],
      cityNameUrl: encodeURIComponent(city.cityName),
      businessId: city.citySlug.replace(/-fl$/, ''),
      nearbyCount: String(nearbyOf(city).length),
    },
    lists: {
      intro: city.intro.split(/\n\s*\n/).map((p) => [p.trim()]),
      neighborhoods: city.neighborhoods.map((n) => [n]),
      zipCodes: city.zipCodes.map((z) => [z]),
      nearby: nearbyOf(city).map((c) => [c.citySlug, c.cityName]),
    },
  }));
  return { parts, pages };
}

/** Astro's getStaticPaths for both Astro projects: one page per city, with the skeleton's parts. */
export function cityPaths() {
  const { parts, pages } = peerData();
  return pages.map((city) => ({ params: { city: city.vars.citySlug }, props: { parts, city } }));
}

import type { DataError } from './data-error.ts';
import type { Loaded } from './load-collections.ts';
import { at } from './cross-checks.ts';
import { fieldName } from './locate.ts';
import { ALLOWED_SCHEMES, convertMarkdown } from './markdown.ts';
import type { Schemas } from './schemas.ts';
import { renderStrings } from './templates.ts';

type Rec = Record<string, unknown>;

/**
 * Turns validated records into the content pages read: templates rendered (the city page's per city is
 * cityPageRenderer's),
 * Markdown turned into HTML, collections in display order, counties named.
 */
export function buildContent(loaded: Map<string, Loaded>, schemas: Schemas): { content: Rec; errors: DataError[] } {
  const errors: DataError[] = [];
  const one = (name: string) => loaded.get(name)!.records[0];
  const site = one('site').data;
  const content: Rec = { site };

  for (const l of loaded.values()) {
    const c = l.collection;
    if (c.name === 'site' || c.templates !== 'site') continue;
    const rendered = l.records.map(({ src, data }) => {
      const r = renderStrings(src, data, { site });
      errors.push(...r.errors);
      for (const bad of c.markdown ? convertMarkdown(r.value, c.markdown) : []) {
        const links = bad.hrefs.map((h) => `"${h}"`).join(', ');
        errors.push(
          at(
            src,
            bad.segs,
            `${fieldName(bad.segs)} links to ${links}: a link in Markdown may only start with ${ALLOWED_SCHEMES.map((s) => `${s}:`).join(', ')} or be a path on this site (/about, #faq). Change or remove the link.`,
          ),
        );
      }
      return r.value;
    });
    content[c.name] = c.many ? rendered : rendered[0];
  }

  const countyNames = countyTitles(schemas);
  const cities = (content.cities as Rec[]).map((city): Rec => ({ ...city, countyName: countyNames.get(String(city.county)) ?? String(city.county) }));
  content.cities = cities;
  (content.services as Rec[]).sort((a, b) => Number(a.order) - Number(b.order));
  (content.projects as Rec[]).sort((a, b) => String(b.completedDate).localeCompare(String(a.completedDate)) || String(a.id).localeCompare(String(b.id)));
  (content.blogPosts as Rec[]).sort((a, b) => String(b.date).localeCompare(String(a.date)));
  content.counties = [...new Set(cities.map((c) => String(c.county)))].map((slug) => ({ slug, name: countyNames.get(slug) ?? slug }));

  const plain = one('plainCity');
  const plainNames: [string, string][] = [
    ...cities.filter((c) => c.plainPage).map((c): [string, string] => [String(c.citySlug).replace(/-fl$/, ''), String(c.cityName)]),
    ['_fallback', String(plain.data.fallbackCityName ?? 'South Florida')],
  ];
  content.plainCityPages = Object.fromEntries(
    plainNames.map(([slug, cityName]) => {
      const r = renderStrings(plain.src, plain.data, { site, cityName });
      errors.push(...r.errors);
      return [slug, r.value];
    }),
  );
  return { content, errors: dedupe(errors) };
}

/**
 * The shared blocks of data/pages/city-page.yaml filled in for one city. Not kept for every city in the content:
 * codegen writes each city's page file as it renders it (scripts/codegen/city-pages.ts), so memory stays flat with
 * the number of cities. Its errors are the template's, the same for every city: the caller reports them once.
 */
export function cityPageRenderer(loaded: Map<string, Loaded>, site: Rec): (city: Rec) => { value: Rec; errors: DataError[] } {
  const template = loaded.get('cityPage')!.records[0];
  return (city) => {
    const r = renderStrings(template.src, template.data, { site, city: { ...city, zipCode: (city.zipCodes as string[])[0] } });
    return { value: r.value as Rec, errors: r.errors };
  };
}

/** The display names of counties, read from the titles of the county choices in schemas/defs.schema.json. */
function countyTitles(schemas: Schemas): Map<string, string> {
  const county = schemas.resolve('defs.schema.json#/$defs/county', 'defs.schema.json') as { anyOf: { const: string; title: string }[] };
  return new Map(county.anyOf.map((c) => [c.const, c.title]));
}

// A template used for every city fails the same way for each: report it once.
export function dedupe(errors: DataError[]): DataError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.col}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import { mapAjvErrors } from '../codegen/error-map.ts';
import { nameCharacterErrors } from '../codegen/file-checks.ts';
import { parseSource } from '../codegen/load.ts';
import type { Schemas } from '../codegen/schemas.ts';

/** "St. Lucie West" -> "st-lucie-west-fl": kebab-case without punctuation, then -fl (schemas/city.schema.json). */
export function citySlug(name: string): string {
  const kebab = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${kebab}-fl`;
}

/** A new city's YAML: every field of the schema, placeholders marked TODO that validation rejects. */
export function cityFileText(name: string, county: string): string {
  return `# yaml-language-server: $schema=../../schemas/city.schema.json
cityName: ${JSON.stringify(name)}
citySlug: ${citySlug(name)}
county: ${county}
# The city centre in decimal degrees (from any map), for the small map of its county on its page; delete the line
# for no map.
geo: { latitude: TODO, longitude: TODO }
# The city's ZIP codes, main one first, each in quotes.
zipCodes: ["TODO"]
# Short names people type in the search box (for example Boca for Boca Raton); [] when there are none.
aliases: []
# Neighborhoods, communities or areas of the city, shown on its page.
neighborhoods: ["TODO"]
# true for a Palm Beach or Broward city: it then appears in the search box of /service-areas.
searchable: false
primaryService: Handyman Services
# Two or three paragraphs for this city alone: its neighborhoods, housing and local concerns. No copying.
intro: |
  TODO: write about ${name}: its neighborhoods, its kind of housing and what goes wrong in homes there.
lastUpdated: "${new Date().toISOString().slice(0, 10)}"
`;
}

/** The fields `new:city` fills in from its options; the others are placeholders for a person. */
export const OPTION_FIELDS: Record<string, string> = {
  cityName: 'the city name',
  citySlug: 'the city name',
  county: '--county',
};

/**
 * What is wrong with the options, checked by the same schema and name rules as `npm run validate` (with its
 * "did you mean" hints), each prefixed by the option it came from. Empty when the file may be written.
 */
export function optionErrors(text: string, schemas: Schemas): string[] {
  const { source } = parseSource('data/cities/new.yaml', text);
  if (!source) return ['the name cannot be written into a YAML file'];
  const validate = schemas.validator('city.schema.json');
  const errors = validate(structuredClone(source.data))
    ? []
    : mapAjvErrors(source, validate.errors ?? [], schemas, 'city.schema.json');
  const all = [...errors, ...nameCharacterErrors(source, 'cities')];
  return all
    .map((e) => ({ e, field: Object.keys(OPTION_FIELDS).find((f) => e.message.startsWith(`${f} `)) }))
    .filter(({ field }) => field)
    .map(({ e, field }) => `${OPTION_FIELDS[field!]}: ${e.message}`);
}

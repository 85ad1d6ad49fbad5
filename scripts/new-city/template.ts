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

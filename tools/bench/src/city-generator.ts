import { parse, stringify } from 'yaml';

/**
 * Made-up city files for the scale runs, of the length of an ordinary city: two neighbourhoods and an intro of three
 * short paragraphs. Valid against schemas/city.schema.json; the intros are random sentences from a vocabulary, so
 * that no two share 5-word phrases and the doorway guard passes as it would for cities written by hand. Seeded, so
 * two runs build the same site.
 */
const WORDS = (
  'home house condo villa townhouse porch patio lanai garage driveway fence gate roof gutter soffit fascia eave window ' +
  'door frame hinge lock handle trim baseboard molding crown casing wall ceiling floor tile grout stone marble granite ' +
  'wood oak pine cedar stucco drywall plaster paint primer stain sealant caulk mildew mold moisture humidity salt air ' +
  'breeze storm hurricane shutter rain sun heat shade palm oak canal lake river beach dune marsh street avenue boulevard ' +
  'corner block community village neighborhood owner family neighbor builder crew technician estimate visit schedule ' +
  'morning afternoon weekend season spring summer autumn winter older newer original modern classic quiet busy shaded ' +
  'sunny coastal inland northern southern eastern western small large narrow wide bright faded cracked loose worn ' +
  'rusted swollen warped peeling chipped sagging leaking squeaky sticky careful quick tidy honest steady patient local ' +
  'repair replace refresh patch seal paint install mount hang level align tighten clean inspect measure finish sand ' +
  'prime caulk restore update upgrade protect brighten fix check plan kitchen bathroom bedroom hallway closet laundry ' +
  'cabinet counter vanity faucet sink shower tub toilet fan fixture outlet switch light bulb mirror shelf rack hook ' +
  'bracket anchor screw nail board panel sheet slab step stair railing deck dock pergola shed mailbox planter lawn hedge'
).split(' ');

export interface GeneratedCity {
  /** Path relative to the project root, for example data/cities/generated-city-0001-fl.yaml. */
  file: string;
  slug: string;
  text: string;
}

/** A small, fast, seeded random number generator (mulberry32): the same seed gives the same cities. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCities(count: number, counties: string[], seed = 1): GeneratedCity[] {
  const rnd = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(rnd() * 9) }, () => pick(WORDS));
    return `${cap(words.join(' '))}.`;
  };
  // Sentences until 150 characters (about 150 to 250): three paragraphs stay inside the schema's 300 to 2,000.
  const paragraph = () => {
    let text = sentence();
    while (text.length < 150) text += ` ${sentence()}`;
    return text;
  };
  const width = String(count).length;
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(width, '0');
    const slug = `generated-city-${n}-fl`;
    const record = {
      cityName: `Generated City ${n}`,
      citySlug: slug,
      county: counties[i % counties.length],
      zipCodes: [String(32000 + Math.floor(rnd() * 2000))],
      aliases: [],
      neighborhoods: Array.from({ length: 2 }, (_, k) => `${cap(pick(WORDS))} ${cap(pick(WORDS))} ${k + 1}`),
      searchable: false,
      intro: `${paragraph()}\n\n${paragraph()}\n\n${paragraph()}\n`,
    };
    return { file: `data/cities/${slug}.yaml`, slug, text: cityText(record) };
  });
}

const cityText = (record: object) =>
  `# yaml-language-server: $schema=../../schemas/city.schema.json\n${stringify(record, { lineWidth: 0 })}`;

/**
 * The same city renamed, with a sentence added at the start of its intro: the edit of the one-city rebuild, which
 * reaches the city's page and the pages that list it (its county's nearby lists, the directory, the sitemaps).
 */
export function editedCity(city: GeneratedCity): GeneratedCity {
  const record = parse(city.text) as { cityName: string; intro: string };
  record.cityName = `${record.cityName} Beach`;
  record.intro = `A sentence added for the rebuild, about the shady streets near the old bridge. ${record.intro}`;
  return { ...city, text: cityText(record) };
}

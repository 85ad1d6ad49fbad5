/**
 * The rule every "from $X" of the site is read by, alone in a module that reads no generated content, so that codegen's
 * checks (scripts/codegen/price-checks.ts) apply the same rule as the pages (./price-guide.ts).
 */

/** What the rule reads of a job of a price guide. */
interface Priced {
  low: number;
  unit: string;
}

/** Units that price a measure (a square foot, an hour), not a whole job: no "from $2" is read from them. */
const MEASURES = new Set(['sqft', 'linft', 'hour']);

/**
 * The lowest price of a whole job among `jobs` (a room, a door, a job...), the "from $X" every page quotes: none when
 * there is no job or every one is priced by a measure, where "from $2" would mislead.
 */
export function cheapestJob(jobs: readonly Priced[]): number | undefined {
  const lows = jobs.flatMap((j) => (MEASURES.has(j.unit) ? [] : [j.low]));
  return lows.length ? Math.min(...lows) : undefined;
}

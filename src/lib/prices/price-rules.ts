/**
 * The price guide's rules that read no generated content, so that codegen's checks (scripts/codegen/price-checks.ts)
 * and the browser's scripts apply them as the pages do (./price-guide.ts): the rule of every "from $X", and how a job
 * is named across services.
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

/** How one job of one service is named across the data and the pages: "<service slug>/<job id>" (plumbing/faucet). */
export const jobRef = (service: string, job: string) => `${service}/${job}`;

import type { DataError } from './data-error.ts';
import type { Loaded } from './load-collections.ts';
import { at } from './locate.ts';

interface Job {
  id?: unknown;
  low?: unknown;
  high?: unknown;
}

/**
 * What the service schema cannot say about a price guide (data/services/<slug>.yaml `priceGuide`): each range runs
 * from low to high, and each job's id is its own within the service (the quote form sends it, the handler looks it up).
 */
export function priceGuideErrors(loaded: Map<string, Loaded>): DataError[] {
  const errors: DataError[] = [];
  for (const { src, data } of loaded.get('services')?.records ?? []) {
    const jobs = (data.priceGuide as { jobs?: Job[] } | undefined)?.jobs ?? [];
    const seen = new Set<unknown>();
    jobs.forEach((job, i) => {
      const path = ['priceGuide', 'jobs', String(i)];
      if (typeof job.low === 'number' && typeof job.high === 'number' && job.low > job.high)
        errors.push(
          at(
            src,
            [...path, 'high'],
            `priceGuide.jobs[${i}] runs backwards: high is ${job.high}, below low (${job.low}). Swap them, or set high to at least ${job.low}.`,
          ),
        );
      if (seen.has(job.id))
        errors.push(
          at(
            src,
            [...path, 'id'],
            `priceGuide.jobs[${i}].id "${String(job.id)}" is already the id of an earlier job of this service: give each job its own id.`,
          ),
        );
      seen.add(job.id);
    });
  }
  return errors;
}

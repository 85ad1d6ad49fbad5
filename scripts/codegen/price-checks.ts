import { cheapestJob, jobRef } from '../../src/lib/prices/price-rules.ts';
import type { DataError } from './data-error.ts';
import type { Loaded } from './load-collections.ts';
import { at } from './locate.ts';
import { suggest } from './suggest.ts';

interface Job {
  id?: unknown;
  low?: unknown;
  high?: unknown;
}

/**
 * What the service schema cannot say about a price guide (data/services/<slug>.yaml `priceGuide`): each range runs
 * from low to high, and each job's id is its own within the service (the quote form sends it, the handler looks it up);
 * and the jobs a city page's category names exist.
 */
export function priceGuideErrors(loaded: Map<string, Loaded>): DataError[] {
  const errors: DataError[] = [];
  const services = loaded.get('services')?.records ?? [];
  for (const { src, data } of services) {
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
  errors.push(...categoryJobErrors(loaded, services), ...startingPriceErrors(loaded, services));
  return errors;
}

/**
 * The starting price the site's texts quote (data/site.yaml claims.repairsFrom: "Basic repairs start around $75") is
 * the one the first screens read from the price guides, the cheapest whole job of all: two figures would contradict.
 */
function startingPriceErrors(loaded: Map<string, Loaded>, services: Loaded['records']): DataError[] {
  const [site] = loaded.get('site')?.records ?? [];
  const claim = (site?.data.claims as { repairsFrom?: unknown } | undefined)?.repairsFrom;
  const jobs = services.flatMap(
    ({ data }) => (data.priceGuide as { jobs?: { low: number; unit: string }[] })?.jobs ?? [],
  );
  const cheapest = cheapestJob(jobs.filter((j) => typeof j.low === 'number'));
  if (!site || typeof claim !== 'string' || cheapest === undefined) return [];
  if (Number(claim.replace(/[^0-9.]/g, '')) === cheapest) return [];
  return [
    at(
      site.src,
      ['claims', 'repairsFrom'],
      `claims.repairsFrom is "${claim}", but the cheapest whole job of the price guides (data/services/*.yaml priceGuide), which the pages show as where repairs start, is $${cheapest.toLocaleString('en-US')}. Make them agree: change this to $${cheapest.toLocaleString('en-US')}, or that job's low price.`,
    ),
  ];
}

/**
 * The jobs a city page's category names (data/pages/city-page.yaml `jobs`, "<service>/<job>"), from which its
 * "from $X" is read: each must be a job of that service's price guide, or the category would start at another price.
 */
function categoryJobErrors(loaded: Map<string, Loaded>, services: Loaded['records']): DataError[] {
  const jobsBySlug = new Map(
    services.map(({ data }) => [
      String(data.slug),
      ((data.priceGuide as { jobs?: Job[] } | undefined)?.jobs ?? []).map((j) => String(j.id)),
    ]),
  );
  const refs = [...jobsBySlug].flatMap(([slug, ids]) => ids.map((id) => jobRef(slug, id)));
  const errors: DataError[] = [];
  for (const { src, data } of loaded.get('cityPage')?.records ?? []) {
    ((data.categories ?? []) as { jobs?: string[] }[]).forEach((category, c) => {
      (category.jobs ?? []).forEach((ref, i) => {
        if (refs.includes(ref)) return;
        const [slug] = ref.split('/');
        const known = jobsBySlug.get(slug);
        const guess = suggest(ref, refs);
        errors.push(
          at(
            src,
            ['categories', String(c), 'jobs', String(i)],
            `categories[${c}].jobs[${i}] is "${ref}", which is no job of a price guide${
              known ? ` (the jobs of data/services/${slug}.yaml: ${known.join(', ') || 'none'})` : ''
            }.${guess ? ` Did you mean "${guess}"?` : ' Write it as <service slug>/<job id>, such as plumbing/faucet.'}`,
          ),
        );
      });
    });
  }
  return errors;
}

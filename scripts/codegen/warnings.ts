import type { DataError } from './data-error.ts';
import type { Loaded } from './load-collections.ts';
import { at, fieldName } from './locate.ts';

interface Market {
  name: string;
  status: string;
  jobs?: string;
  launch?: string;
}

/**
 * Data that is valid but has gone stale: reported by `npm run validate` and the build, never a failure, so a date
 * passing does not block unrelated changes. `today` is passed in so tests can pin it.
 */
export function dataWarnings(loaded: Map<string, Loaded>, today: Date): DataError[] {
  const warnings: DataError[] = [];
  const thisMonth = today.toISOString().slice(0, 7);
  for (const { src, data } of loaded.get('techRecruitment')?.records ?? []) {
    ((data.coverage as { markets?: Market[] } | undefined)?.markets ?? []).forEach((m, i) => {
      const segs = ['coverage', 'markets', String(i), 'launch'];
      if (m.status === 'coming-soon' && m.launch && m.launch < thisMonth) {
        warnings.push(
          at(
            src,
            segs,
            `${fieldName(segs)} says ${m.name} launches in ${m.launch}, which has passed, so the page announces a launch that is late. If ${m.name} is open, set status to active and give its jobs line; otherwise give the new month, or remove launch to show Coming Soon.`,
          ),
        );
      }
    });
  }
  return warnings;
}

/** Market fields that belong to one status only: an active market shows its jobs, a coming one its launch month. */
export function marketErrors(loaded: Map<string, Loaded>): DataError[] {
  const errors: DataError[] = [];
  for (const { src, data } of loaded.get('techRecruitment')?.records ?? []) {
    ((data.coverage as { markets?: Market[] } | undefined)?.markets ?? []).forEach((m, i) => {
      const segs = ['coverage', 'markets', String(i)];
      if (m.status === 'active' && !m.jobs)
        errors.push(
          at(
            src,
            segs,
            `${fieldName(segs)} (${m.name}) is active but has no jobs line. Add "jobs:", for example 150+ jobs/week.`,
          ),
        );
      if (m.status === 'active' && m.launch)
        errors.push(
          at(
            src,
            [...segs, 'launch'],
            `${fieldName([...segs, 'launch'])} is set, but ${m.name} is already active. Remove the launch line.`,
          ),
        );
      if (m.status === 'coming-soon' && m.jobs)
        errors.push(
          at(
            src,
            [...segs, 'jobs'],
            `${fieldName([...segs, 'jobs'])} is set, but ${m.name} is not active yet: its card shows its launch month (launch: YYYY-MM) or Coming Soon. Remove the jobs line.`,
          ),
        );
    });
  }
  return errors;
}

import type { DataError } from './data-error.ts';
import type { Loaded } from './load-collections.ts';
import { at } from './locate.ts';

/**
 * What the schedule's schema cannot say (data/schedule.yaml): the hours of notice leave some of the days offered, or
 * the form would never offer a window.
 */
export function scheduleErrors(loaded: Map<string, Loaded>): DataError[] {
  const errors: DataError[] = [];
  for (const { src, data } of loaded.get('schedule')?.records ?? []) {
    const { noticeHours, daysAhead } = data as { noticeHours?: unknown; daysAhead?: unknown };
    if (typeof noticeHours === 'number' && typeof daysAhead === 'number' && noticeHours >= daysAhead * 24)
      errors.push(
        at(
          src,
          ['noticeHours'],
          `noticeHours is ${noticeHours}, which reaches past the ${daysAhead} days the form offers (daysAhead): no window would ever be offered. Set it below ${daysAhead * 24}, or raise daysAhead.`,
        ),
      );
  }
  return errors;
}

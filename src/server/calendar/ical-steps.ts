/**
 * A budget of work for ical.js's recurrence iteration, counted in steps rather than time: in a Cloudflare Worker the
 * clock does not move during pure computation, so only a count can stop a loop there. ical.js's iterator can loop
 * forever inside one call to next() on a rule no date satisfies (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), so a cap on
 * the occurrences taken from it never gets its turn: the steps are counted inside the iterator, where it loops, by
 * wrapping the three methods each of its loops goes through, and the one over budget throws.
 * Outside `withSteps` nothing is counted (the wrapped methods cost one comparison more).
 */
import ICAL from 'ical.js';

/** Thrown when a budget runs out: `whole` when the feed's, else the part's (one recurring event). */
export class OutOfSteps extends Error {
  readonly whole: boolean;
  constructor(whole: boolean) {
    super(whole ? 'the feed took too many steps to read' : 'an event took too many steps to read');
    this.whole = whole;
  }
}

// The budgets under way, shared by every copy of this module: ical.js is loaded once per process, but a test runner
// may load this module again for each test file, and the methods are wrapped once.
interface Budgets {
  feed: number;
  part: number;
  spend(n: number): void;
}
const SHARED = Symbol.for('florida-handyman/ical-steps');

/** Spends `n` steps of the budgets under way; throws OutOfSteps once one is spent. */
export function spend(n = 1): void {
  budgets.feed -= n;
  budgets.part -= n;
  if (budgets.feed < 0) throw new OutOfSteps(true);
  if (budgets.part < 0) throw new OutOfSteps(false);
}

function within<T>(budget: 'feed' | 'part', steps: number, run: () => T): T {
  budgets[budget] = steps;
  try {
    return run();
  } finally {
    budgets[budget] = Number.POSITIVE_INFINITY;
  }
}

/** Runs `read` with a budget of `steps` for all of it. */
export const withSteps = <T>(steps: number, read: () => T): T => within('feed', steps, read);

/** Runs `part` (one recurring event) within `steps` of its own, taken from the budget of the whole too. */
export const withPartSteps = <T>(steps: number, part: () => T): T => within('part', steps, part);

const iterator: object = ICAL.RecurIterator.prototype;
const installed: Budgets | undefined = Reflect.get(iterator, SHARED);
const budgets: Budgets = { feed: Number.POSITIVE_INFINITY, part: Number.POSITIVE_INFINITY, spend };
Reflect.set(iterator, SHARED, budgets);
// next()'s loop checks the rule's limits once a turn; a day increment walks its days one by one (INTERVAL=2000000000
// is two billion turns); a yearly rule expands each year it looks at, up to the year 20000.
const costs: [string, (...args: unknown[]) => number][] = [
  ['check_contracting_rules', () => 1],
  ['increment_monthday', (days) => Math.max(1, Number(days) || 1)],
  ['expand_year_days', () => 10],
];
if (!installed)
  for (const [name, cost] of costs) {
    const original: unknown = Reflect.get(iterator, name);
    if (typeof original !== 'function')
      throw new Error(`ical.js has no RecurIterator.${name}: see src/server/calendar/ical-steps.ts`);
    Reflect.set(iterator, name, function counted(this: unknown, ...args: unknown[]) {
      (Reflect.get(iterator, SHARED) as Budgets).spend(cost(...args));
      return original.apply(this, args);
    });
  }

import { describe, expect, it } from 'vitest';
import { LAST_GOOD_MS, standingAfter } from '../../src/server/calendar/calendar-standing.ts';

const busy = [{ start: 1, end: 2 }] as never[];
const failed = { busy: [], error: 'its address answered 404' };
const T = Date.UTC(2026, 10, 30, 12);

describe("the owner's calendar, when its feed cannot be read", () => {
  it('a read that works is what the windows follow, and becomes the last good copy', () => {
    expect(standingAfter({ busy }, undefined, T)).toEqual({ read: { busy }, good: { at: T, busy } });
  });
  it('the last good copy stands in for a failed read up to LAST_GOOD_MS, its time said', () => {
    const good = { at: T - LAST_GOOD_MS, busy };
    expect(standingAfter(failed, good, T)).toEqual({ read: { ...failed, busy, lastGoodAt: good.at }, good });
  });
  it('past LAST_GOOD_MS, or with no copy, no window is offered', () => {
    const old = { at: T - LAST_GOOD_MS - 1, busy };
    expect(standingAfter(failed, old, T).read).toEqual({ ...failed, busy: [], noWindows: true, lastGoodAt: old.at });
    expect(standingAfter(failed, undefined, T).read).toEqual({ ...failed, busy: [], noWindows: true });
    // A later read that works offers them again.
    expect(standingAfter({ busy: [] }, old, T).read.noWindows).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import bookingsMail, { config } from '../../netlify/functions/bookings-mail.ts';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { afterAction } from '../../src/lib/booking/state.ts';
import { localToUtc } from '../../src/lib/calendar/availability.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import { netlifyStore } from '../../src/server/hosts/netlify.ts';
import { netlifyUnderTest } from './netlify-blobs.ts';
import { quoteFields } from './quote-request.ts';

// Netlify's scheduler of the bookings' e-mails (netlify/functions/bookings-mail.ts), its handler invoked as Netlify
// invokes a scheduled function, against Netlify's own local Blobs server and an SMTP server inside the test, with the
// clock set to the hours of data/schedule.yaml: the homeowner's reminder goes out once over several runs, the owner's
// e-mail of the day once.
const netlify = netlifyUnderTest('https://netlify-scheduled.example');
const florida = (wall: string) => localToUtc(Date.parse(`${wall}Z`), schedule.timeZone);
const WINDOW = '2026-12-02T08:00';
/** Invokes the function with the clock at `ms`, as Netlify does on schedule (it reads nothing of the request). */
async function invoke(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: ms });
  return bookingsMail();
}
afterEach(() => vi.useRealTimers());
const subjects = (to: string) => netlify.inbox.received.filter((m) => m.to?.[0]?.address === to).map((m) => m.subject);

describe('the Netlify Scheduled Function of the bookings’ e-mails', () => {
  it('runs every ten minutes', () => {
    expect(config).toEqual({ schedule: '*/10 * * * *' });
  });

  it('sends the homeowner’s reminder once, and the owner’s e-mail of the day once', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${netlify.inbox.port}`;
    process.env.LINK_SECRET = 'netlify-scheduled-secret';
    const store = netlifyStore();
    const received = '2026-11-30T12:00:00.000Z';
    const entry = { ...quoteFields('Ana Ruiz'), email: 'ana@example.com', locale: 'es', window: WINDOW };
    const id = await store.insert('quote', entry, received);
    const requested = (await store.bookings!.get(id))!;
    const confirmed = afterAction(requested, 'confirm', Date.parse(received) + 60_000, WINDOW_LIMITS.holdMs)!;
    expect(await store.bookings!.save(requested, confirmed, WINDOW_LIMITS, Date.parse(received) + 60_000)).toBe(
      'saved',
    );

    const due = florida(`2026-12-01T${schedule.reminderAt}`);
    expect(await (await invoke(due - 60_000)).json()).toMatchObject({ reminders: 0 });
    const runs = [];
    for (const t of [due, due + 600_000, due + 1_200_000]) runs.push(await (await invoke(t)).json());
    expect(runs.map((r) => r.reminders)).toEqual([1, 0, 0]);
    const reminder = messages.es!.booking.reminder.subject.split('{')[0];
    expect(subjects('ana@example.com').filter((s) => s?.startsWith(reminder))).toHaveLength(1);

    const morning = florida(`${WINDOW.slice(0, 10)}T${schedule.ownerMorningAt}`);
    const days = [await (await invoke(morning)).json(), await (await invoke(morning + 600_000)).json()];
    expect(days.map((r) => r.morning)).toEqual([true, false]);
    const subject = messages.en.booking.morning.subject.replace('{visits}', '1').replace('{waiting}', '0');
    expect(subjects('owner@example.com')).toEqual([subject]);
  });
});

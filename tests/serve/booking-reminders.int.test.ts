/**
 * The schedulers' e-mails on npm start's store (node:sqlite) and Netlify's (Blobs), one run as every host's scheduler
 * makes it (src/server/booking/daily-mail.ts): the homeowner's reminder of a confirmed visit goes out once, at
 * data/schedule.yaml reminderAt the day before, however many runs race and however often they run again (nothing is
 * kept in memory: a run after a restart is just another run); a send that failed goes out on the next run; the owner's
 * e-mail of the day goes out once a day with the day's visits and the requests waiting.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { afterAction } from '../../src/lib/booking/state.ts';
import { localToUtc, windowsFor } from '../../src/lib/calendar/availability.ts';
import { sendDailyMail } from '../../src/server/booking/daily-mail.ts';
import { WINDOW_LIMITS } from '../../src/server/booking/limits.ts';
import type { LeadMessage } from '../../src/server/mail/lead-mail.ts';
import type { FormStore } from '../../src/server/stores/store.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { bookingLinks } from './booking-links.ts';
import { blobs, handler, sqlite } from './form-handler.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const florida = (wall: string) => localToUtc(Date.parse(`${wall}Z`), schedule.timeZone);
const words = messages.es!.booking;

async function confirmedVisit(store: FormStore) {
  const window = windowsFor(windowRules, NOW).find((w) => w.start.startsWith('2026-12-02'))!.start;
  // The post's own background work (its e-mails marked sent) ends first: Netlify's local Blobs server makes a
  // conditional write in two steps, so a mark racing the confirm below could win there (Netlify's service cannot).
  const background: Promise<unknown>[] = [];
  const h = handler(store, { now: () => NOW, waitUntil: (p) => void background.push(p) });
  const fields = { ...quoteFields('Recordar'), email: 'home@example.com', address: '12 Palm Ave, Jupiter', window };
  expect((await h.post('quote?locale=es', JSON.stringify(fields), 'application/json')).status).toBe(201);
  await Promise.all(background);
  const [b] = await store.bookings!.list('2026-11-30', 10);
  const next = afterAction(b, 'confirm', NOW + 60_000, WINDOW_LIMITS.holdMs)!;
  expect(await store.bookings!.save(b, next, WINDOW_LIMITS, NOW + 60_000)).toBe('saved');
  return window;
}

function mailbox() {
  const sent: LeadMessage[] = [];
  let failing = false;
  const mailer = {
    to: 'owner@example.com',
    from: 'site@example.com',
    linkSecret: 'reminder-secret',
    send: async (m: LeadMessage) => {
      if (failing) throw new Error('SMTP is down');
      sent.push(m);
    },
  };
  return { sent, mailer, fail: (on: boolean) => (failing = on) };
}

// Netlify's local Blobs server checks "only if new" and writes in two steps (the service itself does it in one), so on
// Blobs the runs come one just after the other; on SQLite they come at once.
describe.each([
  ['node:sqlite', async () => sqlite().store, true],
  ['Netlify Blobs', async () => (await blobs()).store, false],
])('the schedulers’ e-mails on %s', (_, open, atOnce) => {
  const race = async <T>(runs: (() => Promise<T>)[]) => {
    if (atOnce) return Promise.all(runs.map((f) => f()));
    const out: T[] = [];
    for (const f of runs) out.push(await f());
    return out;
  };
  it('remind the homeowner once, the day before at reminderAt, even when runs race', async () => {
    const store = await open();
    const window = await confirmedVisit(store);
    const box = mailbox();
    const run = (now: number) => sendDailyMail(store, { mailer: box.mailer, origin: 'https://x.test', now });
    const reminders = () => box.sent.filter((m) => m.to === 'home@example.com');

    await run(florida(`2026-12-01T${schedule.reminderAt}`) - 60_000);
    expect(reminders()).toEqual([]);
    const due = florida(`2026-12-01T${schedule.reminderAt}`);
    const runs = await race([() => run(due), () => run(due), () => run(due + 1000)]);
    expect(runs.map((r) => r.reminders).sort()).toEqual([0, 0, 1]);
    expect(reminders()).toHaveLength(1);
    const [mail] = reminders();
    expect(mail.subject.startsWith(words.reminder.subject.split('{')[0])).toBe(true);
    expect(mail.text).toContain('12 Palm Ave, Jupiter');
    expect(mail.fromName).toBeDefined();
    expect(bookingLinks(mail.text).visit).toMatch(/^https:\/\/x\.test\/api\/booking\/visit\//);
    // Later runs (after a restart, on another instance) find it claimed.
    await run(due + 3_600_000);
    await run(florida(`${window}`) - 60_000);
    expect(reminders()).toHaveLength(1);
  });

  it('tries a failed reminder again on the next run, and sends the owner one e-mail a day', async () => {
    const store = await open();
    await confirmedVisit(store);
    const box = mailbox();
    const run = (now: number) => sendDailyMail(store, { mailer: box.mailer, origin: 'https://x.test', now });
    const due = florida(`2026-12-01T${schedule.reminderAt}`);
    box.fail(true);
    expect(await run(due)).toMatchObject({ reminders: 0, failed: 1 });
    box.fail(false);
    expect(await run(due + 60_000)).toMatchObject({ reminders: 1, failed: 0 });

    const morning = florida(`2026-12-02T${schedule.ownerMorningAt}`);
    const [first, second] = await race([() => run(morning), () => run(morning)]);
    expect([first.morning, second.morning].filter(Boolean)).toHaveLength(1);
    await run(morning + 3_600_000);
    const owner = box.sent.filter((m) => m.to === 'owner@example.com');
    expect(owner.map((m) => m.subject)).toEqual([
      messages.en.booking.morning.subject.replace('{visits}', '1').replace('{waiting}', '0'),
    ]);
    expect(owner[0].text).toContain('Recordar');
    expect(owner[0].text).toContain(`${messages.en.booking.morning.dayPage}: https://x.test/admin/day`);
  });
});

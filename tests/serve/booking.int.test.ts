/**
 * A request becomes a booking on `npm start`, with the owner's and the homeowner's e-mails caught by an SMTP server
 * inside the test: opening the owner's Confirm link changes nothing, its button confirms; the homeowner's e-mail then
 * says so with an invitation of the same UID and a higher SEQUENCE, and the feed says CONFIRMED; the homeowner moves
 * the visit from their link (the owner gets the update, the old window is offered again) and cancels it (the owner
 * gets a CANCEL). Forged and stale posts change nothing.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../scripts/serve/server.ts';
import { closeServer } from '../../scripts/serve/stop.ts';
import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { site } from '../../src/content/site.ts';
import { freePort } from '../free-port.ts';
import { smtpInbox } from '../smtp.ts';
import { bookingLinks, choices, hidden, invitation, press } from './booking-links.ts';
import { quoteFields } from './quote-request.ts';

// Monday 2026-11-30, 07:00 in Florida: the handler's clock, so the windows are the same whenever the test runs.
const NOW = Date.UTC(2026, 10, 30, 12);
const TOKEN = 'booking-calendar-token';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-'));
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let server: http.Server;
let base = '';
const es = messages.es!.booking;

const windows = async () =>
  ((await (await fetch(`${base}/api/availability`)).json()) as { windows: { start: string }[] }).windows.map(
    (w) => w.start,
  );
const feed = async () => {
  const cal = new ICAL.Component(ICAL.parse(await (await fetch(`${base}/api/calendar.ics?token=${TOKEN}`)).text()));
  return cal.getAllSubcomponents('vevent').map((e) => ({
    uid: e.getFirstPropertyValue('uid'),
    status: e.getFirstPropertyValue('status'),
    sequence: e.getFirstPropertyValue('sequence'),
  }));
};
/** The e-mails that arrived after the first `seen`, once `count` more have. */
const next = async (seen: number, count = 1) => (await inbox.until(seen + count, 20_000)).slice(seen);
const to = (mails: Email[], address: string) => {
  const m = mails.find((x) => x.to?.[0]?.address === address);
  if (!m) throw new Error(`no e-mail to ${address} among ${mails.map((x) => x.subject).join(' | ')}`);
  return m;
};

beforeAll(async () => {
  inbox = await smtpInbox();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = createServer(path.join(dir, 'site'), {
    dataDir: path.join(dir, 'data'),
    now: () => NOW,
    env: {
      FORMS_RATE_LIMIT: '1000',
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEADS_EMAIL_TO: 'owner@example.com',
      LEADS_EMAIL_FROM: 'site@example.com',
      LINK_SECRET: 'booking-test-secret',
      SITE_URL: base,
      CALENDAR_TOKEN: TOKEN,
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  await closeServer(server);
  await inbox.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a booking on npm start', () => {
  const state: { owner?: Record<string, string>; visit?: string; uid?: string; first?: string; moved?: string } = {};

  it("sends the owner one-tap links and the homeowner a tentative invitation from the business's name", async () => {
    // A window past changeNoticeHours (data/schedule.yaml), so that the homeowner may still move and cancel it.
    const first = (await windows()).find(
      (w) => Date.parse(`${w}Z`) > NOW + (schedule.changeNoticeHours + 12) * 3_600_000,
    );
    if (!first) throw new Error('no window is offered past the change notice');
    state.first = first;
    const fields = { ...quoteFields('María López'), email: 'maria@example.com', window: first };
    const res = await fetch(`${base}/api/quote?locale=es`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
      body: JSON.stringify(fields),
    });
    expect(res.status).toBe(201);
    const mails = await next(0, 2);
    const owner = to(mails, 'owner@example.com');
    state.owner = bookingLinks(owner.text ?? '');
    expect(Object.keys(state.owner).sort()).toEqual(['confirm', 'decline', 'move', 'release']);
    for (const url of Object.values(state.owner)) expect(url.startsWith(`${base}/api/booking/`)).toBe(true);
    const homeowner = to(mails, 'maria@example.com');
    expect(homeowner.from?.name).toBe(site.businessName);
    state.visit = bookingLinks(homeowner.text ?? '').visit;
    expect(state.visit).toBeDefined();
    const invite = invitation(homeowner);
    expect(invite).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', sequence: 0 });
    state.uid = invite.uid;
    expect(invitation(owner)).toMatchObject({ uid: invite.uid, status: 'TENTATIVE', sequence: 0 });
    expect(await feed()).toEqual([{ uid: invite.uid, status: 'TENTATIVE', sequence: 0 }]);
  });

  it('opening the Confirm link changes nothing; its button confirms, once', async () => {
    const url = state.owner!.confirm;
    for (let i = 0; i < 2; i++) {
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(messages.en.booking.owner.buttons.confirm);
    }
    expect((await feed())[0]).toMatchObject({ status: 'TENTATIVE', sequence: 0 });
    expect((await press(url, {}, 'https://evil.example')).status).toBe(403);
    expect((await press(url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(403);
    expect((await feed())[0]).toMatchObject({ status: 'TENTATIVE', sequence: 0 });

    const done = await press(url);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Confirmed for');
    const [mail] = await next(2);
    expect(mail.to?.[0]?.address).toBe('maria@example.com');
    expect(mail.subject?.startsWith(es.email.subjects.confirmed.split('{window}')[0])).toBe(true);
    expect(invitation(mail)).toMatchObject({ uid: state.uid, method: 'REQUEST', status: 'CONFIRMED', sequence: 1 });
    expect(await feed()).toEqual([{ uid: state.uid, status: 'CONFIRMED', sequence: 1 }]);

    // A second tap says what happened and sends nothing.
    const again = await press(url);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Confirmed for');
    expect((await fetch(state.owner!.decline)).status).toBe(200);
    expect(await (await fetch(state.owner!.decline)).text()).toContain('Confirmed for');
  });

  it('the homeowner moves the visit: the owner gets the update, the old window is offered again', async () => {
    const page = await fetch(state.visit!);
    expect(page.status).toBe(200);
    const html = await page.text();
    const offered = choices(html);
    expect(offered).not.toContain(state.first);
    expect(await windows()).not.toContain(state.first);
    // A later window, still past the change notice, so that it can be cancelled after.
    state.moved = offered.find((w) => w > state.first!);
    const moved = await press(state.visit!, { do: 'change', seq: hidden(html, 'seq')!, window: state.moved! });
    expect(moved.status).toBe(200);
    const mails = await next(3, 2);
    const owner = to(mails, 'owner@example.com');
    expect(invitation(owner)).toMatchObject({ uid: state.uid, method: 'REQUEST', status: 'CONFIRMED', sequence: 2 });
    expect(invitation(to(mails, 'maria@example.com'))).toMatchObject({ sequence: 2, status: 'CONFIRMED' });
    const now = await windows();
    expect(now).toContain(state.first);
    expect(now).not.toContain(state.moved);
    // The page as it was (its seq) changes nothing any more.
    expect((await press(state.visit!, { do: 'cancel', seq: hidden(html, 'seq')! })).status).toBe(409);
  });

  it('the homeowner cancels: the owner gets a CANCEL and the window is free again', async () => {
    const html = await (await fetch(state.visit!)).text();
    expect(await windows()).not.toContain(state.moved);
    const cancelled = await press(state.visit!, { do: 'cancel', seq: hidden(html, 'seq')! });
    expect(cancelled.status).toBe(200);
    const mails = await next(5, 2);
    expect(invitation(to(mails, 'owner@example.com'))).toMatchObject({
      uid: state.uid,
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 3,
    });
    expect(invitation(to(mails, 'maria@example.com'))).toMatchObject({ method: 'CANCEL', sequence: 3 });
    expect(await feed()).toEqual([{ uid: state.uid, status: 'CANCELLED', sequence: 3 }]);
    expect(await windows()).toContain(state.moved);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Email } from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/content/site.ts';
import { formWords } from '../../src/lib/leads/lead-catalog.ts';
import { emailPending } from '../../src/server/mail/lead-mail.ts';
import { nodeMailer } from '../../src/server/mail/node-mail.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { invitationsOf, smtpInbox } from '../smtp.ts';
import { env, quoteFields } from './quote-request.ts';

// A stored quote with a requested window, e-mailed through nodemailer to the SMTP server inside the test: the owner's
// work order carries the visit as a text/calendar part, the homeowner's confirmation a tentative one that repeats
// nothing the visitor typed; both are the booking's first invitation (METHOD REQUEST, SEQUENCE 0).
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

const calendarOf = (mail: Email) => {
  const invitations = invitationsOf(mail);
  expect(invitations.map((a) => a.filename)).toEqual(['invite.ics']);
  return invitations[0];
};

describe("a quote's requested visit in its two e-mails", () => {
  it('attaches the visit to the owner, and a tentative one to the homeowner', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-mail-'));
    const sqlite = openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations'));
    const inbox = await smtpInbox();
    cleanup.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => sqlite.close(),
      inbox.close,
    );
    const store = sqlStore(sqliteDatabase(sqlite));
    const entry = {
      ...quoteFields('María López'),
      email: 'maria@example.com',
      phone: '(561) 555-0199',
      address: '12 Palm Way, Boca Raton; FL',
      details: 'Walls, ceilings\r\nand a door; two coats, please',
      page: '/service-areas/boca-raton-fl',
      reference: 'K7M-3QX',
      locale: 'es',
      window: '2026-11-30T08:00',
    };
    const receivedAt = '2026-11-28T01:01:00.000Z';
    const id = await store.insert('quote', entry, receivedAt);
    const mailer = nodeMailer({ ...env, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
    if (!mailer) throw new Error('the test sets all of SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM');
    await emailPending(store, mailer, site.baseUrl, () => Date.parse(receivedAt));

    const mails = await inbox.until(2, 20_000);
    const owner = mails.find((m) => m.to?.[0]?.address === env.LEADS_EMAIL_TO);
    const homeowner = mails.find((m) => m.to?.[0]?.address === 'maria@example.com');
    if (!owner || !homeowner) throw new Error('both e-mails are expected');

    const mine = calendarOf(owner);
    const uid = `quote-${id}@${new URL(site.baseUrl).hostname}`;
    expect(mine.event.uid).toBe(uid);
    expect(mine.event.summary).toBe(
      `${messages.en.leadEmail.subjects.quote.replace('{reference}', 'K7M-3QX')} · ${formWords('en').services.painting} · Boca Raton`,
    );
    expect(mine.event.location).toBe(entry.address);
    expect(mine.event.description).toContain('Walls, ceilings\nand a door; two coats, please');
    expect(mine.event.description).toContain(entry.phone);
    expect(mine.event.startDate.toJSDate().toISOString()).toBe('2026-11-30T13:00:00.000Z');
    // Tentative until the owner confirms it from the e-mail's links (src/server/booking/): an invitation to update.
    expect(mine.status).toBe('TENTATIVE');
    expect(mine.text).toMatch(/^METHOD:REQUEST\r?$/m);

    const theirs = calendarOf(homeowner);
    expect(theirs.status).toBe('TENTATIVE');
    expect(theirs.event.uid).toBe(uid);
    expect(theirs.event.startDate.toJSDate().toISOString()).toBe('2026-11-30T13:00:00.000Z');
    expect(theirs.event.description).toContain('K7M-3QX');
    expect(theirs.event.description).toContain(site.phone.display);
    for (const typed of ['María', 'Palm Way', 'Walls', entry.phone]) expect(theirs.text).not.toContain(typed);
    const es = messages.es?.confirmationEmail;
    expect(homeowner.text).toContain(`${es?.window}: lun, 30 de nov, 8 – 10 a. m.`);
    expect(homeowner.text).toContain(es?.windowPending);
  }, 30_000);

  it('attaches nothing to a quote without a window', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-mail-'));
    const sqlite = openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations'));
    const inbox = await smtpInbox();
    cleanup.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => sqlite.close(),
      inbox.close,
    );
    const store = sqlStore(sqliteDatabase(sqlite));
    const receivedAt = '2026-11-28T01:01:00.000Z';
    await store.insert('quote', { ...quoteFields('Ann'), email: 'ann@example.com', window: '' }, receivedAt);
    const mailer = nodeMailer({ ...env, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
    if (!mailer) throw new Error('the test sets all of SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM');
    await emailPending(store, mailer, site.baseUrl, () => Date.parse(receivedAt));
    const mails = await inbox.until(2, 20_000);
    for (const m of mails) expect(m.attachments).toEqual([]);
    expect(mails.find((m) => m.to?.[0]?.address === 'ann@example.com')?.text).not.toContain(
      messages.en.confirmationEmail.windowPending,
    );
  }, 30_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/content/site.ts';
import { formWords } from '../../src/lib/leads/lead-catalog.ts';
import { mapLink } from '../../src/lib/leads/lead-summary.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import { nodeMailer } from '../../src/server/mail/node-mail.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { smtpInbox } from '../smtp.ts';
import { env, multipart, quoteFields } from './quote-request.ts';

// Both e-mails of a quote sent from a Spanish page with an e-mail address, through the SMTP server inside the test:
// the owner's work order (Reply-To the customer, words not slugs, Florida time, the language, a map link, the page and
// city that brought it) and the homeowner's confirmation in Spanish (Reply-To the office, the reference, the phone).
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

describe("a quote's two e-mails", () => {
  it("sends the owner a work order and the homeowner a confirmation in the page's language", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-mail-'));
    const sqlite = openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations'));
    const inbox = await smtpInbox();
    const stop = new AbortController();
    cleanup.push(
      () => fs.rmSync(dir, { recursive: true, force: true }),
      () => sqlite.close(),
      inbox.close,
      () => stop.abort(),
    );
    const app = formsApp({
      store: sqlStore(sqliteDatabase(sqlite)),
      clientAddress: () => '203.0.113.7',
      mailer: nodeMailer({ ...env, SMTP_URL: `smtp://127.0.0.1:${inbox.port}` })!,
      stop: stop.signal,
      now: () => Date.parse('2026-11-28T01:01:00.000Z'),
    });
    const fields = {
      ...quoteFields('María López'),
      email: 'maria@example.com',
      address: '12 Palm Way, Boca Raton, FL',
      service: 'drywall-patching',
      bestTime: 'evening',
      page: '/service-areas/boca-raton-fl',
    };
    const res = await app.request('http://localhost/api/quote?locale=es', {
      method: 'POST',
      headers: { Accept: 'application/json', Origin: 'http://localhost' },
      body: multipart(fields),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);

    const mails = await inbox.until(2, 20_000);
    const owner = mails.find((m) => m.to?.[0]?.address === env.LEADS_EMAIL_TO)!;
    const homeowner = mails.find((m) => m.to?.[0]?.address === 'maria@example.com')!;

    const words = messages.en.leadEmail;
    const en = formWords('en');
    expect(owner.replyTo?.[0]?.address).toBe('maria@example.com');
    expect(owner.subject).toBe(
      `${words.subjects.quote.replace('{reference}', reference)} · Boca Raton · ${en.services['drywall-patching']} · María López`,
    );
    expect(owner.text).toContain(`${words.fields.service}: ${en.services['drywall-patching']}`);
    expect(owner.text).toContain(`${words.fields.bestTime}: ${en.bestTimes.evening}`);
    expect(owner.text).toContain(`${words.fields.locale}: ${words.callBackIn.replaceAll('{language}', 'Spanish')}`);
    expect(owner.text).toContain(`${words.fields.reference}: ${reference}`);
    expect(owner.text).toContain(
      `${words.pageKinds.city.replace('{name}', 'Boca Raton')}: ${site.baseUrl}/service-areas/boca-raton-fl`,
    );
    expect(owner.html).toContain(`href="${mapLink(fields.address).replace('&', '&#38;')}"`);
    // Received at 01:01 UTC on November 28: 8:01 PM the evening before on a Florida clock.
    expect(owner.text).toContain(`${words.received}: Fri, Nov 27, 8:01 PM`);

    const es = messages.es!.confirmationEmail;
    expect(homeowner.from?.address).toBe(env.LEADS_EMAIL_FROM);
    expect(homeowner.replyTo?.[0]?.address).toBe(site.email.office);
    expect(homeowner.subject).toBe(es.subject.replace('{reference}', reference));
    expect(homeowner.text).toContain(`${es.reference}: ${reference}`);
    expect(homeowner.text).toContain(`${es.service}: ${formWords('es').services['drywall-patching']}`);
    expect(homeowner.html).toContain(`href="tel:${site.phone.e164}"`);
  }, 30_000);
});

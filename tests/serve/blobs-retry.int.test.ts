import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/lib/leads/email-retry.ts';
import { netlifyStore } from '../../src/server/hosts/netlify.ts';
import { emailPending, type LeadMessage } from '../../src/server/mail/lead-mail.ts';
import { netlifyUnderTest } from './netlify-blobs.ts';
import { quoteFields } from './quote-request.ts';

// The e-mail queue's per-entry state in Netlify Blobs (src/server/stores/blobs-store.ts), as on the SQL stores: a message
// refused for good is set aside, one deferred waits for its own next try, and the others go out in the same run.
netlifyUnderTest('https://florida-fix-it-pros.netlify.app');

/** nodemailer's error for a message the server answered with `code` after its content. */
const answered = (code: number) =>
  Object.assign(new Error(`Message failed: ${code} from the test`), { code: 'EMESSAGE', responseCode: code });

describe('the lead e-mail queue on Netlify Blobs', () => {
  it('sets aside a refused message, defers another on its own schedule, and sends the rest', async () => {
    const store = netlifyStore();
    let clock = Date.parse('2026-03-02T09:00:00Z');
    for (const name of ['Refused Blob', 'Deferred Blob', 'Sent Blob']) {
      clock += 1000;
      await store.insert('quote', quoteFields(name), new Date(clock).toISOString());
    }
    const sent: LeadMessage[] = [];
    let deferring = true;
    const mailer = {
      to: 'owner@example.com',
      from: 'site@example.com',
      async send(m: LeadMessage) {
        if (m.subject.includes('Refused Blob')) throw answered(550);
        if (m.subject.includes('Deferred Blob') && deferring) throw answered(451);
        sent.push(m);
      },
    };
    expect(await emailPending(store, mailer, 'https://www.example.com', () => clock)).toEqual({ sent: 1, failed: 2 });
    expect(sent.map((m) => m.subject)).toEqual([expect.stringContaining('Sent Blob')]);
    expect((await store.setAsideEmails(10)).map((p) => [p.entry.name, p.emailAttempts])).toEqual([['Refused Blob', 1]]);
    // The deferred one is not due before its delay, then it is, and the refused one never again.
    expect(await store.unemailed(10, new Date(clock).toISOString())).toEqual([]);
    deferring = false;
    clock += retryDelayMs(1);
    expect(await emailPending(store, mailer, 'https://www.example.com', () => clock)).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringContaining('Sent Blob'),
      expect.stringContaining('Deferred Blob'),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { schedule } from '../../../src/content/schedule.ts';
import { floridaInstant } from '../../../src/lib/calendar/ics.ts';
import { windowWhen } from '../../../src/lib/calendar/window-when.ts';
import { formWords } from '../../../src/lib/leads/lead-catalog.ts';
import { leadEmail } from '../../../src/lib/leads/lead-email.ts';

const at = (local: string) => floridaInstant(local)!;
const span = (local: string) => ({ startMs: at(local), endMs: at(local) + schedule.windowMinutes * 60_000 });
const when = (window: string, now: string, locale: string) =>
  windowWhen(span(window), {
    nowMs: at(now),
    locale,
    timeZone: schedule.timeZone,
    words: messages[locale]!.leadEmail.windowSubject,
  });

describe("a window in the owner's subject", () => {
  it('names today and tomorrow on the business clock, and any other day by its date, in both languages', () => {
    expect(when('2026-11-30T09:00', '2026-11-30T07:21', 'en')).toBe('today 9 – 11 AM');
    expect(when('2026-12-01T08:00', '2026-11-30T07:21', 'en')).toBe('tomorrow 8 – 10 AM');
    expect(when('2026-12-02T08:00', '2026-11-30T07:21', 'en')).toBe('Wed, Dec 2, 8 – 10 AM');
    expect(when('2026-11-30T09:00', '2026-11-30T07:21', 'es')).toBe('hoy 9 – 11 a. m.');
    expect(when('2026-12-01T08:00', '2026-11-30T07:21', 'es')).toBe('mañana 8 – 10 a. m.');
    expect(when('2026-12-02T08:00', '2026-11-30T07:21', 'es')).toBe('mié, 2 de dic, 8 – 10 a. m.');
  });
  it("reads the day in Florida: at 11:30 PM, past midnight in UTC, the next morning's window is tomorrow's", () => {
    expect(when('2026-12-01T08:00', '2026-11-30T23:30', 'en')).toBe('tomorrow 8 – 10 AM');
  });
  it('shows the window second in the work order, as requested, so a same-day request stands out', () => {
    const subject = (locale: string) =>
      leadEmail({
        form: 'quote',
        entry: { reference: 'K7F2QX', name: 'Ana', address: 'Boca Raton', window: '2026-11-30T09:00' },
        receivedAt: '2026-11-30T12:21:00.000Z',
        sentAt: at('2026-11-30T07:22'),
        origin: 'https://site.test',
        words: messages[locale]!.leadEmail,
        ownerWords: formWords(locale),
      }).subject;
    expect(subject('en')).toMatch(/^Quote K7F2QX · today 9 – 11 AM, requested · Boca Raton · .+ · Ana$/);
    expect(subject('es')).toMatch(/^Cotización K7F2QX · hoy 9 – 11 a\. m\., pedida · Boca Raton · .+ · Ana$/);
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { site } from '../../../src/content/site.ts';
import { morningEmail, reminderEmail } from '../../../src/lib/booking/daily-emails.ts';
import type { OwnerDay } from '../../../src/lib/booking/reminders.ts';
import type { Booking } from '../../../src/lib/booking/state.ts';

// The schedulers' e-mails: the homeowner's reminder in their language, the owner's e-mail of the day in English.
const link = 'https://www.example.com/api/booking/visit/7?e=1&sig=x';

describe('the homeowner’s reminder', () => {
  it.each(['en', 'es'])('in %s: the window, the address, the phone and the link to change or cancel', (locale) => {
    const words = messages[locale]!;
    const mail = reminderEmail({
      words: words.booking,
      signature: words.confirmationEmail.signature,
      window: 'WINDOW',
      address: '1 Ocean Dr <b>',
      phone: site.phone.display,
      link,
      changeNoticeHours: 24,
    });
    const r = words.booking.reminder;
    expect(mail.subject).toBe(r.subject.replace('{window}', 'WINDOW'));
    expect(mail.text).toContain(r.intro.replace('{window}', 'WINDOW'));
    expect(mail.text).toContain(r.address.replace('{address}', '1 Ocean Dr <b>'));
    expect(mail.text).toContain(r.reach.replace('{phone}', site.phone.display));
    expect(mail.text).toContain(`${words.booking.email.manage}: ${link}`);
    expect(mail.text).toContain(r.manage.replace('{hours}', '24'));
    expect(mail.html).toContain('1 Ocean Dr &#60;b&#62;');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
  });
  it('the two languages differ', () => {
    expect(messages.es!.booking.reminder.subject).not.toBe(messages.en.booking.reminder.subject);
  });
  it('without a link or an address, says neither', () => {
    const words = messages.en;
    const mail = reminderEmail({
      words: words.booking,
      signature: 'S',
      window: 'W',
      address: '',
      phone: 'P',
      changeNoticeHours: 24,
    });
    expect(mail.text).not.toContain('http');
    expect(mail.text).not.toContain(words.booking.reminder.address.replace('{address}', ''));
  });
});

const booking = (id: string, window: string, name: string): Booking => ({
  id,
  receivedAt: '2026-11-28T12:00:00.000Z',
  entry: { name, phone: '5615550100', address: `${id} Main St` },
  state: 'requested',
  sequence: 0,
  window,
  changedAt: '2026-11-28T12:00:00.000Z',
});

describe('the owner’s e-mail of the day', () => {
  const w = messages.en.booking.morning;
  const text = (window: string) => `at ${window}`;
  it('lists today’s visits and the requests waiting with their age and Confirm link', () => {
    const day: OwnerDay = {
      today: '2026-11-30',
      tomorrow: '2026-12-01',
      todays: [{ ...booking('1', '2026-11-30T08:00', 'Ann'), state: 'confirmed' }],
      waiting: [{ booking: booking('2', '2026-12-01T10:00', 'Bob'), ageMs: 43 * 3_600_000 + 5 }],
      tomorrows: [],
    };
    const mail = morningEmail({
      words: messages.en.booking,
      day,
      windowText: text,
      confirmUrls: { '2': 'https://x.test/confirm' },
      dayPage: 'https://x.test/admin/day',
    });
    expect(mail.subject).toBe(w.subject.replace('{visits}', '1').replace('{waiting}', '1'));
    expect(mail.text).toContain(`${w.visits}\n\nat 2026-11-30T08:00 · Ann · 5615550100 · 1 Main St`);
    expect(mail.text).toContain(
      `${w.waiting}\n\nat 2026-12-01T10:00 · Bob · 5615550100 · 2 Main St · ${w.age.replace('{hours}', '43')}`,
    );
    expect(mail.text).toContain(
      `${w.answer.replace('{window}', 'at 2026-12-01T10:00').replace('{name}', 'Bob')}: https://x.test/confirm`,
    );
    expect(mail.text).toContain(`${w.dayPage}: https://x.test/admin/day`);
  });
  it('says when nothing is booked and nothing waits', () => {
    const day: OwnerDay = { today: 'd', tomorrow: 't', todays: [], waiting: [], tomorrows: [] };
    const mail = morningEmail({ words: messages.en.booking, day, windowText: text, confirmUrls: {} });
    expect(mail.text).toContain(w.noVisits);
    expect(mail.text).toContain(w.noneWaiting);
  });
});

import { describe, expect, it } from 'vitest';
import { setAsideEmail, setAsideLine, setAsideText } from '../../../src/lib/leads/set-aside.ts';

describe('the leads whose e-mail was set aside', () => {
  const quote = setAsideEmail({
    form: 'quote',
    id: '7',
    receivedAt: '2026-03-01T10:00:00.000Z',
    entry: { name: 'Ana Ruiz', phone: '(561) 555-0101', details: 'x' },
    emailAttempts: 1,
    emailError: '550 refused',
  });
  const application = setAsideEmail({
    form: 'applications',
    id: '3',
    receivedAt: '2026-03-02T10:00:00.000Z',
    entry: { fullName: 'Luis Paz', phone: '5615550102' },
    emailAttempts: 16,
    emailError: '451 try later',
  });

  it("names each lead by its form's own field, with its phone, tries and failure", () => {
    expect(quote).toEqual({
      form: 'quote',
      id: '7',
      receivedAt: '2026-03-01T10:00:00.000Z',
      name: 'Ana Ruiz',
      phone: '(561) 555-0101',
      attempts: 1,
      error: '550 refused',
    });
    expect(application).toMatchObject({ name: 'Luis Paz', phone: '5615550102', attempts: 16 });
  });

  it("says when on /admin/stats on Florida's clock, not UTC", () => {
    expect(setAsideLine(quote)).toBe(
      'Sun, Mar 1, 5:00 AM (Florida time), quote: Ana Ruiz, (561) 555-0101 (1 tries: 550 refused)',
    );
  });

  it('prints a count and a line per lead, or says there is none', () => {
    expect(setAsideText([])).toBe('Lead e-mails set aside: none.');
    const lines = setAsideText([quote, application]).split('\n');
    expect(lines[0]).toMatch(/^Lead e-mails set aside: 2 /);
    expect(lines.slice(1)).toEqual([
      '- 2026-03-01T10:00:00.000Z quote 7: Ana Ruiz, (561) 555-0101; 1 tries; 550 refused',
      '- 2026-03-02T10:00:00.000Z applications 3: Luis Paz, 5615550102; 16 tries; 451 try later',
    ]);
  });
});

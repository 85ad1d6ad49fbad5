import { describe, expect, it } from 'vitest';
import { afterFailure, emailFailure, MAX_EMAIL_ATTEMPTS, retryDelayMs } from '../../../src/lib/leads/email-retry.ts';

// nodemailer's errors as it throws them: a refusal of the message's content, a deferral, a server that cannot be reached.
const smtpError = (code: string, responseCode?: number) =>
  Object.assign(new Error(`${code} ${responseCode ?? ''}`), { code, responseCode });
const NOW = Date.parse('2026-03-02T09:00:00Z');

describe('the lead e-mail retry schedule', () => {
  it('tells a refused message from a deferred one and from a mail server that takes nothing', () => {
    expect(emailFailure(smtpError('EMESSAGE', 550))).toBe('refused');
    expect(emailFailure(smtpError('EMESSAGE', 451))).toBe('deferred');
    // A refused sign-in or address is the same for every lead: no single one is to blame.
    for (const code of ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EAUTH', 'EENVELOPE'])
      expect(emailFailure(smtpError(code, code === 'EAUTH' ? 535 : undefined))).toBe('sender-down');
    expect(emailFailure(new Error('the e-mail Worker answered 502'))).toBe('deferred');
  });

  it('waits longer after each failure, up to six hours', () => {
    const delays = Array.from({ length: MAX_EMAIL_ATTEMPTS }, (_, i) => retryDelayMs(i + 1));
    expect(delays[0]).toBe(60_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    expect(Math.max(...delays)).toBe(6 * 60 * 60 * 1000);
  });

  it('sets a message aside at once when refused, and after MAX_EMAIL_ATTEMPTS tries otherwise', () => {
    expect(afterFailure(0, smtpError('EMESSAGE', 550), NOW)).toMatchObject({
      attempts: 1,
      nextAt: null,
      setAsideAt: new Date(NOW).toISOString(),
    });
    expect(afterFailure(0, smtpError('EMESSAGE', 451), NOW)).toMatchObject({
      attempts: 1,
      nextAt: new Date(NOW + retryDelayMs(1)).toISOString(),
      setAsideAt: null,
    });
    expect(afterFailure(MAX_EMAIL_ATTEMPTS - 2, new Error('x'), NOW).setAsideAt).toBeNull();
    expect(afterFailure(MAX_EMAIL_ATTEMPTS - 1, new Error('x'), NOW).setAsideAt).not.toBeNull();
  });

  it('keeps the failure as one short line', () => {
    const { error } = afterFailure(0, new Error(`first line\nsecond line ${'x'.repeat(500)}`), NOW);
    expect(error).not.toContain('\n');
    expect(error.length).toBeLessThanOrEqual(200);
  });
});

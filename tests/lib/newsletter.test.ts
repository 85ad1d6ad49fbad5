import { describe, expect, it } from 'vitest';
import { messages } from '../../generated/messages.ts';
import { newsletterMessages } from '../../src/lib/newsletter-messages.ts';
import { subscribeOutcome } from '../../src/lib/newsletter.ts';

const PHONE = '(561) 555-0123';
const M = newsletterMessages(messages.en.newsletter);

describe('what the visitor is told after sending', () => {
  it('repeats the receiver’s own words on success', () => {
    expect(subscribeOutcome(201, { ok: true, message: 'You are subscribed. Thank you!' }, M)).toEqual({ ok: true, message: 'You are subscribed. Thank you!' });
  });
  it('never reports success for a refusal, a server error or no connection', () => {
    expect(subscribeOutcome(422, { ok: false, message: 'Please check email and send it again.' }, M)).toEqual({ ok: false, message: 'Please check email and send it again.' });
    expect(subscribeOutcome(500, null, M)).toEqual({
      ok: false,
      message: `Something went wrong on our side (error 500), so you are not subscribed yet. Try again in a moment, or call us at ${PHONE}.`,
    });
    expect(subscribeOutcome('offline', null, M).ok).toBe(false);
    expect(subscribeOutcome('offline', null, M).message).toMatch(/not subscribed yet.*still in the box/);
  });
  it('has its own words when the receiver sent none', () => {
    expect(subscribeOutcome(201, 'not json', M)).toEqual({ ok: true, message: 'You are subscribed. Thank you!' });
    expect(subscribeOutcome(422, {}, M).message).toBe('That address was not accepted. Check it and try again.');
  });
});

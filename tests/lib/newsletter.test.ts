import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { emailProblem, subscribeOutcome } from '../../src/lib/newsletter.ts';

const PHONE = '(561) 555-0123';

describe('newsletter address check', () => {
  // The browser must accept exactly what the form receiver accepts (schemas/forms/newsletter.schema.json, format email).
  const addresses = ['ana@example.com', 'first.last+tips@mail.example.co', 'o@x.io', 'name@example', 'name@@example.com', 'name example.com', '@example.com', 'name@.com', 'name@example..com', 'na me@example.com', 'name@-example.com'];
  it.each(addresses)('agrees with the receiver on %s', (address) => {
    const receiver = (fullFormats.email as RegExp).test(address);
    expect(emailProblem(address) === undefined).toBe(receiver);
  });
  it('says what is wrong in words a visitor can act on', () => {
    expect(emailProblem('  ')).toBe('Enter your e-mail address to subscribe.');
    expect(emailProblem('name@example')).toMatch(/complete e-mail address \(for example name@example\.com\)/);
    expect(emailProblem(`${'a'.repeat(195)}@example.com`)).toMatch(/longer than 200 characters/);
  });
  it('ignores spaces around the address, as the form sends it trimmed', () => {
    expect(emailProblem('  ana@example.com ')).toBeUndefined();
  });
});

describe('what the visitor is told after sending', () => {
  it('repeats the receiver’s own words on success', () => {
    expect(subscribeOutcome(201, { ok: true, message: 'You are subscribed. Thank you!' }, PHONE)).toEqual({ ok: true, message: 'You are subscribed. Thank you!' });
  });
  it('never reports success for a refusal, a server error or no connection', () => {
    expect(subscribeOutcome(422, { ok: false, message: 'Please check email and send it again.' }, PHONE)).toEqual({ ok: false, message: 'Please check email and send it again.' });
    expect(subscribeOutcome(500, null, PHONE)).toEqual({ ok: false, message: `Something went wrong on our side (error 500), so you are not subscribed yet. Try again in a moment, or call us at ${PHONE}.` });
    expect(subscribeOutcome('offline', null, PHONE).ok).toBe(false);
    expect(subscribeOutcome('offline', null, PHONE).message).toMatch(/not subscribed yet.*still in the box/);
  });
  it('has its own words when the receiver sent none', () => {
    expect(subscribeOutcome(201, 'not json', PHONE)).toEqual({ ok: true, message: 'You are subscribed. Thank you!' });
    expect(subscribeOutcome(422, {}, PHONE).message).toBe('That address was not accepted. Check it and try again.');
  });
});

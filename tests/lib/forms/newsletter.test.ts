import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/content/messages.ts';
import { HONEYPOT, MAX_BODY_BYTES } from '../../../src/lib/forms/form-entries.ts';
import { subscribeOutcome } from '../../../src/lib/forms/newsletter.ts';
import { newsletterMessages } from '../../../src/lib/forms/newsletter-messages.ts';
import { formsApp } from '../../../src/server/forms-app.ts';
import type { FormStore } from '../../../src/server/stores/store.ts';

const PHONE = '(561) 555-0123';
const M = newsletterMessages(messages.en.newsletter);

describe('what the visitor is told after sending', () => {
  it('says the page’s own words on success, whatever the receiver said', () => {
    expect(subscribeOutcome(201, { ok: true, message: 'Subscribed.' }, M)).toEqual({
      ok: true,
      message: messages.en.newsletter.ok,
    });
    expect(subscribeOutcome(201, 'not json', M)).toEqual({ ok: true, message: messages.en.newsletter.ok });
  });
  it('never reports success for a refusal, a server error or no connection', () => {
    expect(subscribeOutcome(500, null, M)).toEqual({
      ok: false,
      message: `Something went wrong on our side (error 500), so you are not subscribed yet. Try again in a moment, or call us at ${PHONE}.`,
    });
    expect(subscribeOutcome('offline', null, M).ok).toBe(false);
    expect(subscribeOutcome('offline', null, M).message).toMatch(/not subscribed yet.*still in the box/);
  });
  it('says the site’s words for a bad address, not the receiver’s field name', () => {
    expect(
      subscribeOutcome(422, { ok: false, message: 'Please check email and send it again.', fields: ['email'] }, M)
        .message,
    ).toBe(messages.en.newsletter.invalid);
    expect(subscribeOutcome(422, {}, M).message).toBe(messages.en.newsletter.refused);
  });
});

/** A store that counts posts as the real ones do, and can refuse to write. */
function store(failing = false): FormStore {
  const hits = new Map<string, number>();
  return {
    hit: async (client, form, windowStart) => {
      const key = `${client}:${form}:${windowStart}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return hits.get(key)!;
    },
    insert: async () => {
      if (failing) throw new Error('disk full');
      return '1';
    },
    unnotified: async () => [],
    markNotified: async () => {},
    unemailed: async () => [],
    markEmailed: async () => {},
    emailFailed: async () => {},
    setAsideEmails: async () => [],
  };
}

// app.request() addresses the app as http://localhost: a page of the site posts from there.
const ORIGIN = 'http://localhost';
/** Every refusal the form handler (src/server/forms-app.ts) can give a newsletter post from a page, and how to cause it. */
const REFUSALS = {
  'a malformed address': { status: 422, post: { email: 'bob@gmail' } },
  'the hidden field filled': { status: 422, post: { email: 'bob@gmail.com', [HONEYPOT]: 'spam' } },
  'a post from another site': { status: 403, post: { email: 'bob@gmail.com' }, origin: 'https://elsewhere.example' },
  'a post over the size limit': { status: 413, post: { email: `${'a'.repeat(MAX_BODY_BYTES)}@gmail.com` } },
  'a post over the rate limit': { status: 429, post: { email: 'bob@gmail.com' }, rateLimit: 0 },
  'a store that cannot write': { status: 503, post: { email: 'bob@gmail.com' }, failing: true },
};

/** The handler's answer to a refusal's post on a page in `locale`, and the sentence the page shows for it. */
async function refusal(locale: 'en' | 'es', r: (typeof REFUSALS)[keyof typeof REFUSALS]) {
  const app = formsApp({
    store: store('failing' in r),
    clientAddress: () => '203.0.113.9',
    settings: { FORMS_RATE_LIMIT: String('rateLimit' in r ? r.rateLimit : 10) },
  });
  const response = await app.request(`/api/newsletter?locale=${locale}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'origin' in r ? r.origin : ORIGIN,
    },
    body: new URLSearchParams(r.post).toString(),
  });
  const outcome = subscribeOutcome(
    response.status,
    await response.json(),
    newsletterMessages(messages[locale]!.newsletter),
  );
  return { status: response.status, outcome };
}

// Each test sends its own posts to an app of its own: none reads what another left, so they pass in any order.
describe.each(['en', 'es'] as const)('every refusal of the form handler, on a page in %s', (locale) => {
  const words = messages[locale]!.newsletter;
  const m = newsletterMessages(words);
  it.each(Object.entries(REFUSALS))('%s: the page’s own sentence in its language', async (name, r) => {
    const { status, outcome } = await refusal(locale, r);
    expect(status).toBe(r.status);
    expect(outcome.ok).toBe(false);
    expect(outcome.message, `${name} (${status})`).not.toBe(m.failed.replace('{status}', String(status)));
    expect(Object.values(words)).toContain(outcome.message);
  });
  it('a different sentence for each', async () => {
    const said = await Promise.all(
      Object.values(REFUSALS).map(async (r) => (await refusal(locale, r)).outcome.message),
    );
    expect(new Set(said).size).toBe(Object.keys(REFUSALS).length);
  });
});

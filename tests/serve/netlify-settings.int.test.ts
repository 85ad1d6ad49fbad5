import { afterEach, describe, expect, it, vi } from 'vitest';
import handler from '../../netlify/functions/forms.ts';
import { netlifyUnderTest } from './netlify-blobs.ts';

// The Netlify Function with a wrong setting: the instance logs it once, naming it and what to set, and keeps taking
// leads with the setting's default (no setting makes the handler unusable, src/server/hosts/host-settings.ts).
const origin = 'https://florida-fix-it-pros.netlify.app';
netlifyUnderTest(origin);

afterEach(() => {
  process.env.FORMS_RATE_LIMIT = '3';
  vi.restoreAllMocks();
});

describe('Netlify Function with a setting it cannot read', () => {
  it('logs the setting and what to set once, and answers the forms as with the default', async () => {
    process.env.FORMS_RATE_LIMIT = 'abc';
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const statuses = [];
    // Each post's work after its answer (the counts) is awaited, so none is left when the Blobs server stops.
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) {
      const post = new Request(`${origin}/.netlify/functions/forms/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
        body: JSON.stringify({ email: `s${i}@example.com` }),
      });
      const res = await handler(post, {
        ip: '203.0.113.20',
        waitUntil: (work: Promise<unknown>) => pending.push(work),
      });
      statuses.push(res.status);
    }
    await Promise.all(pending);
    // The default limit is 10 posts: 'abc' is not read as 0 or as the 3 the other tests set.
    expect(statuses).toEqual([201, 201, 201, 201]);
    const lines = log.mock.calls.map((args) => String(args[0])).filter((l) => l.includes('FORMS_RATE_LIMIT'));
    expect(lines).toEqual([
      "Setting: FORMS_RATE_LIMIT is 'abc': set a whole number of posts per 10 minutes, such as 20. The form handler runs as if it were unset.",
    ]);
  });
});

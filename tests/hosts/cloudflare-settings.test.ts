import { describe, expect, it } from 'vitest';
import { cloudflareForThisFile } from './cloudflare-runtime.ts';

// The Pages Function in Cloudflare's runtime with a wrong variable: logged once by the instance, naming it and what
// to set, while the forms keep taking leads with the default (src/server/hosts/host-settings.ts).
const cf = cloudflareForThisFile(() => ({ FORMS_RATE_LIMIT: 'abc' }));

const subscribe = (email: string) =>
  fetch(`${cf.origin}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: cf.origin },
    body: JSON.stringify({ email }),
  });

describe('Cloudflare Pages Function with a setting it cannot read', () => {
  it('logs the setting and what to set once, and still stores the entries', async () => {
    expect((await subscribe('cf-settings-1@example.com')).status).toBe(201);
    expect((await subscribe('cf-settings-2@example.com')).status).toBe(201);
    await new Promise((r) => setTimeout(r, 500)); // wrangler relays the Function's log a moment later
    const said = cf.log.split('\n').filter((l) => l.includes("FORMS_RATE_LIMIT is 'abc'"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('set a whole number of posts per 10 minutes, such as 20');
  });
});

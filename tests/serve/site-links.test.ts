import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/page/site.ts';
import { formsApp } from '../../src/server/forms-app.ts';
import type { LeadMessage } from '../../src/server/mail/lead-mail.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { env, multipart, quoteFields } from './quote-request.ts';

// The owner's links come from the site's address (data/site.yaml baseUrl, or SITE_URL where a host sets one), never
// from a request: a post sent with `Host: evil.example` (the request's URL as Hono sees it) cannot point the owner's
// e-mail, its photos' signed links or the editor's OAuth redirect_uri at another site.
const EVIL = 'http://evil.example';

function handler(siteUrl?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-links-'));
  const sent: LeadMessage[] = [];
  const store = sqlStore(sqliteDatabase(openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations'))));
  const app = formsApp({
    store,
    clientAddress: () => '203.0.113.9',
    mailer: {
      ...{ to: env.LEADS_EMAIL_TO, from: env.LEADS_EMAIL_FROM },
      linkSecret: 'k',
      send: async (m) => void sent.push(m),
    },
    photos: { put: async () => undefined, get: async () => undefined } as never,
    settings: { GITHUB_OAUTH_CLIENT_ID: 'Iv1.test', GITHUB_OAUTH_CLIENT_SECRET: 'secret', SITE_URL: siteUrl },
  });
  return { app, sent, store };
}

/** A quote posted to the handler as if the client named `origin` as the Host (its Origin header agrees, as a forger's would). */
const forged = (app: ReturnType<typeof formsApp>, origin: string, name: string) =>
  app.request(`${origin}/api/quote`, {
    method: 'POST',
    headers: { Accept: 'application/json', Origin: origin },
    body: multipart({ ...quoteFields(name), page: '/services/painting' }),
  });

describe("the owner's links", () => {
  it("start with the site's baseUrl whatever Host a post names, for its e-mail and the ones waiting", async () => {
    const { app, sent, store } = handler();
    // Another customer's quote with a photo, still waiting for its e-mail when the forged post arrives.
    await store.insert(
      'quote',
      { ...quoteFields('Waiting Customer'), photos: ['a1b2c3.jpg'] },
      new Date().toISOString(),
    );
    expect((await forged(app, EVIL, 'Forged Host')).status).toBe(201);
    await expect.poll(() => sent.length).toBe(2);
    const mails = sent.map((m) => `${m.text}\n${m.html}`).join('\n');
    expect(mails).not.toContain('evil.example');
    expect(mails).toContain(`${new URL(site.baseUrl).origin}/api/photos/a1b2c3.jpg?`);
    expect(mails).toContain(`${new URL(site.baseUrl).origin}/services/painting`);
  });

  it('start with SITE_URL where the host sets one (a local run)', async () => {
    const { app, sent } = handler('http://127.0.0.1:3000');
    expect((await forged(app, EVIL, 'Local Run')).status).toBe(201);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].text).toContain('http://127.0.0.1:3000/');
    expect(sent[0].text).not.toContain('evil.example');
  });

  it("send GitHub's sign-in back to the site's own /api/auth/callback, not the request's host", async () => {
    const { app } = handler();
    const res = await app.request(`${EVIL}/api/auth?provider=github&scope=repo`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.searchParams.get('redirect_uri')).toBe(`${new URL(site.baseUrl).origin}/api/auth/callback`);
  });
});

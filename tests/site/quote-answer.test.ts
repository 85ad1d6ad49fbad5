import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { site } from '../../src/lib/page/site.ts';
import { REFERENCE_PATTERN } from '../../src/lib/quote/quote-reference.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { sqlEventStore } from '../../src/server/counts/events-store.ts';
import { openSqlite, sqliteDatabase } from '../../src/server/stores/sqlite.ts';
import { sqlStore } from '../../src/server/stores/store.ts';
import { DIST } from '../hosts/site-urls.ts';
import { blobs, handler, sqlite } from '../serve/form-handler.ts';
import { multipart, quoteFields } from '../serve/quote-request.ts';

// The answer to a stored quote (src/server/quote/quote-answer.ts): its reference in the JSON, the same for a double tap, and
// without JavaScript the site's own page of the form's language with the reference, the phone and the stylesheet.
const CITY = '/service-areas/boca-raton-fl';
const tel = `tel:${site.phone.e164}`;
const json = async (res: Response) => (await res.json()) as { ok: boolean; message: string; reference?: string };
const plain = { Accept: 'text/html' };
// The built site's pages, as npm start reads them (dist/client).
const builtPage = (url: string) => fs.promises.readFile(path.join(DIST, routeFile(url)), 'utf8').catch(() => undefined);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the reference of a stored quote', () => {
  for (const [name, open] of [
    ['node:sqlite', async () => sqlite()],
    ['Netlify Blobs', blobs],
  ] as const)
    it(`is in the JSON answer and the entry, the same for a double tap, never the visitor's (${name})`, async () => {
      const { store, rows } = await open();
      const { post, app } = handler(store);
      const fields = { ...quoteFields('Reference Asker'), reference: 'AAA-AAA', locale: 'fr' };
      const first = await json(await post('quote', multipart(fields)));
      expect(first.reference).toMatch(REFERENCE_PATTERN);
      expect(first.reference).not.toBe('AAA-AAA');
      expect((await json(await post('quote', multipart(fields)))).reference).toBe(first.reference);
      expect(await rows('quote')).toHaveLength(1);
      const other = await json(await post('quote', multipart(quoteFields('Another Asker'))));
      expect(other.reference).toMatch(REFERENCE_PATTERN);
      expect(other.reference).not.toBe(first.reference);
      // The language of the page that sent it, from its ?locale=.
      const es = await app.request('http://localhost/api/quote?locale=es', {
        method: 'POST',
        headers: { Accept: 'application/json', Origin: 'http://localhost' },
        body: multipart(quoteFields('Cliente Nuevo')),
      });
      expect((await json(es)).reference).toMatch(REFERENCE_PATTERN);
      if (name === 'node:sqlite') {
        const stored = (await rows('quote')) as Record<string, unknown>[];
        expect(stored.map((r) => [r.reference, r.locale])).toEqual([
          [first.reference, 'en'],
          [other.reference, 'en'],
          [expect.stringMatching(REFERENCE_PATTERN), 'es'],
        ]);
      }
    }, 30_000);
});

describe('the answer without JavaScript', () => {
  // The site's answer pages (route kind quote-sent, src/lib/routing/quote-pages.ts), read from the built dist/client: without
  // them the handler answers its own page, which has no stylesheet, and this fails.
  for (const locale of ['en', 'es'])
    it(`is the site's own page in ${locale}: the reference, the phone to tap, the stylesheet`, async () => {
      const query = locale === 'en' ? '' : `?locale=${locale}`;
      const answer = await handler(sqlite().store, { sitePage: builtPage }).app.request(
        `http://localhost/api/quote${query}`,
        { method: 'POST', headers: { ...plain, Origin: 'http://localhost' }, body: multipart(quoteFields('No JS')) },
      );
      expect(answer.status).toBe(201);
      const html = await answer.text();
      // The element carrying the attribute, not the line whose class names it (has-[[data-quote-reference]:empty]).
      const reference = /\sdata-quote-reference(?:="[^"]*")?[^>]*>([^<]*)</.exec(html)?.[1];
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(html).toContain(`lang="${locale === 'en' ? 'en' : 'es'}`);
      expect(html).toContain(`href="${tel}"`);
      expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
      // The site's own policy, so its stylesheet and images load.
      expect(answer.headers.get('content-security-policy')).toMatch(/style-src 'self'/);
    }, 30_000);

  it("falls back to the handler's own page with the same content, in the form's language", async () => {
    for (const [locale, query] of [
      ['en', ''],
      ['es', '?locale=es'],
    ]) {
      const { app } = handler(sqlite().store, { sitePage: async () => undefined });
      const res = await app.request(`http://localhost/api/quote${query}`, {
        method: 'POST',
        headers: { ...plain, Origin: 'http://localhost' },
        body: multipart(quoteFields('Fallback')),
      });
      expect(res.status).toBe(201);
      const html = await res.text();
      const words = (messages[locale] ?? messages.en).forms;
      expect(html).toContain(`<html lang="${locale}">`);
      for (const text of [words.sentTitle, words.referenceLabel, words.callUs]) expect(html).toContain(text);
      expect(html).toMatch(new RegExp(`data-quote-reference>${REFERENCE_PATTERN.source.slice(1, -1)}<`));
      expect(html).toContain(`href="${tel}"`);
    }
  }, 30_000);
});

describe('the counts of a quote sent without JavaScript', () => {
  it('credit the page the visitor came from with the start and the send', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-counts-'));
    dirs.push(dir);
    const db = openSqlite(path.join(dir, 'forms.sqlite'), path.resolve('migrations'));
    try {
      const events = sqlEventStore(sqliteDatabase(db));
      const { post } = handler(sqlStore(sqliteDatabase(db)), { events });
      const fields = { ...quoteFields('From Boca'), page: CITY };
      expect((await post('quote', multipart(fields), undefined, plain)).status).toBe(201);
      // With JavaScript the page's beacon counted the start: the handler counts the send only.
      expect((await post('quote', multipart({ ...fields, name: 'With Script' }))).status).toBe(201);
      await expect
        .poll(async () =>
          (await events.rows('2000-01-01'))
            .filter((r) => r.path === CITY)
            .map((r) => [r.event, r.city, r.count])
            .sort(),
        )
        .toEqual([
          ['quote', 'boca-raton-fl', 2],
          ['quote-start', 'boca-raton-fl', 1],
        ]);
    } finally {
      db.close();
    }
  }, 30_000);
});

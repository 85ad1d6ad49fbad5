import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/content/messages.ts';
import { windowsFor } from '../../src/lib/calendar/availability.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { windowText } from '../../src/server/booking/mail.ts';
import { windowRules } from '../../src/server/windows/availability-app.ts';
import { DIST } from '../hosts/site-urls.ts';
import { blobs, handler, sqlite } from '../serve/form-handler.ts';
import { multipart, quoteFields } from '../serve/quote-request.ts';

// Every answer to a request with a window repeats it, as requested, and says the owner confirms it by e-mail: the
// JSON the form's script shows, the site's own answer page to a plain post (read from the built dist/client), the
// handler's own page, the homeowner's confirmation and the owner's subject. Monday Nov 30, 7:00 AM in Florida.
const NOW = Date.UTC(2026, 10, 30, 12);
const builtPage = (url: string) => fs.promises.readFile(path.join(DIST, routeFile(url)), 'utf8').catch(() => undefined);
const [today, later] = windowsFor(windowRules, NOW).map((w) => w.start);
const slot = (html: string) => /\sdata-quote-window(?:="[^"]*")?[^>]*>([^<]*)</.exec(html)?.[1];
const send = (app: ReturnType<typeof handler>['app'], locale: string, fields: Record<string, string>, accept: string) =>
  app.request(`http://localhost/api/quote${locale === 'en' ? '' : `?locale=${locale}`}`, {
    method: 'POST',
    headers: { Accept: accept, Origin: 'http://localhost' },
    body: multipart(fields),
  });

describe.each([
  ['node:sqlite', async () => sqlite().store],
  ['Netlify Blobs', async () => (await blobs()).store],
])('a request with a window, on %s', (_, open) => {
  for (const locale of ['en', 'es'])
    it(`is repeated as requested in every answer (${locale})`, async () => {
      const words = messages[locale]!;
      const label = windowText(today, locale);
      const { app, sent } = handler(await open(), { now: () => NOW, sitePage: builtPage });
      const fields = { ...quoteFields(`Window ${locale}`), window: today, email: `home-${locale}@example.com` };
      const json = (await (await send(app, locale, fields, 'application/json')).json()) as Record<string, string>;
      expect(json.requested).toBe(label);
      expect(json.message).toContain(label);
      // The owner's subject, second after the reference: today's window, requested.
      await expect.poll(() => sent.length).toBe(2);
      const [owner, homeowner] = sent;
      expect(owner.subject).toMatch(/^Quote \S+ · today .+, requested · /);
      expect(homeowner.text).toContain(label);
      expect(homeowner.text).toContain(words.confirmationEmail.windowPending);
      expect(homeowner.text).toContain(words.confirmationEmail.nextWithWindow);
      expect(homeowner.text).not.toContain(words.confirmationEmail.next);

      // Without JavaScript: the site's page, its window slot filled (another window: the same phone's new request replaces the first).
      const page = await (await send(app, locale, { ...fields, window: later }, 'text/html')).text();
      expect(slot(page)).toBe(windowText(later, locale));
      const noWindow = await (await send(app, locale, quoteFields('No window'), 'text/html')).text();
      expect(slot(noWindow)).toBe('');
      // The handler's own page, when the site's cannot be read.
      const own = handler(await open(), { now: () => NOW, sitePage: async () => undefined });
      const ownPage = await (await send(own.app, locale, fields, 'text/html')).text();
      expect(ownPage).toContain(words.forms.windowRequested.replace('{window}', label).replaceAll('&', '&#38;'));
    }, 60_000);
});

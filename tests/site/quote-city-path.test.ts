/**
 * The price-first path without JavaScript, as a visitor's browser takes it through the built pages and the handler:
 * a city page's link to a service page carries the city, the service page's price row leads to the handler with the
 * job (its request bringing the service page's address as the Referer), and the handler answers the city's own quote
 * page with the service and the job chosen; the request sent from it is credited to the city's page. With JavaScript:
 * tests/e2e/quote-city-path.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/lib/page/site.ts';
import { routeFile } from '../../src/lib/serving/serving-rules.ts';
import { cities, routes } from '../content.ts';
import { handler, sqlite } from '../serve/form-handler.ts';
import { multipart } from '../serve/quote-request.ts';
import { all, DIST, decode, read } from './html.ts';

const builtPage = (url: string) => fs.promises.readFile(path.join(DIST, routeFile(url)), 'utf8').catch(() => undefined);
const ORIGIN = 'http://localhost';
const boca = routes.find((r) => r.kind === 'city' && r.locale === 'en' && r.id === 'boca-raton-fl')!;
const spanish = routes.find((r) => r.kind === 'city' && r.locale === 'es')!;
const attr = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
const chosen = (h: string, name: string) =>
  attr(
    new RegExp(`<select[^>]*\\sname="${name}"[\\s\\S]*?</select>`)
      .exec(h)?.[0]
      .match(/<option[^>]*selected=""[^>]*>/)?.[0] ?? '',
    'value',
  );

describe('the price-first path without JavaScript', () => {
  for (const city of [boca, spanish])
    it(`${city.url}: the painting table's row and the form keep the city and the job`, async () => {
      const { cityName } = cities.find((c) => c.citySlug === city.id)!;
      // The city page links to the painting page's price table (a category's card), told the city.
      const painting = routes.find((r) => r.kind === 'service' && r.locale === city.locale && r.id === 'painting')!;
      const link = `${painting.url}?city=${city.id}`;
      expect(read(city.url)).toContain(`href="${link}"`);
      // The painting page's price table: each row leads to the handler with its job; the last one here.
      const table = /<table[^>]*data-testid="price-guide"[\s\S]*?<\/table>/.exec(read(painting.url))?.[0] ?? '';
      // The link shown where scripts cannot run (the other one asks the handler to send the visitor on: `js`).
      const rows = all(table, /<a href="([^"]*)"[^>]*class="[^"]*noscript:inline/g);
      const row = decode(rows.at(-1) ?? '');
      expect(row).toMatch(/^\/api\/quote\?/);
      const query = new URL(row, ORIGIN).searchParams;
      const db = sqlite();
      const { app } = handler(db.store, { sitePage: builtPage });
      const answer = await app.request(`${ORIGIN}${row}`, { headers: { Referer: `${ORIGIN}${link}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-security-policy')).toMatch(/style-src 'self'/);
      const form = await answer.text();
      // The city's quote page: its address, its credit, and the row's service and job chosen, the job's line marked.
      expect(attr(/<input[^>]*name="address"[^>]*>/.exec(form)![0], 'value')).toBe(
        `${cityName}, ${site.address.addressRegion}`,
      );
      const page = attr(/<input[^>]*name="page"[^>]*>/.exec(form)![0], 'value');
      expect(page).toBe(city.url);
      expect(chosen(form, 'service')).toBe(query.get('service'));
      expect(chosen(form, 'job')).toBe(query.get('job'));
      expect(form).toContain(`data-job-hint="${query.get('service')}/${query.get('job')}" data-chosen=""`);
      expect(form).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);

      // Sent as the browser sends it: what the page holds (its hidden fields, its choices), and what the visitor types.
      const action = attr(/<form[^>]*data-quote-form[^>]*>/.exec(form)![0], 'action');
      const fields: Record<string, string> = {
        ...Object.fromEntries(
          [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => [attr(m[0], 'name'), attr(m[0], 'value')]),
        ),
        ...Object.fromEntries(
          [...new Set([...form.matchAll(/<select[^>]*\sname="([^"]*)"/g)].map((m) => m[1]))].map((n) => [
            n,
            chosen(form, n),
          ]),
        ),
        name: `No Script ${city.locale}`,
        phone: '(561) 555-0144',
        address: `12 Palm Way, ${cityName}`,
        details: 'The hallway and one bedroom, walls only.',
      };
      const sent = await app.request(`${ORIGIN}${action}`, {
        method: 'POST',
        headers: { Accept: 'text/html', Origin: ORIGIN },
        body: multipart(fields),
      });
      expect(sent.status).toBe(201);
      expect((db.rows('quote') as Record<string, unknown>[]).map((r) => [r.page, r.service, r.job])).toEqual([
        [city.url, query.get('service'), query.get('job')],
      ]);
    });
});

/**
 * `npm run screenshots`: one full-page screenshot of each kind of page (the first route of each kind in the route
 * list) on a phone (390 × 844) and a laptop (1280 × 800), from the built site served with the production rules,
 * into reports/screenshots/. For looking at every screen before saying a change is done. Run `npm run build` first.
 * Third-party requests are answered empty, as in the browser tests: the quote page shows its fallback.
 * `npm run screenshots -- es` does the same for the Spanish pages (files named es-<kind>-<device>.png). Boca Raton's
 * page, the city page decision 46 measures, is shot too (city-boca-raton-fl-<device>.png), and so is any other path
 * named on the command line (`npm run screenshots -- /service-areas/golf-fl`).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { routes } from '../generated/routes.ts';
import { launchOptions } from '../tests/browser.ts';
import { createServer } from './serve/server.ts';

const dir = path.resolve('dist/client');
if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error('dist/client is missing: run `npm run build` first.');
const out = path.resolve('reports/screenshots');
fs.mkdirSync(out, { recursive: true });

const server = createServer(dir).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
const args = process.argv.slice(2);
const locale = args.find((a) => !a.startsWith('/')) ?? 'en';
const named = new Set([
  ...(locale === 'en' ? ['/service-areas/boca-raton-fl'] : []),
  ...args.filter((a) => a.startsWith('/')),
]);
const sample = [
  ...[...new Map(routes.filter((r) => r.locale === locale).map((r) => [r.kind, r])).values()].map((r) => ({
    ...r,
    name: r.kind,
  })),
  ...routes.filter((r) => named.has(r.url)).map((r) => ({ ...r, name: `${r.kind}-${r.url.split('/').pop()}` })),
];
if (!sample.length)
  throw new Error(
    `No pages in "${locale}": name a language the site has (${[...new Set(routes.map((r) => r.locale))].join(', ')}).`,
  );
try {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    const page = await context.newPage();
    for (const route of sample) {
      await page.goto(origin + route.url, { waitUntil: 'networkidle' });
      // Lazy images below the fold load once scrolled to; a full-page shot would show them empty.
      await page.evaluate(() => {
        for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
      });
      await page.waitForLoadState('networkidle');
      // A full-page shot draws a fixed element once, where the first screen has it: the phone bar would sit over the
      // middle of the page and the room the page keeps for it would show empty at the end. Drawn at the end instead.
      // (Set through the element's style: the site's Content-Security-Policy refuses an added <style>.)
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('.phone-bar')?.style.setProperty('position', 'static', 'important');
        document.body.style.setProperty('padding-bottom', '0', 'important');
      });
      const file = path.join(out, `${locale === 'en' ? '' : `${locale}-`}${route.name}-${device}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${path.relative(process.cwd(), file)}  ${route.url}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

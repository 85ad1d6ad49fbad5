/**
 * What the arrival-window browser tests share (quote-windows.spec.ts, quote-window-race.spec.ts): the windows the
 * handler offers, other visitors taking a window's places through the handler, and the picker's choices once loaded.
 * Each window holds data/schedule.yaml's visitsPerWindow requests.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { availabilityUrl } from '../../src/lib/calendar/window-choices.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import { routes } from '../content.ts';
import { anotherVisitor, browserQuote } from '../forms-in-browser.ts';
import { expect } from './offline.ts';

export type Offered = { start: string; label: string; free: number }[];
export const quotePage = (locale: Locale) => routes.find((r) => r.kind === 'quote' && r.locale === locale)!.url;
export const unique = (tag: string) => `window-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
export const offered = async (request: APIRequestContext, locale: Locale) =>
  ((await (await request.get(availabilityUrl(locale))).json()) as { windows: Offered }).windows;

/** Other visitors take the places the window `start` has left (none once it is full), as the form posts them. */
export async function fill(request: APIRequestContext, locale: Locale, start: string, origin: string) {
  const left = (await offered(request, locale)).find((w) => w.start === start)?.free ?? 0;
  for (let i = 0; i < left; i++) {
    const visitor = anotherVisitor();
    const other = await request.post('/api/quote', {
      multipart: {
        ...browserQuote,
        phone: visitor.phone,
        email: unique(`${locale}-other`),
        window: start,
        page: quotePage(locale),
      },
      headers: { Accept: 'application/json', Origin: origin, ...visitor.headers },
    });
    expect(other.status()).toBe(201);
  }
}

/** The picker's choices once it has the handler's answer (it loads on the form's first use). */
export async function choices(page: Page) {
  const picker = page.locator('form[data-quote-form] [data-window-choices="loaded"]');
  await expect(picker).toBeVisible({ timeout: 15_000 });
  return { radios: picker.locator('input[name="window"][type="radio"]'), chips: picker.locator('label') };
}

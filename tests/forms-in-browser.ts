import type { Page } from '@playwright/test';
import { techRecruitment } from '../src/lib/content.ts';

const { skillAreas, tools } = techRecruitment.form;

/**
 * The site's two forms filled and sent in a browser as a visitor does, by field name (the names the schemas in
 * schemas/forms/ give): shared by the browser tests against `npm start` and against Cloudflare's runtime.
 */
export const browserApplication = {
  fullName: 'Casey Browser',
  phone: '(561) 555-0177',
  city: 'Boca Raton',
  experience: '6-10',
  // Choices the form offers (data/pages/tech-recruitment.yaml).
  skillAreas: [skillAreas[1], skillAreas.at(-2)!],
  tools: tools.slice(-1),
  availability: 'weekends',
  transportation: 'yes',
  referralSource: 'google',
};

/** Sends the application form on /tech-recruitment; resolves the status the form handler answered. */
export async function sendApplicationForm(page: Page, origin: string, email: string): Promise<number> {
  await page.goto(`${origin}/tech-recruitment`);
  const form = page.locator('form:has([name="contractorAgreement"])');
  const a = browserApplication;
  for (const name of ['fullName', 'phone', 'city'] as const) await form.locator(`[name="${name}"]`).fill(a[name]);
  await form.locator('[name="email"]').fill(email);
  for (const name of ['experience', 'availability', 'transportation', 'referralSource'] as const)
    await form.locator(`[name="${name}"]`).selectOption(a[name]);
  for (const name of ['skillAreas', 'tools'] as const)
    for (const v of a[name]) await form.locator(`[name="${name}"][value="${v}"]`).check();
  await form.locator('[name="contractorAgreement"]').check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST'),
    form.locator('button[type="submit"]').click(),
  ]);
  return response.status();
}

/** Sends the newsletter form of the page's footer; resolves the status the form handler answered. */
export async function sendNewsletterForm(page: Page, origin: string, email: string): Promise<number> {
  await page.goto(`${origin}/about`);
  const form = page.getByRole('contentinfo').locator('form[data-newsletter]');
  await form.locator('[name="email"]').fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
    form.locator('button[type="submit"]').click(),
  ]);
  return response.status();
}

export const browserQuote = {
  name: 'Quinn Browser',
  phone: '(561) 555-0188',
  address: '40 Ocean Blvd, Delray Beach',
  service: 'tile-and-stone',
  details: 'Six cracked floor tiles in the kitchen.',
};

/**
 * Another visitor than the browser's: a phone and an address of their own (an IPv6 /64, sent as X-Forwarded-For to a
 * server that trusts 127.0.0.1 as its proxy), new on every call, since a phone and a client hold one arrival window at
 * a time: the browser's own request, or another test's visitor running at the same time on the same server, would
 * otherwise let a window go that a test filled.
 */
export function anotherVisitor() {
  const n = crypto.getRandomValues(new Uint32Array(1))[0];
  return {
    phone: `(561) 555-${String(n % 10_000).padStart(4, '0')}`,
    headers: { 'X-Forwarded-For': `2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1` },
  };
}

/**
 * Fills the site's own quote form on `path` (/quote, /es/cotizacion) by field name, photos given as files; `send`
 * clicks the button and resolves the handler's status.
 */
export async function fillQuoteForm(
  page: Page,
  origin: string,
  email: string,
  photos: { name: string; mimeType: string; buffer: Buffer }[] = [],
  path = '/quote',
) {
  await page.goto(`${origin}${path}`);
  const form = page.locator('form[data-quote-form]');
  const q = browserQuote;
  for (const name of ['name', 'phone', 'address', 'details'] as const)
    await form.locator(`[name="${name}"]`).fill(q[name]);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="service"]').selectOption(q.service);
  await form.locator('[name="bestTime"]').selectOption('evening');
  if (photos.length) await form.locator('[name="photos"]').setInputFiles(photos);
  return {
    form,
    send: async () => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => /\/api\/quote\b/.test(r.url()) && r.request().method() === 'POST'),
        form.locator('[data-quote-submit]').click(),
      ]);
      return response.status();
    },
  };
}

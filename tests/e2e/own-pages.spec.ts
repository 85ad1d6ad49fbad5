import type { Page } from '@playwright/test';
import { callbackPage } from '../../src/lib/access/oauth.ts';
import { answerBlock, ownPage } from '../../src/lib/forms/answer-page.ts';
import { site, telHref } from '../../src/lib/page/site.ts';
import { ownAnswerPage } from '../../src/lib/quote/sent-page.ts';
import { E2E_STATS_TOKEN } from '../browser.ts';
import { routes } from '../content.ts';
import { en, es } from '../copy.ts';
import { axeProblems } from './axe.ts';
import { expect, test } from './offline.ts';

// The pages of their own markup, outside the route list that tests/e2e/routes.spec.ts samples: the owner's
// /admin/stats, the form handler's answers to a form sent without JavaScript and the editor's sign-in answer pass the
// same axe rules
// (docs/decisions/0066-browser-suite-per-template.md). The page of free windows and a refused window are checked in
// tests/e2e/quote-windows.spec.ts, the quote form as the script fills it in tests/e2e/quote-photos.spec.ts.
const unique = () => `axe-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** Shows `html` at an address of the site, so that its stylesheet applies, and names what axe finds on it. */
async function problemsOf(page: Page, html: string): Promise<string[]> {
  await page.route('/handler-answer', (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  await page.goto('/handler-answer');
  const problems = await axeProblems(page);
  await page.unroute('/handler-answer');
  return problems;
}

test('/admin/stats passes axe asking for the token and showing the counts', { tag: '@desktop' }, async ({
  page,
  request,
  baseURL,
}) => {
  // A view of a city's page, as its beacon sends it: the tables have a row. The last city, which the tests of the
  // counts (counts.spec.ts, admin-phone.spec.ts) do not count.
  const city = routes.findLast((r) => r.kind === 'city')!;
  await request.post('/api/events', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL! },
    data: JSON.stringify({ e: 'view', p: city.url }),
  });
  await page.goto('/admin/stats');
  const show = page.getByRole('button', { name: 'Show the counts' });
  await expect(show).toBeVisible();
  expect(await axeProblems(page), 'asking for the token').toEqual([]);
  await page.getByLabel('Token').fill(E2E_STATS_TOKEN);
  await show.click();
  await expect(page.getByRole('table', { name: 'By city' })).toBeVisible();
  expect(await axeProblems(page), 'showing the counts').toEqual([]);
});

test("the form handler's answers pass axe: to a plain post, taken and refused, its own page, the sign-in's", {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  const headers = { Accept: 'text/html', Origin: new URL(baseURL!).origin };
  const taken = await page.request.post('/api/newsletter', { form: { email: unique() }, headers });
  const refused = await page.request.post('/api/newsletter?locale=es', { form: { email: 'no' }, headers });
  expect([taken.status(), refused.status()]).toEqual([201, 422]);
  const own = ownAnswerPage({
    lang: 'en',
    words: en.forms,
    reference: 'Q-7K2M',
    business: site.businessName,
    tel: telHref(site.phone.e164),
    phone: site.phone.display,
    home: '/',
  });
  const ownRefusal = ownPage({
    lang: 'es',
    title: es.forms.checkTitle,
    business: site.businessName,
    tel: telHref(site.phone.e164),
    phone: site.phone.display,
    main: answerBlock({
      ok: false,
      title: es.forms.checkTitle,
      message: es.newsletter.invalid,
      goBack: es.forms.goBack,
      callUs: es.forms.callUs,
      tel: telHref(site.phone.e164),
      back: es.forms.back,
      home: '/es',
    }),
  });
  // The sign-in's answer in the editor's popup, when GitHub refused (a token leaves the page empty).
  const signIn = callbackPage({ provider: 'github', error: 'The sign-in was refused: try again.' }).html;
  const pages = { taken: await taken.text(), refused: await refused.text(), own, ownRefusal, signIn };
  for (const [name, html] of Object.entries(pages)) expect(await problemsOf(page, html), name).toEqual([]);
});

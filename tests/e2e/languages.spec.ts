import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { routes } from '../../src/content/routes.ts';
import { contentFor } from '../../src/lib/i18n.ts';
import { switchTarget } from '../../src/lib/language-switch.ts';
import { storedEntries } from '../forms-db.ts';
import { browserApplication } from '../forms-in-browser.ts';
import { expect, test } from './offline.ts';

// The Spanish site in the browser: the header's language switch, the remembered choice, and the forms of the Spanish pages.
const spanish = routes.filter((r) => r.locale === 'es');
// The unknown-project page sends the visitor on to the portfolio as it opens: its switch is checked on the built page.
const stays = spanish.filter((r) => r.kind !== 'project-not-found');
const byUrl = new Map(routes.map((r) => [r.url, r]));
const es = contentFor('es');
const exactly = (path: string) => new RegExp(`^[^/]+//[^/]+${path.replace(/[.?]/g, '\\$&')}$`);
/**
 * Uses the header's language switch as a visitor does: in the bar from 640 px, in the menu on a phone (the bar has
 * no room for it there).
 */
async function switchTo(page: Page, lang: 'en' | 'es') {
  // A visitor taps what the browser has painted: before the stylesheet arrives, a tap can land beside the button.
  await page.waitForLoadState('load');
  const header = page.getByRole('banner');
  const inBar = header.locator(`[data-language-switch="${lang}"]`).first();
  if (!(await inBar.isVisible())) {
    const menuName = lang === 'es' ? messages.en.chrome.menu : messages.es!.chrome.menu;
    await header.getByRole('button', { name: menuName, exact: true }).click();
    await expect(header.getByRole('navigation', { name: menuName }), `the menu opens on ${page.url()}`).toBeVisible();
  }
  await header.locator(`[data-language-switch="${lang}"]:visible`).click();
}
const unique = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

test.describe('the language switch', () => {
  test('leads from every translated page to its Spanish version and back', async ({ page }) => {
    // Two loads a page; a busy 2-core CI machine takes up to a few seconds for each.
    test.setTimeout(stays.length * 8_000 + 10_000);
    for (const r of stays) {
      await page.goto(r.logical);
      await switchTo(page, 'es');
      await expect(page, r.logical).toHaveURL(exactly(r.url));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await switchTo(page, 'en');
      await expect(page, r.url).toHaveURL(exactly(r.logical));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test('leads from a page with no Spanish version to the Spanish page of its section, else the Spanish home page', async ({
    page,
  }) => {
    // One page of each kind that has no Spanish version: a city, its plain page, the unknown-city page...
    const kinds = new Map(routes.filter((r) => r.locale === 'en' && !r.alternates.es).map((r) => [r.kind, r]));
    expect([...kinds.keys()]).toContain('city');
    for (const english of kinds.values()) {
      await page.goto(english.url);
      await switchTo(page, 'es');
      const expected = switchTarget(english, 'es', (url) => byUrl.get(url)?.alternates);
      await expect(page, english.url).toHaveURL(exactly(expected));
      if (english.kind === 'city') expect(expected).toBe(spanish.find((r) => r.kind === 'service-areas')!.url);
    }
  });

  test('is remembered without a cookie: the English home page opens the Spanish one until English is chosen', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await switchTo(page, 'es');
    await expect(page).toHaveURL(exactly('/es'));
    await page.goto('/');
    await expect(page).toHaveURL(exactly('/es'));
    // Any other address opens as asked: a shared link, a crawler.
    await page.goto('/about');
    await expect(page).toHaveURL(exactly('/about'));
    await switchTo(page, 'es');
    await switchTo(page, 'en');
    await page.goto('/');
    await expect(page).toHaveURL(exactly('/'));
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('the Spanish forms', { tag: '@desktop' }, () => {
  const tech = spanish.find((r) => r.kind === 'tech-recruitment')!;
  const f = es.techRecruitment.form;

  test('the newsletter answers in Spanish', async ({ page }) => {
    const email = unique('boletin');
    await page.goto('/es');
    const form = page.getByRole('contentinfo').locator('form[data-newsletter]');
    await expect(form.getByLabel(messages.es!.newsletter.label)).toBeVisible();
    await form.locator('[name="email"]').fill(email);
    await form.getByRole('button', { name: messages.es!.newsletter.button }).click();
    await expect(form.getByRole('status')).toHaveText(messages.es!.forms.newsletterOk);
    expect(storedEntries('newsletter', email)).toHaveLength(1);
  });

  test('the newsletter checks the address in Spanish, whatever the browser’s language', async ({ page }) => {
    await page.goto('/es');
    const form = page.getByRole('contentinfo').locator('form[data-newsletter]');
    const field = form.getByLabel(messages.es!.newsletter.label);
    await form.getByRole('button', { name: messages.es!.newsletter.button }).click();
    await expect(form.getByRole('status')).toHaveText(messages.es!.newsletter.empty);
    await field.fill('ana example.com');
    await form.getByRole('button', { name: messages.es!.newsletter.button }).click();
    await expect(form.getByRole('status')).toHaveText(messages.es!.newsletter.invalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('without JavaScript, the newsletter’s answer page is in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/es');
    const form = page.getByRole('contentinfo').locator('form[data-newsletter]');
    await form.locator('[name="email"]').fill(unique('sin-js'));
    await form.getByRole('button', { name: messages.es!.newsletter.button }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.es!.forms.thanks);
    await expect(page.getByRole('link', { name: messages.es!.forms.back })).toHaveAttribute('href', '/es');
    await context.close();
  });

  test('the application shows Spanish errors and is stored with the values the team reads', async ({ page }) => {
    await page.goto(tech.url);
    const form = page.locator('form:has([name="contractorAgreement"])');
    await form.locator('[name="fullName"]').focus();
    await expect(form.locator('[name="contractorAgreement"]')).not.toHaveAttribute('required');
    const a = browserApplication;
    const email = unique('solicitud');
    await page.getByLabel(f.labels.fullName).fill(a.fullName);
    await page.getByLabel(f.labels.phone).fill(a.phone);
    await page.getByLabel(f.labels.email).fill(email);
    await page.getByLabel(f.labels.city).fill(a.city);
    for (const name of ['experience', 'availability', 'transportation', 'referralSource'] as const)
      await form.locator(`[name="${name}"]`).selectOption(a[name]);
    // Each check box shows its Spanish label and sends the English value.
    const english = contentFor('en').techRecruitment.form.skillAreas;
    for (const value of a.skillAreas)
      await page
        .getByRole('group', { name: f.labels.skillAreas })
        .getByRole('checkbox', { name: f.skillAreas[english.indexOf(value)], exact: true })
        .check();
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('notices')).toContainText(f.agreementToast.title);
    await form.locator('[name="contractorAgreement"]').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/applications') && r.request().method() === 'POST'),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.url()).toMatch(/\?locale=es$/);
    await expect(page.getByTestId('notices')).toContainText(f.successToast.title);
    expect(storedEntries('applications', email)).toEqual([
      expect.objectContaining({ email, skillAreas: a.skillAreas }),
    ]);
  });

  test('the application’s own checks speak Spanish, whatever the browser’s language', async ({ page }) => {
    const v = messages.es!.validation;
    await page.goto(tech.url);
    const form = page.locator('form:has([name="contractorAgreement"])');
    await form.locator('[name="fullName"]').focus();
    await expect(form.locator('[name="contractorAgreement"]')).not.toHaveAttribute('required');
    await form.locator('[name="phone"]').fill('llámeme');
    await form.locator('[name="email"]').fill('ana');
    await form.locator('button[type="submit"]').click();
    const says = (name: string) =>
      form.locator(`[name="${name}"]`).evaluate((field: HTMLInputElement) => field.validationMessage);
    expect(await says('fullName')).toBe(v.required);
    expect(await says('phone')).toBe(v.phone);
    expect(await says('email')).toBe(v.email);
    // Corrected, a field is no longer held back by what it said.
    await form.locator('[name="email"]').fill('ana@example.com');
    expect(await says('email')).toBe('');
  });

  test('the form handler refuses in Spanish', async ({ request, baseURL }) => {
    const response = await request.post('/api/applications?locale=es', {
      headers: { Accept: 'application/json', Origin: baseURL! },
      form: { fullName: 'x' },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { message: string };
    expect(body.message.startsWith(messages.es!.forms.check.split('{')[0])).toBe(true);
  });
});

test.describe('the Spanish portfolio', { tag: '@desktop' }, () => {
  const t = messages.es!.portfolio;
  const list = spanish.find((r) => r.kind === 'portfolio')!;
  const category = spanish.find((r) => r.kind === 'portfolio-category')!;
  const label = es.projectCategories.categories.find((c) => c.slug === category.id)!.label;

  test('filters by category through Spanish addresses, with Spanish words', async ({ page }) => {
    await page.goto(list.url);
    const filter = page.getByRole('navigation', { name: t.filter });
    await expect(filter.getByRole('link').first()).toHaveText(t.all);
    await filter.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(exactly(category.url));
    const shown = es.projects.filter((p) => p.category === category.id);
    await expect(page.getByTestId('project-grid').getByRole('heading')).toHaveText(shown.map((p) => p.title));
    await page.getByTestId('project-grid').getByRole('link').first().click();
    await expect(page).toHaveURL(
      exactly(byUrl.get(routes.find((r) => r.kind === 'project' && r.id === shown[0].id)!.url)!.alternates.es!),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown[0].title);
  });

  test('an unknown Spanish project address answers 404 in Spanish and ends at the Spanish portfolio', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${list.url}/no-existe`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<meta http-equiv="refresh" content="0; url=${list.url}"/>`);
    await page.goto(`${list.url}/no-existe`, { waitUntil: 'commit' });
    await page.waitForURL(exactly(list.url));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.portfolioPage.heading);
  });

  test("the project's gallery speaks Spanish once it wakes up", async ({ page }) => {
    const project = es.projects.find((p) => p.images.length > 1)!;
    await page.goto(byUrl.get(`/portfolio/${project.id}`)!.alternates.es!);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('img', { name: project.images[1].alt, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: t.photos })).toBeVisible();
  });
});

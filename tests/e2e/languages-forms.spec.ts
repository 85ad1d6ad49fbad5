import { messages } from '../../src/content/messages.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { storedEntries } from '../forms-db.ts';
import { browserApplication } from '../forms-in-browser.ts';
import { es, spanish, unique } from './languages.ts';
import { expect, test } from './offline.ts';

// The forms of the Spanish pages in the browser: newsletter, application and the handler's refusals, in Spanish.
test.describe('the Spanish forms', () => {
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

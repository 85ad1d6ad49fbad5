import { en, fill as fillIn } from '../copy.ts';
import { expect, test } from './offline.ts';
import { answers, created, f, fill, open, site, stub, submit, t, toast } from './tech-recruitment.ts';

// The application on /tech-recruitment against a stubbed endpoint (page.route); its notices and the real receiver of
// `npm start` are in tech-recruitment-notices.spec.ts.

test.describe('application', () => {
  test('without the agreement: the destructive toast, nothing sent', async ({ page }) => {
    const sent = await stub(page, created);
    await open(page);
    await fill(page, answers, false);
    await submit(page).click();
    const t1 = toast(page, f.agreementToast.title);
    await expect(t1).toBeVisible();
    await expect(t1).toHaveAttribute('data-tone', 'error');
    await expect(t1).toContainText(f.agreementToast.text);
    await expect(page.locator('[name="contractorAgreement"]')).toBeFocused();
    expect(sent.bodies).toHaveLength(0);
  });

  test('the browser requires name, phone, e-mail and city before anything else', async ({ page }) => {
    const sent = await stub(page, created);
    await open(page);
    await submit(page).click();
    await expect(page.getByLabel(f.labels.fullName)).toBeFocused();
    expect(await page.getByLabel(f.labels.fullName).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    for (const name of ['phone', 'email', 'city'] as const)
      await expect(page.getByLabel(f.labels[name])).toHaveAttribute('required');
    await expect(page.getByLabel(f.labels.phone)).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel(f.labels.email)).toHaveAttribute('type', 'email');
    await expect(toast(page, f.agreementToast.title)).toHaveCount(0);
    expect(sent.bodies).toHaveLength(0);
  });

  test('posts every field once, shows progress, then the confirmation and the success toast', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent = await stub(page, async (_n, route) => {
      await gate;
      await created(1, route);
    });
    await open(page);
    await fill(page);
    await submit(page).click();
    const busy = page.getByRole('button', { name: f.submittingLabel });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await busy.click({ force: true });
    await page.getByLabel(f.labels.city).press('Enter');
    await expect.poll(() => sent.bodies.length).toBe(1);
    release();
    const confirmation = page.getByTestId('confirmation');
    await expect(confirmation.getByRole('heading', { name: f.confirmation.heading })).toBeFocused();
    await expect(toast(page, f.successToast.title)).toContainText(f.successToast.text);
    expect(sent.bodies).toHaveLength(1);
    expect(sent.bodies[0]).toEqual({ ...answers, website: '', contractorAgreement: true });
    expect(sent.headers[0]).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
    await expect(page.locator('form[action]')).toHaveCount(0);
  });

  test('the confirmation view: training catalog, info session, what is next', async ({ page }) => {
    await stub(page, created);
    await open(page);
    await fill(page);
    await submit(page).click();
    const confirmation = page.getByTestId('confirmation');
    await expect(confirmation).toContainText(f.confirmation.text);
    await expect(confirmation.getByRole('heading', { name: f.confirmation.whatsNextHeading })).toBeVisible();
    await expect(confirmation).toContainText(f.confirmation.whatsNext);
    await expect(confirmation.getByRole('link', { name: f.confirmation.infoSessionLabel })).toHaveAttribute(
      'href',
      `mailto:${site.email.techs}?subject=Info%20session%20request`,
    );
    const catalog = confirmation.getByRole('button', { name: f.confirmation.trainingLabel });
    await catalog.click();
    const dialog = page.getByRole('dialog', { name: t.training.heading });
    await expect(dialog.getByTestId('training-module')).toHaveCount(t.training.modules.length);
    await page.keyboard.press('Escape');
    await expect(catalog).toBeFocused();
  });

  test('a network failure keeps every answer, shows an error toast and lets the applicant retry', async ({ page }) => {
    const sent = await stub(page, (n, route) => (n === 1 ? route.abort('failed') : created(n, route)));
    await open(page);
    await fill(page);
    await submit(page).click();
    await expect(toast(page, f.errorToast.title)).toContainText(f.errorToast.text);
    await expect(submit(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByLabel(f.labels.fullName)).toHaveValue(answers.fullName);
    await expect(page.getByLabel(f.labels.email)).toHaveValue(answers.email);
    await expect(page.getByLabel(f.labels.experience)).toHaveValue(answers.experience);
    for (const name of [...answers.skillAreas, ...answers.tools])
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect(page.locator('[name="contractorAgreement"]')).toBeChecked();
    await submit(page).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(sent.bodies).toHaveLength(2);
    expect(sent.bodies[1]).toEqual(sent.bodies[0]);
  });

  test('a server that refuses answers names the fields to check', async ({ page }) => {
    await stub(page, (_n, route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, message: fillIn(en.forms.check, { fields: 'phone' }), fields: ['phone'] }),
      }),
    );
    await open(page);
    await fill(page);
    await submit(page).click();
    await expect(toast(page, f.invalidToast.title)).toContainText(`${f.invalidToast.text} ${f.labels.phone}.`);
    await expect(page.getByLabel(f.labels.phone)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(f.labels.phone)).toBeFocused();
  });

  test('the honeypot is hidden from people and sent as it is, for the receiver to refuse', async ({ page }) => {
    const sent = await stub(page, (_n, route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: false,
          message: fillIn(en.forms.check, { fields: 'website' }),
          fields: ['website'],
        }),
      }),
    );
    await open(page);
    const honeypot = page.locator('[name="website"]');
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await fill(page);
    await honeypot.evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
    await submit(page).click();
    await expect(toast(page, f.errorToast.title)).toBeVisible();
    expect(sent.bodies[0]).toMatchObject({ website: 'http://spam.example' });
    await expect(page.getByTestId('confirmation')).toHaveCount(0);
  });
});

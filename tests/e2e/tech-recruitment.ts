import type { Page, Route } from '@playwright/test';
import { site, techRecruitment as t } from '../../src/lib/content.ts';
import { en } from '../copy.ts';
import { expect } from './offline.ts';

/** Shared by the technician page's browser tests (tech-recruitment*.spec.ts). */
export { site, t };
export const PAGE_URL = '/tech-recruitment';
export const f = t.form;
const ENDPOINT = `**${site.forms.application}`;

/**
 * Opens the page and wakes the application's island (it hydrates on first use; what happens before is tested in
 * islands.spec.ts): the agreement box loses `required` once it has.
 */
export async function open(page: Page) {
  await page.goto(PAGE_URL);
  await page.locator('[name="fullName"]').focus();
  await expect(page.locator('[name="contractorAgreement"]')).not.toHaveAttribute('required');
}

export const answers = {
  fullName: 'Jordan Rivera',
  phone: '(561) 555-0142',
  email: 'jordan.rivera@example.com',
  city: '33431',
  experience: '2-5',
  // Two skills and one tool the form offers (data/pages/tech-recruitment.yaml).
  skillAreas: t.form.skillAreas.slice(1, 3),
  tools: t.form.tools.slice(-1),
  availability: 'weekends',
  transportation: 'yes',
  referralSource: 'friend',
};

export async function fill(page: Page, a = answers, agree = true) {
  await page.getByLabel(f.labels.fullName).fill(a.fullName);
  await page.getByLabel(f.labels.phone).fill(a.phone);
  await page.getByLabel(f.labels.email).fill(a.email);
  await page.getByLabel(f.labels.city).fill(a.city);
  await page.getByLabel(f.labels.experience).selectOption(a.experience);
  for (const s of a.skillAreas)
    await page
      .getByRole('group', { name: f.labels.skillAreas })
      .getByRole('checkbox', { name: s, exact: true })
      .check();
  for (const s of a.tools)
    await page.getByRole('group', { name: f.labels.tools }).getByRole('checkbox', { name: s, exact: true }).check();
  await page.getByLabel(f.labels.availability).selectOption(a.availability);
  await page.getByLabel(f.labels.transportation).selectOption(a.transportation);
  await page.getByLabel(f.labels.referralSource).selectOption(a.referralSource);
  if (agree) await page.locator('[name="contractorAgreement"]').check();
}

export const submit = (page: Page) => page.getByRole('button', { name: f.submitLabel });
export const toast = (page: Page, title: string) =>
  page.getByTestId('notices').locator('[data-tone]').filter({ hasText: title });

/** Stubs the endpoint; `answer` decides each reply, every request body is kept. */
export async function stub(page: Page, answer: (n: number, route: Route) => Promise<void>) {
  const bodies: unknown[] = [];
  const headers: Record<string, string>[] = [];
  await page.route(ENDPOINT, async (route) => {
    bodies.push(route.request().postDataJSON());
    headers.push(route.request().headers());
    await answer(bodies.length, route);
  });
  return { bodies, headers };
}
export const created = (_n: number, route: Route) =>
  route.fulfill({
    status: 201,
    contentType: 'application/json',
    body: JSON.stringify({ ok: true, message: en.forms.applicationOk }),
  });

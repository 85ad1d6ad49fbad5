import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { site, techRecruitment as t } from '../../src/lib/content.ts';
import { techFooter } from '../../src/lib/tech-footer.ts';

// The technician page (SPEC 2.15, 3, 4, 5, 9) on the built site. The application endpoint is stubbed with
// page.route where the test is about the page; the last tests go through the real receiver of `npm start`.
const URL_ = '/tech-recruitment';
const f = t.form;
const ENDPOINT = `**${site.forms.application}`;

/** Opens the page and waits for React: the agreement box loses `required` once the page has hydrated. */
async function open(page: Page) {
  await page.goto(URL_);
  await expect(page.locator('[name="contractorAgreement"]')).not.toHaveAttribute('required');
}

const answers = {
  fullName: 'Jordan Rivera', phone: '(561) 555-0142', email: 'jordan.rivera@example.com', city: '33431', experience: '2-5',
  skillAreas: ['Painting', 'TV Mounting'], tools: ['Ladder'], availability: 'weekends', transportation: 'yes', referralSource: 'friend',
};

async function fill(page: Page, a = answers, agree = true) {
  await page.getByLabel(f.labels.fullName).fill(a.fullName);
  await page.getByLabel(f.labels.phone).fill(a.phone);
  await page.getByLabel(f.labels.email).fill(a.email);
  await page.getByLabel(f.labels.city).fill(a.city);
  await page.getByLabel(f.labels.experience).selectOption(a.experience);
  for (const s of a.skillAreas) await page.getByRole('group', { name: f.labels.skillAreas }).getByRole('checkbox', { name: s, exact: true }).check();
  for (const s of a.tools) await page.getByRole('group', { name: f.labels.tools }).getByRole('checkbox', { name: s, exact: true }).check();
  await page.getByLabel(f.labels.availability).selectOption(a.availability);
  await page.getByLabel(f.labels.transportation).selectOption(a.transportation);
  await page.getByLabel(f.labels.referralSource).selectOption(a.referralSource);
  if (agree) await page.locator('[name="contractorAgreement"]').check();
}

const submit = (page: Page) => page.getByRole('button', { name: f.submitLabel });
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Stubs the endpoint; `answer` decides each reply, every request body is kept. */
async function stub(page: Page, answer: (n: number, route: Route) => Promise<void>) {
  const bodies: unknown[] = [];
  const headers: Record<string, string>[] = [];
  await page.route(ENDPOINT, async (route) => {
    bodies.push(route.request().postDataJSON());
    headers.push(route.request().headers());
    await answer(bodies.length, route);
  });
  return { bodies, headers };
}
const created = (_n: number, route: Route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, message: 'Application received.' }) });

test.describe('page', () => {
  test('has its title, description and the eleven sections in order', async ({ page }) => {
    await page.goto(URL_);
    await expect(page).toHaveTitle(t.metaTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t.metaDescription);
    await expect(page.locator('h1')).toHaveText(t.hero.heading);
    for (const b of t.hero.badges) await expect(page.locator('main li', { hasText: b }).first()).toBeVisible();
    const headings = await page.locator('main > section[aria-labelledby]').evaluateAll((sections) => sections.map((s) => document.getElementById(s.getAttribute('aria-labelledby')!)!.textContent));
    expect(headings).toEqual([t.benefits.heading, t.calculator.heading, t.howItWorks.heading, t.levels.heading, t.training.heading, t.trust.heading, t.coverage.heading, t.faq.heading, t.contact.heading, f.heading]);
    await expect(page.getByRole('link', { name: site.email.techs })).toHaveAttribute('href', `mailto:${site.email.techs}`);
  });

  test("'Apply to Become a Tech' scrolls to the form", async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: t.hero.applyLabel }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.locator('#apply h2')).toBeInViewport();
  });

  test('every technician footer link lands on something that exists', async ({ page, request }) => {
    await page.goto(URL_);
    for (const link of techFooter.flatMap((c): readonly { label: string; href: string }[] => c.links)) {
      const a = page.locator('footer').getByRole('link', { name: link.label, exact: true });
      await expect(a).toHaveAttribute('href', link.href);
      const [pathname, id] = link.href.split('#');
      if (pathname) {
        const res = await request.get(pathname);
        expect(res.status(), link.href).toBe(200);
        if (id) expect(await res.text(), link.href).toContain(`id="${id}"`);
      } else {
        await expect(page.locator(`#${id}`), link.href).toHaveCount(1);
      }
    }
  });
});

test.describe('earnings calculator', () => {
  const slider = (page: Page) => page.getByRole('slider', { name: t.calculator.labels.jobsPerWeek });
  async function expectFigures(page: Page, jobs: number, weekly: string, monthly: string, yearly: string) {
    await expect(slider(page)).toHaveValue(String(jobs));
    await expect(page.getByTestId('jobs-value')).toHaveText(String(jobs));
    await expect(page.getByTestId('earnings-weekly')).toHaveText(weekly);
    await expect(page.getByTestId('earnings-monthly')).toHaveText(monthly);
    await expect(page.getByTestId('earnings-yearly')).toHaveText(yearly);
    await expect(page.getByTestId('earnings-progress')).toHaveJSProperty('value', jobs / 30);
  }

  test('opens at 5 jobs with no persona pressed, and computes 1, 10, 20 and 30 jobs', async ({ page }) => {
    await open(page);
    await expectFigures(page, 5, '$500', '$2,165', '$26,000');
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '5, $500 weekly');
    await slider(page).focus();
    await page.keyboard.press('Home');
    await expectFigures(page, 1, '$100', '$433', '$5,200');
    await slider(page).fill('10');
    await expectFigures(page, 10, '$1,000', '$4,330', '$52,000');
    await slider(page).fill('20');
    await expectFigures(page, 20, '$2,000', '$8,660', '$104,000');
    await page.keyboard.press('End');
    await expectFigures(page, 30, '$3,000', '$12,990', '$156,000');
    await page.keyboard.press('ArrowLeft');
    await expectFigures(page, 29, '$2,900', '$12,557', '$150,800');
  });

  test('persona tabs set the slider, and the slider selects the matching tab', async ({ page }) => {
    await open(page);
    for (const [label, jobs, weekly] of [['Side-Hustler', 3, '$300'], ['Freelancer', 10, '$1,000'], ['Pro Handyman', 20, '$2,000']] as const) {
      const tab = page.getByRole('button', { name: new RegExp(`^${label}`) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
      await expect(slider(page)).toHaveValue(String(jobs));
      await expect(page.getByTestId('earnings-weekly')).toHaveText(weekly);
      await expect(page.getByTestId('persona-description')).toHaveText(t.calculator.personas.find((p) => p.label === label)!.description);
    }
    await slider(page).fill('10');
    await expect(page.getByRole('button', { name: /^Freelancer/ })).toHaveAttribute('aria-pressed', 'true');
    await slider(page).fill('11');
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  });
});

test.describe('dialogs', () => {
  test('example jobs: opens with the three jobs, closes on Escape, focus returns', async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: t.hero.jobsLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.hero.jobsDialogHeading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('example-job')).toHaveCount(3);
    for (const j of t.exampleJobs) await expect(dialog.getByTestId('example-job').filter({ hasText: j.title })).toContainText(j.pay);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('training modules: eight modules, the close button closes, focus returns', async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: t.training.buttonLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.training.heading });
    await expect(dialog.getByTestId('training-module')).toHaveCount(8);
    await expect(dialog.getByTestId('training-module').first()).toContainText(t.training.modules[0]!.name);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('coverage', () => {
  const point = async (page: Page, code: string) => {
    const g = page.locator(`[data-market="${code}"]`);
    return { x: Number(await g.getAttribute('data-x')), y: Number(await g.getAttribute('data-y')) };
  };

  test('the map shows nine markets at their cities: seven green and pulsing, TLH and PNS amber', async ({ page }) => {
    await page.goto(URL_);
    const map = page.getByRole('img', { name: /^Map of Florida/ });
    await expect(map).toBeVisible();
    await expect(map.locator('[data-market]')).toHaveCount(9);
    await expect(map.locator('[data-status="active"]')).toHaveCount(7);
    for (const code of ['TLH', 'PNS']) {
      const g = map.locator(`[data-market="${code}"]`);
      await expect(g).toHaveAttribute('data-status', 'coming-soon');
      await expect(g.locator('circle').last()).toHaveAttribute('fill', '#f59e0b');
      await expect(g.locator('[data-pulse]')).toHaveCount(0);
    }
    for (const code of ['JAX', 'TPA', 'ORL', 'WPB', 'FTL', 'MIA', 'NPL']) {
      const g = map.locator(`[data-market="${code}"]`);
      await expect(g.locator('circle').last()).toHaveAttribute('fill', '#22c55e');
      await expect(g.locator('[data-pulse]')).toHaveCSS('animation-name', 'ping');
    }
    // West to east along the north, north to south down the east coast, Gulf coast west of the Atlantic.
    const [pns, tlh, jax, orl, tpa, wpb, ftl, mia, npl] = await Promise.all(['PNS', 'TLH', 'JAX', 'ORL', 'TPA', 'WPB', 'FTL', 'MIA', 'NPL'].map((c) => point(page, c)));
    expect(pns!.x).toBeLessThan(tlh!.x);
    expect(tlh!.x).toBeLessThan(jax!.x);
    expect(jax!.y).toBeLessThan(orl!.y);
    expect(tpa!.x).toBeLessThan(orl!.x);
    expect(wpb!.y).toBeLessThan(ftl!.y);
    expect(ftl!.y).toBeLessThan(mia!.y);
    expect(npl!.x).toBeLessThan(mia!.x);
    await expect(page.getByTestId('markets-label')).toHaveText('9 Markets');
    await expect(page.getByTestId('jobs-label')).toHaveText('1,000+ Jobs Weekly');
  });

  test('the pulsing stops for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(URL_);
    await expect(page.locator('[data-pulse]')).toHaveCount(7);
    for (const pulse of await page.locator('[data-pulse]').all()) await expect(pulse).toHaveCSS('animation-name', 'none');
  });

  test('market cards carry their jobs and badges, and the note says to apply anyway', async ({ page }) => {
    await page.goto(URL_);
    const cards = page.getByTestId('market-card');
    await expect(cards).toHaveCount(9);
    for (const m of t.coverage.markets) {
      const card = cards.filter({ hasText: m.name });
      await expect(card).toContainText(m.jobs);
      await expect(card).toContainText(m.status === 'active' ? 'Active' : 'Coming Soon');
    }
    await expect(cards.filter({ hasText: 'Active' })).toHaveCount(7);
    await expect(cards.filter({ hasText: 'Coming Soon' })).toHaveCount(2);
    await expect(page.getByText(t.coverage.note)).toBeVisible();
  });
});

test('FAQ: ten questions, one open at a time, the open one collapses', async ({ page }) => {
  await page.goto(URL_);
  const items = page.locator('#tech-faq details');
  await expect(items).toHaveCount(10);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await expect(items.nth(0).getByText(t.faq.items[0]!.answer)).toBeVisible();
  await items.nth(4).locator('summary').click();
  await expect(items.nth(4)).toHaveAttribute('open');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await items.nth(4).locator('summary').click();
  await expect(page.locator('#tech-faq details[open]')).toHaveCount(0);
});

test.describe('application', () => {
  test('without the agreement: the destructive toast, nothing sent', async ({ page }) => {
    const sent = await stub(page, created);
    await open(page);
    await fill(page, answers, false);
    await submit(page).click();
    const t1 = toast(page, f.agreementToast.title);
    await expect(t1).toBeVisible();
    await expect(t1).toHaveAttribute('data-type', 'error');
    await expect(t1).toContainText(f.agreementToast.text);
    await expect(page.locator('[name="contractorAgreement"]')).toBeFocused();
    expect(sent.bodies).toHaveLength(0);
  });

  test('the browser requires name, phone, e-mail and city before anything else', async ({ page }) => {
    const sent = await stub(page, created);
    await open(page);
    await submit(page).click();
    await expect(page.getByLabel(f.labels.fullName)).toBeFocused();
    expect(await page.getByLabel(f.labels.fullName).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    for (const name of ['phone', 'email', 'city'] as const) await expect(page.getByLabel(f.labels[name])).toHaveAttribute('required');
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
    await expect(confirmation.getByRole('link', { name: f.confirmation.infoSessionLabel })).toHaveAttribute('href', `mailto:${site.email.techs}?subject=Info%20session%20request`);
    const catalog = confirmation.getByRole('button', { name: f.confirmation.trainingLabel });
    await catalog.click();
    const dialog = page.getByRole('dialog', { name: t.training.heading });
    await expect(dialog.getByTestId('training-module')).toHaveCount(8);
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
    await expect(page.getByRole('checkbox', { name: 'TV Mounting' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Ladder' })).toBeChecked();
    await expect(page.locator('[name="contractorAgreement"]')).toBeChecked();
    await submit(page).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(sent.bodies).toHaveLength(2);
    expect(sent.bodies[1]).toEqual(sent.bodies[0]);
  });

  test('a server that refuses answers names the fields to check', async ({ page }) => {
    await stub(page, (_n, route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ ok: false, message: 'Please check phone and send it again.', fields: ['phone'] }) }));
    await open(page);
    await fill(page);
    await submit(page).click();
    await expect(toast(page, f.invalidToast.title)).toContainText(`${f.invalidToast.text} ${f.labels.phone}.`);
    await expect(page.getByLabel(f.labels.phone)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(f.labels.phone)).toBeFocused();
  });

  test('the honeypot is hidden from people and sent as it is, for the receiver to refuse', async ({ page }) => {
    const sent = await stub(page, (_n, route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ ok: false, message: 'Please check website and send it again.', fields: ['website'] }) }));
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

test.describe('toasts', () => {
  // The clock is paused once the toast shows, so its 4-second lifetime cannot be what removes it.
  async function agreementToast(page: Page, pause = true) {
    await submit(page).click();
    const el = toast(page, f.agreementToast.title);
    await expect(el).toBeVisible();
    if (pause) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    return el;
  }
  async function expectDismissed(page: Page, el: ReturnType<typeof toast>) {
    await page.clock.runFor(50); // one animation frame: sonner applies a dismissal on the next frame
    await expect(el).toHaveAttribute('data-removed', 'true');
    await page.clock.runFor(1000);
    await expect(el).toHaveCount(0);
  }
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await open(page);
    await fill(page, answers, false);
  });

  test('close with the close button', async ({ page }) => {
    const el = await agreementToast(page);
    await el.getByRole('button', { name: 'Close toast' }).click();
    await expectDismissed(page, el);
  });

  test('Alt+T focuses the notification area, Escape dismisses', async ({ page }) => {
    const el = await agreementToast(page);
    await page.keyboard.press('Alt+KeyT');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('section[aria-label^="Notifications"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expectDismissed(page, el);
  });

  test('swipe away with a finger', async ({ page }) => {
    // A swipe needs React to re-render between moves, so the clock keeps running here; data-swipe-out is set by a
    // swipe only, never by the toast running out of time. Touch, as on a phone: a mouse drag selects the text.
    const el = await agreementToast(page, false);
    const box = (await el.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 15, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(el).toHaveAttribute('data-swipe-out', 'true');
    await expect(el).toHaveCount(0);
  });
});

test.describe('the real receiver of npm start', () => {
  const stored = (email: string) => {
    const file = path.resolve('.data/applications.jsonl');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((a) => a.email === email) : [];
  };

  test('an application reaches .data/applications.jsonl', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await open(page);
    await fill(page, { ...answers, email });
    await submit(page).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(stored(email)).toEqual([expect.objectContaining({ ...answers, email, contractorAgreement: true, receivedAt: expect.any(String) })]);
  });

  test('a filled honeypot is refused and nothing is stored', async ({ page }) => {
    const email = `bot-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await open(page);
    await fill(page, { ...answers, email });
    await page.locator('[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
    await submit(page).click();
    await expect(toast(page, f.errorToast.title)).toBeVisible();
    expect(stored(email)).toEqual([]);
  });

  test('without JavaScript the form is a plain POST that is stored', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `nojs-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await page.goto(URL_);
    await expect(page.locator('[name="contractorAgreement"]')).toHaveAttribute('required');
    await fill(page, { ...answers, email });
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(site.forms.application)), submit(page).click()]);
    expect(response.status()).toBe(201);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    expect(stored(email)).toEqual([expect.objectContaining({ ...answers, email, contractorAgreement: true })]);
    await context.close();
  });
});

test('simulate mode (data/site.yaml) sends nothing and confirms', async ({ page }) => {
  // The built site uses 'post'; the page reads the mode from its serialized data, so the test serves the same
  // HTML with 'simulate' in it instead of building the site a second time.
  await page.route(`**${URL_}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"mode":"post"', '"mode":"simulate"');
    expect(html).toContain('"mode":"simulate"');
    await route.fulfill({ response, body: html });
  });
  const sent = await stub(page, created);
  await open(page);
  await fill(page);
  await submit(page).click();
  await expect(page.getByRole('button', { name: f.submittingLabel })).toBeVisible();
  await expect(page.getByTestId('confirmation')).toBeVisible();
  await expect(toast(page, f.successToast.title)).toBeVisible();
  expect(sent.bodies).toHaveLength(0);
});

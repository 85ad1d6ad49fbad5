import type { Locator, Page } from '@playwright/test';
import { expect, test } from './offline.ts';
import { answers, created, f, fill, PAGE_URL, stub, submit, t, toast } from './tech-recruitment.ts';

// The technician page on a phone: its long sections start folded, in the spec's order, and the jump to
// the application form stays on screen wherever the visitor has scrolled to, with and without JavaScript.

/** Each folded section, and texts from the data that only its fold shows. */
const FOLDED = [
  { id: 'benefits', texts: t.benefits.items.map((i) => i.title) },
  { id: 'how-it-works', texts: t.howItWorks.items.map((i) => i.title) },
  { id: 'levels', texts: [...t.levels.items.map((l) => l.pay), ...t.requirements.items.slice(0, 1)] },
  { id: 'trust', texts: t.trust.testimonials.map((x) => x.name) },
  { id: 'coverage', texts: t.coverage.markets.map((m) => m.name) },
];
const SECTIONS = [
  'benefits',
  'calculator',
  'how-it-works',
  'levels',
  'training',
  'trust',
  'coverage',
  'tech-faq',
  'tech-contact',
  'apply',
];

/** True when the element's centre and four points toward its corners (a quarter in, clear of its rounded corners) hit the element itself: nothing covers it. */
function uncovered(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ].map(([x, y]) => [r.left + r.width * x!, r.top + r.height * y!]);
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

/** Scrolls from the top to the bottom a screen at a time; at each stop the header's Apply is on screen, uncovered. */
async function expectApplyAtEveryScroll(page: Page) {
  const apply = page.getByTestId('header-apply');
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  const stops: number[] = [];
  for (let y = 0; y < height; y += Math.round(screen * 0.75)) stops.push(y);
  stops.push(height);
  for (const y of stops) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect(apply, `scrolled to ${y}`).toBeInViewport({ ratio: 1 });
    expect(await uncovered(apply), `Apply covered when scrolled to ${y}`).toBe(true);
  }
  return apply;
}

async function expectSectionsInOrder(page: Page) {
  // The form's section sits inside its island's container, hence the descendant selector.
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids.filter((id) => SECTIONS.includes(id))).toEqual(SECTIONS);
}

async function expectFoldsOpenOnClick(page: Page) {
  for (const { id, texts } of FOLDED) {
    const section = page.locator(`#${id}`);
    const fold = section.locator('details.fold');
    // The heading says what is folded; the fold's content is in the HTML but not shown yet.
    await expect(section.locator('h2')).toBeVisible();
    await expect(fold, id).not.toHaveAttribute('open');
    for (const text of texts) {
      await expect(fold.getByText(text).first(), `${id}: ${text}`).toBeAttached();
      await expect(fold.getByText(text).first(), `${id}: ${text}`).toBeHidden();
    }
    await fold.locator('summary').click();
    await expect(fold, id).toHaveAttribute('open');
    for (const text of texts) await expect(fold.getByText(text).first(), `${id}: ${text}`).toBeVisible();
  }
}

async function expectSubmitUncovered(page: Page) {
  // Scrolling is smooth (app.css) unless the visitor asks for less motion: a smooth scroll still under way (the
  // anchor's, a focus's) moved the page after the instant scrolls below and put Submit under the header now and
  // then. Where Submit lands is the same either way; only the animation goes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByTestId('header-apply').click();
  await expect(page.locator('#apply-title')).toBeInViewport();
  // Reached the way an applicant does: the last field, then Tab to the button.
  await page.locator('[name="contractorAgreement"]').focus();
  await page.keyboard.press('Tab');
  await expect(submit(page)).toBeFocused();
  await expect(submit(page)).toBeInViewport({ ratio: 1 });
  expect(await uncovered(submit(page)), 'Submit covered after Tab').toBe(true);
  // And scrolled to the top (as far as the page goes) and to the bottom of the screen, where a sticky header or a
  // bar fixed to the bottom would sit.
  for (const block of ['start', 'end'] as const) {
    await submit(page).evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block);
    expect(await uncovered(submit(page)), `Submit covered at the ${block} of the screen`).toBe(true);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at 390 px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test('the sections keep their order and the long ones open on a tap', async ({ page }) => {
      await page.goto(PAGE_URL);
      await expectSectionsInOrder(page);
      await expectFoldsOpenOnClick(page);
    });

    test("the header's Apply is on screen at every scroll position and reaches the form; nothing covers Submit", async ({
      page,
    }) => {
      await page.goto(PAGE_URL);
      await expectApplyAtEveryScroll(page);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight / 3, behavior: 'instant' }),
      );
      await expectSubmitUncovered(page);
    });
  });
}

test.describe('at 390 px, with JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('folded, the page is at least a quarter shorter than with every fold open', async ({ page }) => {
    await page.goto(PAGE_URL);
    const folded = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const summary of await page.locator('details.fold > summary').all()) await summary.click();
    const unfolded = await page.evaluate(() => document.documentElement.scrollHeight);
    // Before the folds the page was 15,060 px tall at this size; folded it is 9,823 (0.64 of it with the folds open).
    expect(folded).toBeLessThan(unfolded * 0.75);
  });

  test('a link to text inside a fold opens it (as find-in-page does)', async ({ page }) => {
    const market = t.coverage.markets.at(-1)!.name;
    await page.goto(`${PAGE_URL}#:~:text=${encodeURIComponent(market)}`);
    const fold = page.locator('#coverage details.fold');
    await expect(fold).toHaveAttribute('open');
    await expect(fold.getByText(market, { exact: true })).toBeInViewport();
  });

  test('the islands in the page still wake up and work: the calculator and the application', async ({ page }) => {
    await page.goto(PAGE_URL);
    await page.getByRole('button', { name: new RegExp(`^${t.calculator.personas[0]!.label}`) }).click();
    await expect(page.getByRole('slider', { name: t.calculator.labels.jobsPerWeek })).toHaveValue(
      String(t.calculator.personas[0]!.jobsPerWeek),
    );
    const sent = await stub(page, created);
    await fill(page, answers, false);
    await expect(page.locator('[name="contractorAgreement"]')).not.toHaveAttribute('required');
    await submit(page).click();
    // The agreement is not ticked: its notice appears right above Submit, which stays uncovered.
    await expect(toast(page, f.agreementToast.title)).toBeVisible();
    await submit(page).scrollIntoViewIfNeeded();
    expect(await uncovered(submit(page))).toBe(true);
    await page.locator('[name="contractorAgreement"]').check();
    await submit(page).click();
    await expect(toast(page, f.successToast.title)).toBeVisible();
    expect(sent.bodies).toHaveLength(1);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('nothing is folded: every section shows its content and no fold button', async ({ page }) => {
    await page.goto(PAGE_URL);
    for (const { id, texts } of FOLDED) {
      await expect(page.locator(`#${id} details.fold > summary`), id).toBeHidden();
      for (const text of texts)
        await expect(page.locator(`#${id} details.fold`).getByText(text).first(), `${id}: ${text}`).toBeVisible();
    }
  });
});

import type { Page } from '@playwright/test';
import { routes } from '../../src/content/routes.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { fitTitle } from '../../src/lib/page/page-title.ts';
import { techFooter } from '../../src/lib/page/tech-footer.ts';
import { earnings, formatUsd, typicalJobCounts } from '../../src/lib/widgets/earnings.ts';
import { en, startingWith } from '../copy.ts';
import { expect, test } from './offline.ts';
import { f, open, PAGE_URL, site, t } from './tech-recruitment.ts';

// The technician page on the built site: sections, footer links and the earnings calculator. Its dialogs, map and FAQ
// are in tech-recruitment-coverage.spec.ts, the application and its toasts in tech-recruitment-application.spec.ts.

test.describe('page', () => {
  test('has its title, description and the eleven sections in order', async ({ page }) => {
    await page.goto(PAGE_URL);
    // Within search results' 60 characters: the business name is left out of a title that would be longer.
    await expect(page).toHaveTitle(fitTitle(t.metaTitle, site.businessName));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t.metaDescription);
    await expect(page.locator('h1')).toHaveText(t.hero.heading);
    for (const b of t.hero.badges) await expect(page.locator('main li', { hasText: b }).first()).toBeVisible();
    // The application's section is inside its island's container.
    const headings = await page
      .locator('main > section[aria-labelledby], main > * > section[aria-labelledby]:has(#apply-title, form)')
      .evaluateAll((sections) =>
        sections.map((s) => document.getElementById(s.getAttribute('aria-labelledby')!)!.textContent),
      );
    expect(headings).toEqual([
      t.benefits.heading,
      t.calculator.heading,
      t.howItWorks.heading,
      t.levels.heading,
      t.training.heading,
      t.trust.heading,
      t.coverage.heading,
      t.faq.heading,
      t.contact.heading,
      f.heading,
    ]);
    await expect(page.getByRole('link', { name: site.email.techs })).toHaveAttribute(
      'href',
      `mailto:${site.email.techs}`,
    );
  });

  test("'Apply to Become a Tech' scrolls to the form", async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: t.hero.applyLabel }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.locator('#apply h2')).toBeInViewport();
  });

  test('every technician footer link lands on something that exists', async ({ page, request }) => {
    await page.goto(PAGE_URL);
    for (const link of techFooter(en.techFooter, en.footer).flatMap(
      (c): readonly { label: string; href: string }[] => c.links,
    )) {
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
    for (const { label, jobsPerWeek: jobs, description } of t.calculator.personas) {
      const weekly = formatUsd(earnings(jobs, t.calculator).weekly);
      const tab = page.getByRole('button', { name: startingWith(label) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
      await expect(slider(page)).toHaveValue(String(jobs));
      await expect(page.getByTestId('earnings-weekly')).toHaveText(weekly);
      await expect(page.getByTestId('persona-description')).toHaveText(description);
    }
    const [, persona] = t.calculator.personas;
    await slider(page).fill(String(persona.jobsPerWeek));
    await expect(page.getByRole('button', { name: startingWith(persona.label) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await slider(page).fill(String(persona.jobsPerWeek + 1));
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  });
});

for (const javaScriptEnabled of [false, true])
  test.describe(`the calculator's controls ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    for (const [url, c] of [
      [PAGE_URL, t.calculator],
      [
        routes.find((r) => r.kind === 'tech-recruitment' && r.locale === 'es')!.url,
        contentFor('es').techRecruitment.calculator,
      ],
    ] as const)
      test(`${url}: ${javaScriptEnabled ? 'the slider and the profiles work, no table' : 'no slider or profile buttons that do nothing; the table of figures'}`, async ({
        page,
      }) => {
        await page.goto(url);
        const section = page.locator('#calculator');
        const slider = section.getByRole('slider', { name: c.labels.jobsPerWeek });
        const profiles = section.getByRole('button', { name: new RegExp(`^${c.personas[0]!.label}`) });
        const table = section.getByTestId('earnings-table');
        if (!javaScriptEnabled) {
          await expect(slider).toBeHidden();
          await expect(profiles).toBeHidden();
          await expect(table).toBeVisible();
          await expect(table.getByRole('row')).toHaveCount(typicalJobCounts(c).length + 1);
          // The sentence above names the table, not a slider that is not there.
          await expect(section.getByText(c.tableText)).toBeVisible();
          await expect(section.getByText(c.text)).toBeHidden();
          return;
        }
        await expect(table).toBeHidden();
        await expect(section.getByText(c.text)).toBeVisible();
        await expect(section.getByText(c.tableText)).toBeHidden();
        await section.scrollIntoViewIfNeeded();
        await profiles.click();
        await expect(slider).toHaveValue(String(c.personas[0]!.jobsPerWeek));
      });
  });

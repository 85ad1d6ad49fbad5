import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { routes } from '../../src/content/routes.ts';
import { formatMonth } from '../../src/lib/dates.ts';
import { typicalJobCounts } from '../../src/lib/earnings.ts';
import { contentFor } from '../../src/lib/i18n.ts';
import { techFooter } from '../../src/lib/tech-footer.ts';
import { expect, test } from './offline.ts';
import { f, open, PAGE_URL, site, t } from './tech-recruitment.ts';

// The technician page on the built site: sections, calculator, dialogs, map, FAQ, footer.
// The application and its toasts are in tech-recruitment-application.spec.ts.
test.describe('page', () => {
  test('has its title, description and the eleven sections in order', async ({ page }) => {
    await page.goto(PAGE_URL);
    await expect(page).toHaveTitle(t.metaTitle);
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
    for (const link of techFooter(messages.en.techFooter, messages.en.footer).flatMap(
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
    for (const [label, jobs, weekly] of [
      ['Side-Hustler', 3, '$300'],
      ['Freelancer', 10, '$1,000'],
      ['Pro Handyman', 20, '$2,000'],
    ] as const) {
      const tab = page.getByRole('button', { name: new RegExp(`^${label}`) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
      await expect(slider(page)).toHaveValue(String(jobs));
      await expect(page.getByTestId('earnings-weekly')).toHaveText(weekly);
      await expect(page.getByTestId('persona-description')).toHaveText(
        t.calculator.personas.find((p) => p.label === label)!.description,
      );
    }
    await slider(page).fill('10');
    await expect(page.getByRole('button', { name: /^Freelancer/ })).toHaveAttribute('aria-pressed', 'true');
    await slider(page).fill('11');
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

test.describe('dialogs', () => {
  test('example jobs: opens with the three jobs, closes on Escape, focus returns', async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: t.hero.jobsLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.hero.jobsDialogHeading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('example-job')).toHaveCount(3);
    for (const j of t.exampleJobs)
      await expect(dialog.getByTestId('example-job').filter({ hasText: j.title })).toContainText(j.pay);
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
    await page.goto(PAGE_URL);
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
    const [pns, tlh, jax, orl, tpa, wpb, ftl, mia, npl] = await Promise.all(
      ['PNS', 'TLH', 'JAX', 'ORL', 'TPA', 'WPB', 'FTL', 'MIA', 'NPL'].map((c) => point(page, c)),
    );
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
    await page.goto(PAGE_URL);
    await expect(page.locator('[data-pulse]')).toHaveCount(7);
    for (const pulse of await page.locator('[data-pulse]').all())
      await expect(pulse).toHaveCSS('animation-name', 'none');
  });

  test('market cards carry their jobs and badges, and the note says to apply anyway', async ({ page }) => {
    await page.goto(PAGE_URL);
    const cards = page.getByTestId('market-card');
    await expect(cards).toHaveCount(9);
    for (const m of t.coverage.markets) {
      const card = cards.filter({ hasText: m.name });
      // An active market shows its jobs; a coming one its launch month when the data gives one, else only its badge.
      if (m.jobs) await expect(card).toContainText(m.jobs);
      if (m.launch) await expect(card).toContainText(`Launching ${formatMonth(m.launch)}`);
      if (m.status !== 'active') await expect(card).not.toContainText(/Q[1-4] 20\d\d/);
      await expect(card).toContainText(m.status === 'active' ? 'Active' : 'Coming Soon');
    }
    await expect(cards.filter({ hasText: 'Active' })).toHaveCount(7);
    await expect(cards.filter({ hasText: 'Coming Soon' })).toHaveCount(2);
    await expect(page.getByText(t.coverage.note)).toBeVisible();
  });
});

test('FAQ: ten questions, one open at a time, the open one collapses', async ({ page }) => {
  await page.goto(PAGE_URL);
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

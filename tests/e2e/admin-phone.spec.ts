import { dayOf } from '../../src/lib/counts/events.ts';
import { dayLabel } from '../../src/lib/counts/stats.ts';
import { E2E_STATS_TOKEN } from '../browser.ts';
import { cities, routes } from '../content.ts';
import { expect, test } from './offline.ts';

// /admin/stats as the owner reads it on a phone (390 x 844): every count beside the words of its column, nothing
// wider than the screen, the cities by name, the chart's bars dated, and every link or button big enough for a thumb.
test.use({ viewport: { width: 390, height: 844 } });

const BOCA = cities.find((c) => c.citySlug === 'boca-raton-fl')!;
const page_ = routes.find((r) => r.kind === 'city' && r.locale === 'en' && r.id === BOCA.citySlug)!;

test('/admin/stats on a phone: every column readable, city names, dated chart, thumb-sized targets', async ({
  page,
  request,
  baseURL,
}) => {
  // Counts on Boca Raton's page as its beacon sends them (text/plain, the page's Origin).
  for (const e of ['view', 'tel', 'quote-start'])
    await request.post('/api/events', {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL! },
      data: JSON.stringify({ e, p: page_.url }),
    });
  await page.goto(`/admin/stats#token=${E2E_STATS_TOKEN}`);
  const byCity = page.getByRole('table', { name: 'By city' });
  await expect(byCity).toBeVisible();

  // No scrolling sideways, on the page or inside a table's box.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    // A box that scrolls or clips what is wider than it (the 1 px header kept for screen readers aside).
    boxes: [...document.querySelectorAll('main *')]
      .filter((el) => getComputedStyle(el).overflowX !== 'visible' && el.clientWidth > 1)
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth} px in ${el.clientWidth}`),
  }));
  expect(widths).toEqual({ page: 390, boxes: [] });

  // Each count shows within the screen, with the words of its column next to it (the table's header, or the label
  // the narrow layout writes before the number).
  for (const name of ['By city', 'By page']) {
    const cells = await page.getByRole('table', { name }).evaluate((table: HTMLTableElement) => {
      const headers = [...table.tHead!.rows[0].cells].map((th) => ({
        text: th.textContent!.trim(),
        shown: th.getBoundingClientRect().width > 1,
      }));
      return [...table.tBodies[0].rows].flatMap((tr) =>
        [...tr.cells].map((cell, i) => {
          const box = cell.getBoundingClientRect();
          // Chromium gives attr(data-label) as written, not the text it draws.
          const before = getComputedStyle(cell, '::before').content;
          const attr = /^attr\(([\w-]+)\)$/.exec(before)?.[1];
          const label = attr ? cell.getAttribute(attr) : before.replace(/^"|"$/g, '');
          return {
            column: headers[i].text,
            within: box.left >= 0 && box.right <= innerWidth,
            labelled: i === 0 || headers[i].shown || label === headers[i].text,
          };
        }),
      );
    });
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((c) => !c.within || !c.labelled)).toEqual([]);
  }

  // The city by its name, never its slug.
  await expect(byCity.getByRole('rowheader', { name: BOCA.cityName, exact: true })).toBeVisible();
  await expect(byCity).not.toContainText(BOCA.citySlug);
  // Its page's line has the quote form it started.
  const byPage = page.getByRole('table', { name: 'By page' });
  const started = (await byPage.getByRole('columnheader').allTextContents()).indexOf('Quote forms started');
  const line = byPage.getByRole('row').filter({ has: page.getByRole('rowheader', { name: page_.url, exact: true }) });
  await expect(line.getByRole('cell').nth(started - 1)).not.toHaveText('0');

  // The chart names its days: the last one on its axis, and in the words a screen reader reads.
  const today = dayLabel(dayOf(Date.now()));
  const chart = page.getByRole('img', { name: 'Leads per day' });
  await expect(page.locator('#per-day').getByText(today, { exact: true })).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(new RegExp(`${today}: Calls \\d`));

  // What a thumb taps: the pages' links and the buttons.
  const small = await page.locator('#report').evaluate((report) =>
    [...report.querySelectorAll('a, button')]
      .map((el) => ({ text: el.textContent, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ text, box }) => `${text}: ${Math.round(box.width)} x ${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
});

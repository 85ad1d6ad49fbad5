import { messages } from '../../src/content/messages.ts';
import { schedule } from '../../src/content/schedule.ts';
import { dayOf } from '../../src/lib/booking/reminders.ts';
import { E2E_STATS_TOKEN } from '../browser.ts';
import { anotherVisitor } from '../forms-in-browser.ts';
import { bookingLinks, press } from '../serve/booking-links.ts';
import { quoteFields } from '../serve/quote-request.ts';
import { axeViolations } from './axe.ts';
import { expect } from './offline.ts';
import { journeyTest, OWNER } from './quote-journey.ts';

// The owner's day on his phone (390 x 844), against a form server of its own and an SMTP server inside the test: behind
// the sign-in of /admin/stats, the requests waiting for his answer (a Spanish one: its text message is Spanish) with
// Call, Text, Map, Confirm, Move and Decline, each big enough for a thumb; the visit he confirmed under today or
// tomorrow when its window falls there; nothing wider than the screen, and axe's WCAG 2.2 AA finding nothing.
const test = journeyTest;
test.use({ viewport: { width: 390, height: 844 } });

test('the owner’s day on a phone: what waits, where he goes, one tap each', async ({ page, servers }) => {
  const windows = ((await (await page.request.get('/api/availability')).json()) as { windows: { start: string }[] })
    .windows;
  const ask = async (name: string, window: string, locale: string) => {
    const visitor = anotherVisitor();
    const res = await page.request.post(`/api/quote?locale=${locale}`, {
      headers: { Accept: 'application/json', Origin: servers.origin, ...visitor.headers },
      data: { ...quoteFields(name), phone: visitor.phone, address: `${name} Rd, Jupiter`, window },
    });
    expect(res.status()).toBe(201);
    return visitor.phone;
  };
  // Tomorrow's or today's first window when one is offered, so that the confirmed visit is listed under it.
  const soon = [1, 0].map((offset) => dayOf(Date.now(), schedule.timeZone, offset));
  const booked = (soon.flatMap((d) => windows.filter((w) => w.start.startsWith(d)))[0] ?? windows[0]).start;
  await ask('Dia Confirmado', booked, 'en');
  const phone = await ask('Ana Espera', windows.find((w) => w.start !== booked)!.start, 'es');
  // The server is the worker's: other tests' e-mails and requests may be there too.
  const mine = () =>
    servers.inbox.received.find((m) => m.to?.[0]?.address === OWNER && m.text?.includes('Dia Confirmado'));
  await expect.poll(mine, { timeout: 20_000 }).toBeDefined();
  const work = mine()!;
  expect((await press(bookingLinks(work.text ?? '').confirm)).status).toBe(200);

  await page.goto('/admin/day');
  await expect(page.getByRole('button', { name: 'Show my day' })).toBeVisible();
  await page.getByLabel('Token').fill('not-the-owner-token');
  await page.getByRole('button', { name: 'Show my day' }).click();
  await expect(page.getByRole('alert')).toContainText('may not read your day');
  await page.getByLabel('Token').fill(E2E_STATS_TOKEN);
  await page.getByRole('button', { name: 'Show my day' }).click();

  const waiting = page
    .getByRole('region', { name: 'Waiting for your answer' })
    .getByRole('listitem')
    .filter({ hasText: 'Ana Espera' });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Ana Espera');
  const names = ['Call', 'Text', 'Map', 'Confirm', 'Move', 'Decline'];
  for (const name of names) await expect(waiting.getByRole('link', { name: `${name} Ana Espera` })).toBeVisible();
  const sms = await waiting.getByRole('link', { name: 'Text Ana Espera' }).getAttribute('href');
  const digits = phone.replace(/\D/g, '');
  expect(sms).toMatch(new RegExp(`^sms:${digits}\\?body=`));
  expect(decodeURIComponent(sms!.split('?body=')[1])).toContain(messages.es!.booking.ownerText.split(' {')[0]);
  await expect(waiting.getByRole('link', { name: 'Call Ana Espera' })).toHaveAttribute('href', `tel:${digits}`);

  // The confirmed visit is listed under today or tomorrow when its window falls there (Florida days).
  const day = booked.slice(0, 10);
  const now = Date.now();
  for (const [title, on] of [
    ['Today', dayOf(now, schedule.timeZone)],
    ['Tomorrow', dayOf(now, schedule.timeZone, 1)],
  ]) {
    const visits = page
      .getByRole('region', { name: title })
      .getByRole('listitem')
      .filter({ hasText: 'Dia Confirmado' });
    await expect(visits).toHaveCount(day === on ? 1 : 0);
    if (day === on) await expect(visits.getByRole('link', { name: 'Confirm Dia Confirmado' })).toHaveCount(0);
  }

  const sizes = await page
    .locator('.actions a, button:visible')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.height < 44 || r.width < 44));
  expect(sizes).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await axeViolations(page)).toEqual([]);
});

/** Shared by the Spanish site's browser tests (languages*.spec.ts). */
import type { Page } from '@playwright/test';
import { messages } from '../../src/content/messages.ts';
import { routes } from '../../src/content/routes.ts';
import { contentFor } from '../../src/lib/i18n/i18n.ts';
import { expect } from './offline.ts';

export const spanish = routes.filter((r) => r.locale === 'es');
// The unknown-project page sends the visitor on to the portfolio as it opens: its switch is checked on the built page.
export const stays = spanish.filter((r) => r.kind !== 'project-not-found');
export const byUrl = new Map(routes.map((r) => [r.url, r]));
export const es = contentFor('es');
export const exactly = (path: string) => new RegExp(`^[^/]+//[^/]+${path.replace(/[.?]/g, '\\$&')}$`);
/**
 * Uses the header's language switch as a visitor does: in the bar from 640 px, in the menu on a phone (the bar has
 * no room for it there).
 */
export async function switchTo(page: Page, lang: 'en' | 'es') {
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
export const unique = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

import type { Page } from '@playwright/test';

/** Shared by the islands' browser tests (islands*.spec.ts). */
export const DELAYS_MS = [0, 150, 400, 800];

export async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
/** Opens `url` and returns as soon as `ready` is visible, before the page's scripts may have run. */
export async function appear(page: Page, url: string, ready: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(ready).waitFor();
}
/**
 * Holds back the page's scripts (Vike's entry and its chunks) until the returned function is called, as on a slow
 * phone network; the small script that holds an island's form (src/islands/hold.ts) is not held.
 */
export async function holdBackScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(entries|chunks)\//, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
export const scripts = (page: Page) => {
  const list: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && list.push(new URL(r.url()).pathname));
  return list;
};

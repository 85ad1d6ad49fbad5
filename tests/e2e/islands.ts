import type { Page } from '@playwright/test';

/** Shared by the islands' browser tests (islands*.spec.ts). */
export const DELAYS_MS = [0, 150, 400, 800];

/**
 * Slows the page's CPU 4 times, as a phone's, until the returned function is called once the visitor's last action is
 * done: Chromium slows a page by holding its thread in a busy loop three quarters of the time, idle or not (3.3 to
 * 3.6 s of CPU for a page left 4 s), so a test left throttled while it waits for the outcome burnt a core for nothing.
 * What the visitor did before the island woke up is kept or not by then; the outcome only comes sooner.
 */
export async function throttled(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
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

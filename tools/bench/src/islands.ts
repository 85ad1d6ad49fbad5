import { chromium, type Page } from '@playwright/test';
import { launchOptions } from '../../../tests/browser.ts';
import { type Fetched, type FileBytes, fetchGzip } from './page-bytes.ts';

/** What the islands of one page cost (docs/decisions/0027-islands-hydrated-on-first-use.md): scripts and data loaded once each is used. */
export interface IslandPage {
  url: string;
  /** First-party scripts (gzip) loaded before any interaction, then after using every island of the page. */
  before: number;
  after: number;
  /** Each island woken alone on a fresh page: everything it loads, and what only it loads (React left out). */
  islands: { name: string; loads: number; own: number }[];
  /** JSON the islands fetch (the search index), not counted as script. */
  data: FileBytes[];
}

export interface IslandFigures {
  pages: IslandPage[];
  /** React and whatever else every island loads, gzip. */
  shared: number;
  /** On a 4x slower CPU, from an input to its result on screen: the first (waking the island), then the next. */
  firstInput: {
    label: string;
    url: string;
    ms: number /** Held to the 300 ms target (the visitor's way). */;
    target?: boolean;
  }[];
}

/** The first measured page that has each island. */
const urlWith = new Map<string, string>();

const scriptsOf = (page: Page, base: string) => {
  const list = new Set<string>();
  const data = new Set<string>();
  page.on('request', (r) => {
    if (!r.url().startsWith(base)) return;
    if (r.resourceType() === 'script') list.add(r.url());
    else if (r.resourceType() === 'fetch' && r.url().endsWith('.json')) data.add(r.url());
  });
  return { list, data };
};

async function wake(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator('input, button, select').first().focus();
  await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Opens each page with islands, wakes them one by one and all together, and times a first input on a slow CPU. */
export async function islandFigures(
  base: string,
  urls: string[],
  cache = new Map<string, Fetched>(),
): Promise<IslandFigures> {
  const browser = await chromium.launch(launchOptions());
  const size = async (list: Iterable<string>) =>
    (await Promise.all([...list].map((u) => fetchGzip(u, cache)))).reduce((n, f) => n + f.bytes, 0);
  try {
    const pages: IslandPage[] = [];
    const perIsland = new Map<string, Set<string>>();
    for (const url of urls) {
      const page = await browser.newPage();
      const seen = scriptsOf(page, base);
      await page.goto(base + url, { waitUntil: 'networkidle' });
      const names = await page
        .locator('[data-island]')
        .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLElement).dataset.island!))]);
      if (!names.length) {
        await page.close();
        continue;
      }
      const before = new Set(seen.list);
      for (const name of names) await wake(page, name);
      const data = await Promise.all(
        [...seen.data].map(async (u) => ({ path: new URL(u).pathname, bytes: (await fetchGzip(u, cache)).bytes })),
      );
      pages.push({
        url,
        before: await size(before),
        after: await size(seen.list),
        islands: names.map((name) => ({ name, loads: 0, own: 0 })),
        data,
      });
      await page.close();
      for (const name of names) {
        const alone = await browser.newPage();
        const s = scriptsOf(alone, base);
        await alone.goto(base + url, { waitUntil: 'networkidle' });
        const start = new Set(s.list);
        await wake(alone, name);
        perIsland.set(`${url} ${name}`, new Set([...s.list].filter((u) => !start.has(u))));
        await alone.close();
      }
    }
    const sets = [...perIsland.values()];
    const shared = new Set(sets.length ? [...sets[0]].filter((u) => sets.every((s) => s.has(u))) : []);
    for (const p of pages) {
      for (const i of p.islands) {
        const loads = perIsland.get(`${p.url} ${i.name}`)!;
        i.loads = await size(loads);
        i.own = await size([...loads].filter((u) => !shared.has(u)));
      }
    }
    for (const p of pages) for (const i of p.islands) urlWith.set(i.name, urlWith.get(i.name) ?? p.url);
    return { pages, shared: await size(shared), firstInput: await firstInputTimes(browser, base) };
  } finally {
    await browser.close();
  }
}

/**
 * On a CPU 4x slower (Chrome's emulation, as Lighthouse's mobile profile), the time from an input to its result on
 * screen: suggestions for a letter typed in the city search, figures for the slider of the calculator. Measured on a
 * fresh page three ways:
 *  - as a visitor gets there: the search box tapped, then a letter typed half a second later (a phone's keyboard
 *    takes about that to appear); the calculator scrolled to, then its slider moved a second later. This is the
 *    figure with the 300 ms target (README, decision on islands).
 *  - the first input at once, with nothing before it: the island wakes on that input (React loads then), the worst
 *    case, reported without a target;
 *  - the next input, once the island is awake.
 */
async function firstInputTimes(browser: import('@playwright/test').Browser, base: string) {
  const cases = [
    {
      label: 'City search: a letter typed to suggestions',
      island: 'city-search',
      done: '[role="option"]',
      approach: async (p: Page) => {
        await p.locator('#city-search-box').click();
        await p.waitForTimeout(500);
      },
      act: (p: Page, n: number) => p.locator('#city-search-box').pressSequentially(n ? 'o' : 'b'),
    },
    {
      label: 'Calculator: slider moved to new figures',
      island: 'calculator',
      done: null,
      approach: async (p: Page) => {
        await p.locator('#jobs-per-week').scrollIntoViewIfNeeded();
        await p.waitForTimeout(1000);
      },
      act: (p: Page, n: number) => p.locator('#jobs-per-week').click({ position: { x: n ? 20 : 200, y: 5 } }),
    },
  ];
  const out: IslandFigures['firstInput'] = [];
  for (const c of cases) {
    const url = urlWith.get(c.island);
    if (!url) continue;
    for (const way of ['visitor', 'at once'] as const) {
      const page = await browser.newPage();
      await page.goto(base + url, { waitUntil: 'networkidle' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (way === 'visitor') await c.approach(page);
      for (const n of way === 'visitor' ? [0] : [0, 1]) {
        // A string, not a function: tsx would add its __name helper to a function, which the page does not have.
        await page.evaluate(`(() => {
          const root = document.querySelector('[data-island="${c.island}"]');
          window.started = undefined;
          for (const type of ['pointerdown', 'keydown']) root.addEventListener(type, () => (window.started ??= performance.now()), { capture: true, once: true });
          const figure = document.querySelector('[data-testid="earnings-weekly"]');
          const before = figure?.textContent;
          window.result = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (!(${JSON.stringify(c.done)} ? root.querySelector(${JSON.stringify(c.done)}) : figure.textContent !== before)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now()));
            });
            observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
          });
        })()`);
        await c.act(page, n);
        const ms = (await page.evaluate('window.result.then((end) => end - window.started)')) as number;
        const how =
          way === 'visitor'
            ? 'as a visitor reaches it'
            : n
              ? 'next input, once awake'
              : 'first input at once (wakes the island)';
        out.push({ label: `${c.label}, ${how}`, url, ms, target: way === 'visitor' });
      }
      await page.close();
    }
  }
  return out;
}

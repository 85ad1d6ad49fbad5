import { type Browser, chromium } from '@playwright/test';
import { launchOptions } from '../../../tests/browser.ts';
import { fetchGzip } from './page-bytes.ts';

/** A phone: the 390 x 844 viewport our screenshots use, at the 3x pixel density of current iPhones. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export interface FoldImage {
  src: string;
  bytes: number;
  /** Rendered size in CSS pixels. */
  width: number;
  height: number;
}

export interface AboveFold {
  images: FoldImage[];
  bytes: number;
  /** The largest image in the first screen (by rendered area), the usual LCP element. */
  hero?: FoldImage;
}

/**
 * Runs in the page: the <img> elements and CSS background images inside the first screen, with their rendered
 * size. A string, because tsx names functions with a helper (__name) that does not exist in the browser.
 */
const IN_VIEW = `(() => {
  const seen = [];
  const visible = (r) => r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0;
  for (const img of document.images) {
    const r = img.getBoundingClientRect();
    if (img.currentSrc && visible(r)) seen.push({ src: img.currentSrc, width: r.width, height: r.height });
  }
  for (const el of document.querySelectorAll('body *')) {
    const bg = /url\\(["']?([^"')]+)["']?\\)/.exec(getComputedStyle(el).backgroundImage)?.[1];
    const r = el.getBoundingClientRect();
    if (bg && visible(r)) seen.push({ src: new URL(bg, location.href).href, width: r.width, height: r.height });
  }
  return seen;
})()`;

/** Opens each page on a phone and weighs the images (<img> and CSS backgrounds) visible before any scrolling. */
export async function aboveFoldImages(base: string, urls: string[]): Promise<Map<string, AboveFold>> {
  const browser: Browser = await chromium.launch(launchOptions());
  const out = new Map<string, AboveFold>();
  try {
    const context = await browser.newContext(PHONE);
    for (const url of urls) {
      const page = await context.newPage();
      // Lazy images inside the first screen start loading only after layout: wait until the network is quiet.
      await page.goto(new URL(url, base).href, { waitUntil: 'networkidle' });
      const found = (await page.evaluate(IN_VIEW)) as { src: string; width: number; height: number }[];
      const images: FoldImage[] = [];
      // Largest first, so that a file shown twice (a photo and its thumbnail) is counted once, at its larger size.
      for (const img of found.sort((a, b) => b.width * b.height - a.width * a.height)) {
        if (img.src.startsWith('data:') || new URL(img.src).origin !== new URL(base).origin) continue;
        if (images.some((i) => i.src === new URL(img.src).pathname)) continue;
        images.push({ ...img, src: new URL(img.src).pathname, bytes: (await fetchGzip(img.src)).bytes });
      }
      const hero = images[0];
      out.set(url, { images, bytes: images.reduce((n, i) => n + i.bytes, 0), hero });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

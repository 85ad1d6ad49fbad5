import { AxeBuilder } from '@axe-core/playwright';
import type axe from 'axe-core';
import { axeViolations, WCAG_22_AA } from './axe.ts';
import { expect, test } from './offline.ts';

// A page with faults of several rules: an image without a text, an unlabelled field, an empty link, grey on grey.
const FAULTY = `<!doctype html><html lang="en"><head><title>faults</title></head><body><main><h1>Faults</h1>
  <img src="/favicon.ico"><form data-part><input type="text"><a href="/"></a></form>
  <p style="color:#777;background:#888">too little contrast</p></main></body></html>`;

const found = (violations: axe.Result[]) => violations.map((v) => `${v.id} × ${v.nodes.length}`).sort();

// tests/e2e/axe.ts runs axe.run in the page instead of AxeBuilder's frame-by-frame run: both must report the same
// violations, on the whole page and on a part of it, and a page with a frame must still have it checked.
test('the axe check finds what AxeBuilder finds, on a whole page, on a part, and inside a frame', async ({ page }) => {
  await page.goto('/');
  await page.setContent(FAULTY);
  const whole = found(await axeViolations(page));
  expect(whole).toEqual(found((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations));
  expect(whole).toEqual(expect.arrayContaining(['image-alt × 1', 'label × 1', 'link-name × 1', 'color-contrast × 1']));

  const part = found(await axeViolations(page, 'form[data-part]'));
  expect(part).toEqual(
    found((await new AxeBuilder({ page }).include('form[data-part]').withTags(WCAG_22_AA).analyze()).violations),
  );
  expect(part).toEqual(['label × 1', 'link-name × 1']);

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'a frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>frame</title><img src="/favicon.ico">';
    document.body.append(frame);
    return new Promise((loaded) => frame.addEventListener('load', loaded));
  });
  expect(page.frames()).toHaveLength(2);
  expect(found(await axeViolations(page))).toContain('image-alt × 2');
});

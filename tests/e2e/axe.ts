import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import axe from 'axe-core';

/** The rules every page passes: axe's WCAG 2.2 AA tags. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Gives every document the context opens axe before its own scripts run. A test that checks page after page
 * (tests/e2e/routes.spec.ts) calls it once: sending axe's half megabyte to each page and compiling it there took
 * about 350 ms of a check's 800 ms, where loading it with each page adds about 80 ms.
 */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/**
 * axe's WCAG 2.2 AA violations on the page, or on the part `include` selects.
 *
 * AxeBuilder checks frame by frame (axe.runPartial) and then opens a new page in the test's browser context to merge
 * the results (axe.finishRun), injecting axe's half-megabyte source there too: that page cost more than the check
 * itself, about 1.3 s of the 2.2 s a URL took on the busy 2-core machine. A page without frames has nothing to merge,
 * so there axe.run in the page itself runs the same rules on the same document (axe documents runPartial + finishRun
 * as giving axe.run's results); a page with a frame still goes through AxeBuilder, which also checks other origins'
 * frames. Only violations are asked for: axe then builds no selector for every node that passed.
 */
export async function axeViolations(page: Page, include?: string): Promise<axe.Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
    return (await (include ? builder.include(include) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const options = { runOnly: { type: 'tag' as const, values: tags }, resultTypes: ['violations' as const] };
      return (await axe.run(include ?? document, options)).violations;
    },
    { include, tags: WCAG_22_AA },
  );
}

/** The violations as `rule: the first three elements`, an empty list when the page passes: what a failure names. */
export async function axeProblems(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, include)).map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

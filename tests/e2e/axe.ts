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
 * axe's WCAG 2.2 AA violations on the page, or on the part `include` selects, its frames' included.
 *
 * axe.run in the page itself, with axe in every frame: axe then checks each frame through the copy in it (axe documents
 * runPartial + finishRun, AxeBuilder's way, as giving axe.run's results). AxeBuilder opened a new page in the test's
 * context to merge the results, injecting axe's half-megabyte source there too: that page cost more than the check
 * itself, about 1.3 s of the 2.2 s a URL took on the busy 2-core machine. And it gives injecting axe into a frame one
 * second, then leaves the frame out without a word: under four workers a frame's fault went unreported in 2 checks
 * of 8. Here axe is put into a frame without a deadline, and a frame has 10 s, not axe's 0.5, to answer that it holds
 * axe. Only violations are asked for: axe then builds no selector for every node that passed.
 */
export async function axeViolations(page: Page, include?: string): Promise<axe.Result[]> {
  const frames = page.frames();
  for (const frame of frames) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    // Frames of other origins are checked too (axe's default is the page's own origin only).
    if (frames.length > 1)
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.configure({
          allowedOrigins: ['<unsafe_all_origins>'],
        }),
      );
  }
  return page.evaluate(
    async ({ include, tags, pingWaitTime }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const options = {
        runOnly: { type: 'tag' as const, values: tags },
        resultTypes: ['violations' as const],
        pingWaitTime,
      };
      return (await axe.run(include ?? document, options)).violations;
    },
    { include, tags: WCAG_22_AA, pingWaitTime: frames.length > 1 ? 10_000 : undefined },
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

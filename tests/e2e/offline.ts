import { test as base, type Route } from '@playwright/test';

export { expect } from '@playwright/test';

// Empty answers of the right type: a stubbed script runs, a stubbed stylesheet applies, nothing logs a load error.
const EMPTY: Record<string, { contentType: string; body: string }> = {
  script: { contentType: 'text/javascript', body: '' },
  stylesheet: { contentType: 'text/css', body: '' },
  document: { contentType: 'text/html', body: '<!doctype html><title>stub</title>' },
};

/** Every http(s) URL but those of `origin`: a RegExp, not a function, so the browser's driver matches it. */
export function otherOrigins(origin: string): RegExp {
  return new RegExp(`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)https?://`);
}

/**
 * Browser tests never reach the internet: every request to another origin than the site under test (the quote
 * embed's script, stylesheet and frame, social links followed by mistake) gets an empty answer of its type. A test
 * that is about a third party routes it itself; page routes win over these context routes.
 * The matcher is a RegExp: with a function Playwright holds every request of the page, the site's own HTML, scripts
 * and images included, until the test's process has answered whether it matches (about 0.5 s more a page on the busy
 * 2-core machine).
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await context.route(otherOrigins(new URL(baseURL!).origin), (route: Route) =>
      route.fulfill(EMPTY[route.request().resourceType()] ?? { status: 204, body: '' }),
    );
    await use(context);
  },
});

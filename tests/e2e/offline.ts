import { test as base, type Route } from '@playwright/test';

export { expect } from '@playwright/test';

// Empty answers of the right type: a stubbed script runs, a stubbed stylesheet applies, nothing logs a load error.
const EMPTY: Record<string, { contentType: string; body: string }> = {
  script: { contentType: 'text/javascript', body: '' },
  stylesheet: { contentType: 'text/css', body: '' },
  document: { contentType: 'text/html', body: '<!doctype html><title>stub</title>' },
};

/**
 * Browser tests never reach the internet: every request to another origin than the site under test (the quote
 * embed's script, stylesheet and frame, social links followed by mistake) gets an empty answer of its type. A test
 * that is about a third party routes it itself; page routes win over these context routes.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    const site = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== site && url.protocol.startsWith('http'),
      (route: Route) => route.fulfill(EMPTY[route.request().resourceType()] ?? { status: 204, body: '' }),
    );
    await use(context);
  },
});

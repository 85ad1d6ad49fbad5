/**
 * Browser tests never reach the internet: the browser itself resolves no host but this machine's (tests/browser.ts
 * OFFLINE, in playwright.config.ts), so a request to another origin fails at once, and a page that makes one logs the
 * failure, which the tests that collect console errors report. A test that is about a third party (the quote embed,
 * GitHub's sign-in) answers its requests with page or context routes, which come before any address is resolved.
 * This once was a route on every test's context: it held each request of each page for Playwright's driver and turned
 * the browser's cache off, so every page fetched and compiled its scripts anew, about a quarter of a page load.
 */
export { expect, test } from '@playwright/test';

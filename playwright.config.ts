// https://playwright.dev/docs/test-configuration
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_STATS_TOKEN, launchOptions, OFFLINE, E2E_PORT as PORT } from './tests/browser.ts';

// The system Chromium (else Playwright's), resolving no host but this machine's (tests/e2e/offline.ts).
const launch = launchOptions([OFFLINE]);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Four in CI on its 2 cores: a browser test waits on page loads, the server and timers more than it computes, and on
  // a busy 2-core machine a run of 100 tests took 154 s with four workers against 196 s with two. Elsewhere
  // Playwright's default, half the cores.
  workers: process.env.CI ? 4 : undefined,
  // A test runs axe on a page or two, and the islands run on a 4x slower CPU: on a busy 2-core machine one test can
  // take 30 s.
  timeout: 60_000,
  // A page that navigates on its own (a search's form sent without JavaScript) took over 5 s, expect's default, beside
  // the other parts of npm test on 2 cores: CI waits 10.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // One retry in CI, where a timing failure on a loaded machine would otherwise block a landing; the list
  // reporter still names every test that needed it (flaky).
  retries: process.env.CI ? 1 : 0,
  // The list names each test as it ends; the GitHub workflow adds the blob reporter on the command line and merges the
  // shards' blobs into one report (.github/workflows/ci.yml).
  reporter: [['list']],
  // Pages are opened asking for reduced motion, as a visitor may: an animation that loops (the brand strip, the
  // coverage map's pulses) draws a frame every 16 ms for as long as its page is open, which in 27 form and island tests
  // took a fifth of Chromium's CPU (72 s against 55 s). The tests of the animations themselves ask for motion
  // (tests/e2e/home.spec.ts, tech-recruitment-coverage.spec.ts).
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: launch, trace: 'off', reducedMotion: 'reduce' },
  projects: [
    // Every test runs on a phone, the first screen of most visitors; those for a laptop only are tagged @desktop-only.
    {
      name: 'mobile',
      testIgnore: 'injection.spec.ts',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], launchOptions: launch },
    },
    // A laptop screen runs only the tests whose behaviour differs there (tagged @desktop or @desktop-only): the
    // header's own navigation, layout, the portfolio's filter and lightbox, the city search, one page of each kind and
    // the pages of their own markup through axe (tests/e2e/routes.spec.ts, own-pages.spec.ts). What a form stores or
    // answers is the same at any width: those tests run on the phone only. Running the whole suite twice would double
    // CI's time for the same static pages.
    {
      name: 'desktop',
      testIgnore: 'injection.spec.ts',
      grep: /@desktop/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: launch,
      },
    },
    // The site built from hostile data (tests/fixtures/injection/build.ts), served beside the real one.
    {
      name: 'injection',
      testMatch: 'injection.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PORT + 1}`,
        launchOptions: launch,
      },
    },
  ],
  // The built sites served with the production rules: tests see what visitors and crawlers get.
  webServer: [
    // Many form posts and page views come from one address here: the rate limits (FORMS_RATE_LIMIT,
    // EVENTS_RATE_LIMIT) are raised for the tests. STATS_TOKEN opens /admin/stats (tests/e2e/counts.spec.ts).
    {
      command: 'node --import ./scripts/compile-cache.mjs tests/e2e/server.ts',
      env: {
        PORT: String(PORT),
        FORMS_DATA_DIR: E2E_DATA_DIR,
        FORMS_RATE_LIMIT: '100000',
        EVENTS_RATE_LIMIT: '100000',
        STATS_TOKEN: E2E_STATS_TOKEN,
        // A client holds one arrival window at a time: tests post other visitors' requests as other addresses
        // (X-Forwarded-For, tests/forms-in-browser.ts anotherVisitor).
        TRUSTED_PROXIES: '127.0.0.1',
      },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import ./scripts/compile-cache.mjs scripts/serve/cli.ts',
      env: { PORT: String(PORT + 1), SITE_DIR: '.injection/dist/client' },
      url: `http://127.0.0.1:${PORT + 1}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

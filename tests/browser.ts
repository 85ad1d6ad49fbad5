import fs from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser Playwright itself runs
 * for headless tests: the same Blink and V8 as /usr/bin/chromium without the full browser's user interface, it took a
 * quarter of the CPU for the same pages (12 contexts, two loads each: 4.5 s against 16 s).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// Without the background-networking flags Chromium keeps dialling Google's services, which a closed network refuses.
export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium resolves no host but the machine's own: a request to any other origin fails at once,
 * without a route in every test (tests/e2e/offline.ts).
 */
export const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** The system's Chromium (its headless shell first), else Playwright's own browser; `extra` flags after the usual ones. */
export function launchOptions(extra: string[] = []): LaunchOptions {
  const args = [...FLAGS, ...extra];
  const executablePath = systemChromium();
  return executablePath ? { executablePath, args } : { args };
}

/**
 * The system's full Chromium when it has one, for a test the headless shell cannot run (tests/e2e/sign-in.spec.ts);
 * else the same browser as launchOptions.
 */
export function fullChromiumOptions(extra: string[] = []): LaunchOptions {
  return fs.existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: [...FLAGS, ...extra] }
    : launchOptions(extra);
}

/** The system's headless shell or its Chromium, whichever is installed first in that order; undefined for neither. */
export function systemChromium(): string | undefined {
  return [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((file) => fs.existsSync(file));
}

/** STATS_TOKEN of the server the browser tests run against (playwright.config.ts): it opens /admin/stats. */
export const E2E_STATS_TOKEN = 'e2e-stats-token';

/** The port of the site the browser tests run against; E2E_PORT lets two checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4179);
/**
 * Where that site's form handler keeps its database and photos: a folder of the run's own, emptied as the server
 * starts (tests/e2e/server.ts). Windows taken by earlier runs would otherwise stay taken until none was left to offer.
 */
export const E2E_DATA_DIR = path.resolve('.data', `e2e-${E2E_PORT}`);

import fs from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

/** The system Chromium when there is one, else Playwright's own browser; `extra` flags after the usual ones. */
export function launchOptions(extra: string[] = []): LaunchOptions {
  const args = [...FLAGS, ...extra];
  return fs.existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args } : { args };
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

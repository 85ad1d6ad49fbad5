import fs from 'node:fs';
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

/** The system Chromium when there is one, else Playwright's own browser. */
export function launchOptions(): LaunchOptions {
  return fs.existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args: FLAGS } : { args: FLAGS };
}

/** STATS_TOKEN of the server the browser tests run against (playwright.config.ts): it opens /admin/stats. */
export const E2E_STATS_TOKEN = 'e2e-stats-token';

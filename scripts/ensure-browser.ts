/**
 * Finds a Chromium for the browser tests: the system's (/usr/bin/chromium, as Debian installs it), else
 * Playwright's own, downloading it when it is missing (that needs internet). tests/browser.ts reads the same path.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { SYSTEM_CHROMIUM } from '../tests/browser.ts';

if (fs.existsSync(SYSTEM_CHROMIUM)) {
  console.log(`Browser tests use ${SYSTEM_CHROMIUM}.`);
} else if (fs.existsSync(chromium.executablePath())) {
  console.log(`Browser tests use Playwright's Chromium at ${chromium.executablePath()}.`);
} else {
  console.log(
    'No Chromium found: installing Playwright\'s (needs internet; or install the system package "chromium").',
  );
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}

/**
 * Finds a Chromium for the browser tests: the system's (Debian's chromium-headless-shell, else its chromium), else
 * Playwright's own, downloading it when it is missing (that needs internet). tests/browser.ts picks the same one.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { SYSTEM_HEADLESS_SHELL, systemChromium } from '../tests/browser.ts';

const system = systemChromium();
if (system) {
  console.log(`Browser tests use ${system}.`);
  if (system !== SYSTEM_HEADLESS_SHELL)
    console.log(
      `Debian's package chromium-headless-shell (${SYSTEM_HEADLESS_SHELL}) runs them on a quarter of the CPU.`,
    );
} else if (fs.existsSync(chromium.executablePath())) {
  console.log(`Browser tests use Playwright's Chromium at ${chromium.executablePath()}.`);
} else {
  console.log(
    'No Chromium found: installing Playwright\'s (needs internet; or install the system package "chromium-headless-shell").',
  );
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}

// https://playwright.dev/docs/test-configuration
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/browser.ts';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: launchOptions(), trace: 'off' },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: launchOptions() } },
  ],
  // The built site served with the production rules: tests see what visitors and crawlers get.
  webServer: { command: `tsx scripts/serve/cli.ts`, env: { PORT: String(PORT) }, url: `http://127.0.0.1:${PORT}/`, reuseExistingServer: false, timeout: 30_000 },
});

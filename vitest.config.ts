// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Browser tests run under Playwright (tests/e2e), not vitest.
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
});

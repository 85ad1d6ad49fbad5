// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Unit tests: no build needed.
      {
        test: {
          name: 'unit',
          // The benchmark's own tests live beside it, in its package (tools/bench); the other tool packages have none.
          include: ['tests/**/*.test.ts', 'tools/bench/test/**/*.test.ts'],
          exclude: ['tests/site/**', 'tests/hosts/**', 'tests/e2e/**', '**/node_modules/**'],
          globalSetup: ['tests/install-tools.ts'],
        },
      },
      // Checks over the built site, then the built site on each host's own runtime or parsers: run after the build.
      { test: { name: 'site', include: ['tests/site/**/*.test.ts', 'tests/hosts/**/*.test.ts'] } },
    ],
  },
});

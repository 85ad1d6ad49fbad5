/**
 * A setup file of the projects whose test files share their worker's modules and process (vitest.config.ts): Vitest
 * runs it again before each file, so each file ends with the environment it started with, and what one file sets
 * (SMTP_URL, a rate limit) never reaches the next file of the same worker.
 */
import { afterAll } from 'vitest';

const found = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name];
  Object.assign(process.env, found);
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';

const root = path.resolve(import.meta.dirname, '../..');
const run = (...args: string[]) => {
  const env = { ...process.env };
  for (const k of [
    'LEADS_EMAIL_TO',
    'LEADS_EMAIL_FROM',
    'SMTP_URL',
    'LINK_SECRET',
    'PHOTO_LINK_SECRET',
    'GITHUB_OAUTH_CLIENT_ID',
    'GITHUB_OAUTH_CLIENT_SECRET',
    'STATS_TOKEN',
  ])
    delete env[k];
  return spawnSync(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/check-launch.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
};

describe('npm run check:launch on the default data', () => {
  it('fails, listing the example values', { timeout: 30_000 }, () => {
    const r = run();
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^Launch check: \d+ value\(s\) still at their example:/);
    for (const s of [
      '555-01xx',
      'hello@example.com',
      'CBC0000000',
      'placeholders',
      'LEADS_EMAIL_TO',
      'LEADS_EMAIL_FROM',
      'SMTP_URL',
      'LINK_SECRET',
      'GITHUB_OAUTH_CLIENT_ID',
      'STATS_TOKEN',
    ])
      expect(r.stdout).toContain(s);
  });
  it('prints the same list and exits 0 with --report (what CI runs)', { timeout: 30_000 }, () => {
    const r = run('--report');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('CBC0000000');
    expect(r.stdout).toContain('(report only: exit code 0)');
  });
});

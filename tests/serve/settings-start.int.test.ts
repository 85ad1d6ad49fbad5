import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WITH_COMPILE_CACHE } from '../../scripts/build/plan.ts';

// `npm start`'s server (scripts/serve/cli.ts, what scripts/start.ts runs after its build) with a wrong setting: it
// says which, and what to set, and does not start (before listening: nothing to stop).
const root = path.resolve(import.meta.dirname, '../..');
const serve = (settings: Record<string, string>) =>
  spawnSync(process.execPath, [...WITH_COMPILE_CACHE, 'scripts/serve/cli.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PORT: '0', ...settings },
    timeout: 30_000,
  });

describe('npm start with a setting it cannot read', () => {
  it('names the setting and what to set, and refuses to start', () => {
    const r = serve({ FORMS_RATE_LIMIT: 'abc', LEAD_EMAIL_TO: 'owner@example.com' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      "Setting: FORMS_RATE_LIMIT is 'abc': set a whole number of posts per 10 minutes, such as 20.",
    );
    expect(r.stderr).toContain('did you mean LEADS_EMAIL_TO?');
    expect(r.stderr).toContain('Not started: correct FORMS_RATE_LIMIT');
    expect(r.stdout).not.toContain('Serving');
  });
});

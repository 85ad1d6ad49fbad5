import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formsApp } from '../../src/server/forms-app.ts';

// /api is composed of Hono sub-apps, each mounted with app.route() at its own path and given only its own options,
// instead of handlers on '*' that each looked at the path and one options type extending five others.
const ROOT = path.resolve(import.meta.dirname, '../..');
const app = formsApp({ store: () => Promise.reject(new Error('no store')), clientAddress: () => undefined });
const routes = new Set(app.routes.map((r) => `${r.method} ${r.path}`));

describe('the /api app', () => {
  it.each([
    'POST /api/events',
    'GET /api/stats',
    'GET /api/day',
    'GET /api/auth',
    'GET /api/auth/callback',
    'GET /api/calendar.ics',
    'GET /api/availability',
    'GET /api/booking/:link{.+}',
    'POST /api/booking/:link{.+}',
    'GET /api/quote',
    'GET /api/photos/:key',
    'POST /api/*',
  ])('mounts %s at its own path', (route) => {
    expect(routes).toContain(route);
  });

  it('mounts its sub-apps with app.route(), and its options extend no other options type', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src/server/forms-app.ts'), 'utf8');
    expect(source.match(/app\.route\(/g)?.length).toBeGreaterThanOrEqual(9);
    expect(source).not.toMatch(/\badd\w+Routes?\(/);
    expect(source).not.toMatch(/interface FormsOptions\s+extends/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { routeFile } from '../../src/lib/serving-rules.ts';
import { routes } from '../content.ts';

// The Netlify Function reads the pages it fills from files bundled with it (src/server/netlify.ts bundledPage):
// netlify.toml's included_files must name each one, or the function answers its own page without the site's look.
it('bundles with the Netlify Function every page the handler fills (quote-sent, quote-visit)', () => {
  const toml = fs.readFileSync(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
  const listed = [...(/included_files = \[([^\]]*)\]/.exec(toml)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  const filled = routes.filter((r) => r.kind === 'quote-sent' || r.kind === 'quote-visit');
  expect(filled.length).toBeGreaterThan(0);
  expect(listed.sort()).toEqual(filled.map((r) => path.posix.join('dist/client', routeFile(r.url))).sort());
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each host runs the one form handler through Hono's own adapter for it, in an entry file of a few lines; the host's
// settings are typed as Hono bindings (src/server/hosts/cloudflare.ts, src/server/hosts/netlify.ts), so nothing is cast.
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const CAST = /\bas (?:never|any|unknown as)\b/;

describe("the hosts' entry files", () => {
  it.each([
    ['functions/api/[[path]].ts', 'hono/cloudflare-pages'],
    ['netlify/functions/forms.ts', 'hono/netlify'],
  ])('%s wraps the handler with handle() from %s, in a few lines of code', (file, adapter) => {
    const source = read(file);
    expect(source).toContain(`import { handle } from '${adapter}';`);
    const code = source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('//'));
    expect(code.length, code.join('\n')).toBeLessThanOrEqual(4);
    expect(source).not.toMatch(CAST);
  });

  it('leaves no cast in the form handler, its hosts or the Node server', () => {
    const files = [
      ...fs
        .readdirSync(path.join(ROOT, 'src/server'), { recursive: true, encoding: 'utf8' })
        .map((f) => `src/server/${f}`),
      ...fs.readdirSync(path.join(ROOT, 'scripts/serve')).map((f) => `scripts/serve/${f}`),
      'netlify/functions/leads-retry.ts',
      'netlify/functions/bookings-mail.ts',
      'workers/scheduled/index.ts',
    ].filter((f) => f.endsWith('.ts'));
    expect(files.filter((f) => CAST.test(read(f)))).toEqual([]);
  });
});

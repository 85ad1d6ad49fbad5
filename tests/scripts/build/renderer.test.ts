/**
 * The pages are rendered through public APIs only (docs/decisions/0049-pages-rendered-by-our-own-onrenderhtml.md):
 * an internal path of a package can change in any release, and a replaced console hides every other warning too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = ['src', 'scripts'].flatMap((dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(dir, f)),
);

describe('the renderer', () => {
  it('imports no internal path of a dependency', () => {
    const internal = sources.filter((f) => /from '[^']*\/__internal\//.test(fs.readFileSync(f, 'utf8')));
    expect(internal).toEqual([]);
  });

  it('leaves the console as Node made it', () => {
    const patched = sources.filter((f) => /\bconsole\.\w+\s*=[^=]/.test(fs.readFileSync(f, 'utf8')));
    expect(patched).toEqual([]);
  });

  it('writes the document itself, in the +onRenderHtml hook Vike documents', () => {
    const hook = fs.readFileSync('src/pages/+onRenderHtml.ts', 'utf8');
    expect(hook).toMatch(/export function onRenderHtml/);
    expect(hook).toMatch(/from '\.\/document\.ts'/);
    expect(fs.readFileSync('src/pages/document.ts', 'utf8')).toMatch(/from 'react-dom\/server'/);
  });
});

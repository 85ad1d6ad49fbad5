import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { esbuildOnce } from './esbuild-once.ts';

/**
 * The newsletter forms' script (src/client/newsletter.ts), bundled here rather than by Vite: the shared script
 * (src/client/newsletter-on-use.ts) imports it when a visitor first reaches a form, by the address the form carries
 * (generated/newsletter-script.ts exports it). An import() of a module Vite bundles is wrapped in Vite's preload
 * helper, a chunk that the shared script would then load on every page (about 800 bytes gzip); an import() of an
 * address is left alone. The file name carries a hash of its content, so it is cached as Vite's assets are
 * (/assets/*: a year, immutable) and a new version gets a new address.
 */
export function writeNewsletterScript(temp: string): string {
  const [out] = esbuildOnce('newsletter-script', {
    // Code of this project (not of the data root being generated): found beside this file.
    entryPoints: [path.resolve(import.meta.dirname, '../../src/client/newsletter.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  const code = out.text;
  const name = `assets/newsletter.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  fs.mkdirSync(path.join(temp, 'public/assets'), { recursive: true });
  fs.writeFileSync(path.join(temp, 'public', name), code);
  return `/** The newsletter forms' script (src/client/newsletter.ts, bundled by scripts/codegen/newsletter-script.ts). */\nexport const NEWSLETTER_SCRIPT = ${JSON.stringify(`/${name}`)};\n`;
}

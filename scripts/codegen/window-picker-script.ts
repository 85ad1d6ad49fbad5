import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { esbuildOnce } from './esbuild-once.ts';

/**
 * The quote form's arrival-window picker (src/pages/quote/window-picker.ts), bundled here rather than by Vite for the
 * newsletter script's reason (./newsletter-script.ts): the quote script imports it on the form's first use by the
 * address the picker's markup carries, and an import() of a module Vite bundles would bring Vite's preload helper
 * (about 830 bytes gzip) into the quote page's first script, over its 5 KB budget. The name carries a hash of the
 * content, so it is cached as Vite's assets are and a new version gets a new address.
 */
export function writeWindowPickerScript(temp: string): string {
  const [out] = esbuildOnce('window-picker-script', {
    entryPoints: [path.resolve(import.meta.dirname, '../../src/pages/quote/window-picker.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  const code = out.text;
  const name = `assets/window-picker.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  fs.mkdirSync(path.join(temp, 'public/assets'), { recursive: true });
  fs.writeFileSync(path.join(temp, 'public', name), code);
  return `/** The quote form's window picker (src/pages/quote/window-picker.ts, bundled by scripts/codegen/window-picker-script.ts). */\nexport const WINDOW_PICKER_SCRIPT = ${JSON.stringify(`/${name}`)};\n`;
}

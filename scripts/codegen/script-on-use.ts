import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { esbuildOnce } from './esbuild-once.ts';

/**
 * A script a page imports on first use, by the address its markup carries, bundled here rather than by Vite: an
 * import() of a module Vite bundles is wrapped in Vite's preload helper, a chunk the importing script would then load
 * up front (about 800 bytes gzip); an import() of an address is left alone. The file name carries a hash of its
 * content, so it is cached as Vite's assets are (/assets/*: a year, immutable) and a new version gets a new address.
 * Returns the generated module that exports the address.
 */
export function writeScriptOnUse(
  temp: string,
  o: { name: string; entry: string; constant: string; what: string; bundler: string },
): string {
  const [out] = esbuildOnce(`${o.name}-script`, {
    // Code of this project (not of the data root being generated): found beside this file.
    entryPoints: [path.resolve(import.meta.dirname, '../..', o.entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  const code = out.text;
  const file = `assets/${o.name}.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  fs.mkdirSync(path.join(temp, 'public/assets'), { recursive: true });
  fs.writeFileSync(path.join(temp, 'public', file), code);
  return `/** ${o.what} (${o.entry}, bundled by ${o.bundler}). */\nexport const ${o.constant} = ${JSON.stringify(`/${file}`)};\n`;
}

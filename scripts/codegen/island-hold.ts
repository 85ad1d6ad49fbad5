import { createHash } from 'node:crypto';
import path from 'node:path';
import { esbuildOnce } from './esbuild-once.ts';

/**
 * The script that holds an island's form until the loader is live (src/islands/hold.ts), built on its own: Vike's
 * entries are module scripts that run only once all their imports have arrived, and this one must run first. Named
 * by its content's hash under /assets/, so it is cached for a year like Vite's files and a change gets a new name.
 */
export function islandHoldScript(): { url: string; code: string } {
  const [out] = esbuildOnce('island-hold', {
    entryPoints: [path.resolve(import.meta.dirname, '../../src/islands/hold.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  const hash = createHash('sha256').update(out.text).digest('base64url').slice(0, 8);
  return { url: `/assets/islands/hold.${hash}.js`, code: out.text };
}

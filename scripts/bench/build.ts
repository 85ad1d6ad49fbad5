import fs from 'node:fs';
import path from 'node:path';
import { measure, type Measured } from './measure.ts';

export interface BuildFigures {
  label: string;
  /** City files in data/cities/. */
  cities: number;
  /** HTML pages written to dist/client/. */
  pages: number;
  /** `npm run validate`: codegen checking the data, writing nothing. */
  validate?: Measured;
  codegen: Measured;
  /** Vite's client and server bundles. */
  bundle: Measured;
  /** Rendering every route to HTML, in its own process. */
  prerender: Measured;
  /** The hosts' files and the compressed copies `npm start` serves (scripts/write-host-files.ts). */
  hostFiles?: Measured;
  /** The steps of `npm run build`. */
  seconds: number;
  cpuSeconds: number | null;
  peakMB: number | null;
}

const bin = (root: string, name: string) => path.join(root, 'node_modules/.bin', name);

export const validateData = (root: string) => measure(bin(root, 'tsx'), ['scripts/codegen.ts', '--check'], { cwd: root });

/**
 * The steps of `npm run build` (package.json), each measured: codegen, the bundles, pre-rendering, then the host files
 * and the brotli and gzip copies the production server sends (without them it would send every file uncompressed).
 */
export async function buildSite(root: string, label: string, { validate = false } = {}): Promise<BuildFigures> {
  const checked = validate ? await validateData(root) : undefined;
  const codegen = await measure(bin(root, 'tsx'), ['scripts/codegen.ts'], { cwd: root });
  const bundle = await measure(bin(root, 'vike'), ['build', '--prerender={disableAutoRun:true}'], { cwd: root });
  const prerender = await measure(bin(root, 'vike'), ['prerender'], { cwd: root });
  const hostFiles = await measure(bin(root, 'tsx'), ['scripts/write-host-files.ts'], { cwd: root });
  const steps = [codegen, bundle, prerender, hostFiles];
  const peaks = steps.map((s) => s.peakMB).filter((n): n is number => n !== null);
  const cpu = steps.map((s) => s.cpuSeconds);
  return {
    label,
    cities: fs.readdirSync(path.join(root, 'data/cities')).filter((f) => f.endsWith('.yaml')).length,
    pages: countHtml(path.join(root, 'dist/client')),
    validate: checked,
    codegen,
    bundle,
    prerender,
    hostFiles,
    seconds: steps.reduce((n, s) => n + s.seconds, 0),
    cpuSeconds: cpu.includes(null) ? null : cpu.reduce((n, s) => n! + s!, 0),
    peakMB: peaks.length ? Math.max(...peaks) : null,
  };
}

function countHtml(dir: string): number {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html') && !String(f).startsWith('admin')).length;
}

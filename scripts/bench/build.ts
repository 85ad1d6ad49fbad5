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
  vike: Measured;
  /** codegen + vike build, what `npm run build` runs. */
  seconds: number;
  peakMB: number | null;
}

const bin = (root: string, name: string) => path.join(root, 'node_modules/.bin', name);

export const validateData = (root: string) => measure(bin(root, 'tsx'), ['scripts/codegen.ts', '--check'], { cwd: root });

/** What `npm run build` does, each step measured: codegen, then vike build (pre-rendering every route). */
export async function buildSite(root: string, label: string, { validate = false } = {}): Promise<BuildFigures> {
  const checked = validate ? await validateData(root) : undefined;
  const codegen = await measure(bin(root, 'tsx'), ['scripts/codegen.ts'], { cwd: root });
  const vike = await measure(bin(root, 'vike'), ['build'], { cwd: root });
  const peaks = [codegen.peakMB, vike.peakMB].filter((n): n is number => n !== null);
  return {
    label,
    cities: fs.readdirSync(path.join(root, 'data/cities')).filter((f) => f.endsWith('.yaml')).length,
    pages: countHtml(path.join(root, 'dist/client')),
    validate: checked,
    codegen,
    vike,
    seconds: codegen.seconds + vike.seconds,
    peakMB: peaks.length ? Math.max(...peaks) : null,
  };
}

function countHtml(dir: string): number {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html') && !String(f).startsWith('admin')).length;
}

import fs from 'node:fs';
import path from 'node:path';
import type { Host } from '../../src/lib/serving/serving-rules.ts';
import type { TemplateFigures } from './page-jobs.ts';

/**
 * What the last `npm run build` did, in dist/build-report.json: the figures of its summary line, for the bench and
 * for anyone comparing two builds without parsing the terminal.
 */
export interface BuildReport {
  host: Host;
  /** Pages the site has (routes), and of them the pages rendered by this build and the files that changed. */
  pages: number;
  rendered: number;
  changed: number;
  /** Whether `vike build` ran (false: nothing it reads changed, the last bundles were kept). */
  bundled: boolean;
  /**
   * Whether the bundles kept are those begun alongside codegen, from the last run's generated/ (codegen wrote the
   * bundled files again as they were), rather than made after it.
   */
  bundledWithCodegen: boolean;
  /** Whether the bundles were copied from the cache, made earlier from the same inputs (bundle-cache.ts). */
  bundlesFromCache: boolean;
  /** Photos vite-imagetools turned into responsive images while bundling (0 when the bundles were kept). */
  images: number;
  /** Files under dist/client/ (what a host counts against its file limit). */
  files: number;
  /** Wall time of the whole build and of each step, in seconds; `bundles` is absent when the bundles were kept. */
  seconds: number;
  steps: { codegen: number; bundles?: number; pages: number; hostFiles: number };
  /**
   * Peak resident memory in MB of each process the build ran: codegen's, Vite's (absent when the bundles were kept),
   * the largest of the processes that render the pages, and the build's own.
   */
  peakMB: { codegen: number; bundles?: number; pages: number; build: number };
  /**
   * CPU seconds (user and system) of the same processes, as each last reported them: codegen, `vike build` (absent
   * when the bundles were kept, 0 from the cache), the render processes together (their starts included) and the
   * build's own.
   */
  cpuSeconds?: { codegen: number; bundles?: number; pages: number; build: number };
  /** The pages rendered by template (`pages of one` for the others): how many, how many filled, their CPU ms. */
  templates?: Record<string, TemplateFigures>;
}

export const reportFile = (root: string) => path.join(root, 'dist/build-report.json');

export function writeReport(root: string, report: BuildReport): void {
  fs.writeFileSync(reportFile(root), `${JSON.stringify(report, null, 1)}\n`);
}

export function readReport(root: string): BuildReport {
  return JSON.parse(fs.readFileSync(reportFile(root), 'utf8')) as BuildReport;
}

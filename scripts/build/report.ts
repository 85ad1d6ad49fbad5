import fs from 'node:fs';
import path from 'node:path';
import type { StaticHost } from '../../src/lib/serving/host.ts';
import type { Rendered, TemplateFigures } from './page-jobs.ts';
import type { Bundles } from './plan.ts';
import { cpuSeconds } from './vite-progress.ts';

/**
 * What the last `npm run build` did, in dist/build-report.json: the figures of its summary line, for the bench and
 * for anyone comparing two builds without parsing the terminal.
 */
export interface BuildReport {
  host: StaticHost;
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

/** What the steps of a build measured (scripts/build.ts), from which its report and summary line are made. */
export interface Measured {
  host: StaticHost;
  /** Where the bundles came from (./plan.ts Bundles). */
  bundles: Bundles;
  /** Pages the site has, and of them the pages rendered by this build. */
  pages: number;
  rendered: number;
  /** What the processes reported: codegen, `vike build` (absent when the bundles were kept), the renderers. */
  codegen: { peak: number; cpu: number };
  bundled?: { peakMB: number; cpuSeconds: number; images: number };
  renderers: Rendered;
  /** Each step's seconds, and each as the summary line lists it (./steps.ts stopwatch). */
  steps: BuildReport['steps'];
  laps: string[];
  published: { files: number; compressed: number; hashes: number };
  /** Where `npm start`'s compressed copies are, relative to the project. */
  compressedDir: string;
  /** When the build started (performance.now()). */
  started: number;
}

/** Writes dist/build-report.json from what the build measured, with the build process's own figures, and prints its summary line. */
export function finishReport(root: string, m: Measured): BuildReport {
  const report: BuildReport = {
    host: m.host,
    pages: m.pages,
    rendered: m.rendered,
    changed: m.renderers.changed,
    bundled: m.bundles !== 'kept',
    bundledWithCodegen: m.bundles === 'with-codegen',
    bundlesFromCache: m.bundles === 'from-cache',
    images: m.bundled?.images ?? 0,
    files: m.published.files,
    seconds: (performance.now() - m.started) / 1000,
    // `bundles` undefined (the bundles kept) is left out of the JSON.
    steps: m.steps,
    peakMB: {
      codegen: m.codegen.peak,
      bundles: m.bundled?.peakMB,
      pages: m.renderers.peakMB,
      build: Math.round(process.resourceUsage().maxRSS / 1024),
    },
    cpuSeconds: {
      codegen: m.codegen.cpu,
      bundles: m.bundled?.cpuSeconds,
      pages: m.renderers.cpuSeconds,
      build: cpuSeconds(),
    },
    templates: m.renderers.kinds,
  };
  writeReport(root, report);
  console.log(summaryLine(report, m));
  return report;
}

const n = (v: number) => v.toLocaleString('en-US');

/**
 * The line `npm run build` ends with: what was built, how, and each step's time (tools/bench reads them back from
 * it: tools/bench/src/build.ts summaryFigures).
 */
export function summaryLine(
  r: BuildReport,
  o: { published: { compressed: number; hashes: number }; compressedDir: string; laps: string[] },
): string {
  const { peakMB: p } = r;
  const peak = Math.max(p.codegen, p.bundles ?? 0, p.pages, p.build);
  const how = !r.bundled ? 'bundle unchanged' : r.bundlesFromCache ? 'bundles from the cache' : 'bundled';
  return `Built ${n(r.pages)} pages${r.bundled ? ` and ${n(r.images)} images` : ''} for ${r.host} in ${r.seconds.toFixed(1)} s, peak memory ${peak} MB (${how}; ${n(r.rendered)} pages rendered, ${n(r.changed)} changed; ${n(o.published.compressed)} files compressed into ${o.compressedDir}; ${o.published.hashes} inline script hashes; ${o.laps.join(', ')}).`;
}

/** The bundles' step as the summary line names it, before its time (`seconds`: those of a bundling begun with codegen). */
export function bundlesStep(bundles: Exclude<Bundles, 'kept'>, seconds: number): string {
  if (bundles === 'with-codegen') return `bundles (${seconds.toFixed(1)} s, begun with codegen) then`;
  return bundles === 'from-cache' ? 'bundles from the cache' : 'bundles';
}

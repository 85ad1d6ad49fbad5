// https://github.com/GoogleChrome/lighthouse/blob/main/docs/readme.md#using-programmatically
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureTool } from '../../../scripts/codegen/tool-packages.ts';
import { FLAGS, SYSTEM_CHROMIUM } from '../../../tests/browser.ts';
import { median } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export interface LighthouseRun {
  /** Category scores, 0-100. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** FCP, LCP and TBT in ms; CLS unitless. */
  metrics: Record<keyof typeof METRICS, number>;
  /** Weighted audits that did not pass, by category: what to fix when a score is under 100. */
  failed: string[];
}

export interface LighthouseResult {
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'failed'>;
}

/**
 * The part of Lighthouse's and chrome-launcher's APIs used here. Both packages live in tools/bench, installed only when
 * the benchmark runs, so the typecheck of a plain install cannot read their own declarations.
 */
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
}
interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseReport } | undefined>;

/** The packages loadTools imports from tools/bench. */
export const BENCH_PACKAGES = ['chrome-launcher', 'lighthouse'] as const;

/** Lighthouse and chrome-launcher from tools/bench, installed from its lockfile first when missing. */
async function loadTools(): Promise<{ chromeLauncher: ChromeLauncher; lighthouse: Lighthouse }> {
  const bench = ensureTool('bench');
  const load = (name: string) => import(pathToFileURL(bench.resolve(name)).href);
  const [chromeLauncher, lh] = await Promise.all(BENCH_PACKAGES.map(load));
  return { chromeLauncher: chromeLauncher as ChromeLauncher, lighthouse: (lh as { default: Lighthouse }).default };
}

/** The system Chromium (Debian's package), else the one Playwright installed (scripts/ensure-browser.ts). */
export const chromePath = () => (fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath());

/**
 * Lighthouse's default mobile audit (a mid-range phone on slow 4G, simulated throttling) run `runs` times against a
 * URL, each in a fresh headless Chromium, with the median of every score and metric.
 */
export async function lighthouseRuns(url: string, runs: number): Promise<LighthouseResult> {
  const { chromeLauncher, lighthouse } = await loadTools();
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: [...FLAGS, '--headless=new'] });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      all.push({
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
        ) as LighthouseRun['scores'],
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id].numericValue ?? NaN]),
        ) as LighthouseRun['metrics'],
        failed: CATEGORIES.flatMap((c) =>
          lhr.categories[c].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id}`),
        ),
      });
    } finally {
      await chrome.kill();
    }
  }
  const mid = (pick: (r: LighthouseRun) => number) => median(all.map(pick)) ?? NaN;
  return {
    runs: all,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, mid((r) => r.scores[c])])) as LighthouseRun['scores'],
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((k) => [k, mid((r) => r.metrics[k as keyof typeof METRICS])]),
      ) as LighthouseRun['metrics'],
    },
  };
}

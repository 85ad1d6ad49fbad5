import fs from 'node:fs';
import path from 'node:path';
import { WITH_COMPILE_CACHE } from '../../../scripts/build/plan.ts';
import { type BuildReport, readReport, reportFile } from '../../../scripts/build/report.ts';
import { type Measured, measure } from './measure.ts';

export interface BuildFigures {
  label: string;
  /** City files in data/cities/, and of them the generated ones (scale runs; 0 for the real site). */
  cities: number;
  generated: number;
  /** HTML pages under dist/client/ (the web editor's aside). */
  pages: number;
  /** Pages this build rendered (every page and the 404 page on a full build); null when the build did not say. */
  rendered: number | null;
  /** Built with `--full` (everything again) rather than incrementally. */
  full: boolean;
  /** `npm run validate`: codegen checking the data, writing nothing. */
  validate?: Measured;
  /**
   * `npm run build` (Node with the compile cache on, then scripts/build.ts) as one command: wall and CPU time, the
   * peak of its largest process and the peak of all its processes together.
   */
  build: Measured;
  /** Each step's seconds, from dist/build-report.json or else the build's summary line; absent when it gave neither. */
  steps?: Partial<BuildReport['steps']>;
  /** Each process's peak in MB, from dist/build-report.json; absent without it. */
  processPeakMB?: BuildReport['peakMB'];
  /** Where the build's time went, from dist/build-report.json; absent without it. */
  profile?: BuildProfile;
}

/** Each step's wall seconds, each process's CPU seconds and each kind of page's figures, as the build reported them. */
export type BuildProfile = Partial<Pick<BuildReport, 'steps' | 'cpuSeconds' | 'templates'>>;

/** `npm run validate` and `npm run build` as package.json runs them: Node, its compile cache on before the entry. */
const npmRun = (entry: string, ...args: string[]) => [...WITH_COMPILE_CACHE, entry, ...args];

/**
 * `npm run validate` as on a pull request's fresh clone: codegen's cache, which it reads when a build left one, is set
 * aside meanwhile (the build after it finds it again).
 */
export async function validateData(root: string): Promise<Measured> {
  const cache = path.join(root, 'node_modules/.cache/codegen.json');
  const aside = `${cache}.aside`;
  const had = fs.existsSync(cache);
  if (had) fs.renameSync(cache, aside);
  try {
    const { output: _, ...figures } = await measure(process.execPath, npmRun('scripts/codegen.ts', '--check'), {
      cwd: root,
    });
    return figures;
  } finally {
    if (had) fs.renameSync(aside, cache);
  }
}

/**
 * Runs `npm run build` once, measured (with `--full` to build everything again), after timing `npm run validate`
 * when asked. Step times and each process's peak come from the dist/build-report.json this build wrote; a build
 * that writes none gives its step times in its summary line instead.
 */
export async function buildSite(
  root: string,
  label: string,
  { validate = false, full = false, generated = 0 } = {},
): Promise<BuildFigures> {
  const checked = validate ? await validateData(root) : undefined;
  const started = Date.now();
  const { output, ...build } = await measure(
    process.execPath,
    npmRun('scripts/build.ts', ...(full ? ['--full'] : [])),
    {
      cwd: root,
    },
  );
  const report = reportSince(root, started);
  const summary = report ? undefined : summaryFigures(output);
  return {
    label,
    cities: fs.readdirSync(path.join(root, 'data/cities')).filter((f) => f.endsWith('.yaml')).length,
    generated,
    pages: countHtml(path.join(root, 'dist/client')),
    rendered: report?.rendered ?? summary?.rendered ?? null,
    full,
    ...(checked ? { validate: checked } : {}),
    build,
    ...(report
      ? {
          steps: report.steps,
          processPeakMB: report.peakMB,
          profile: { steps: report.steps, cpuSeconds: report.cpuSeconds, templates: report.templates },
        }
      : summary?.steps
        ? { steps: summary.steps }
        : {}),
  };
}

/** dist/build-report.json when this build wrote it (not one left by an earlier build), else undefined. */
function reportSince(root: string, since: number): BuildReport | undefined {
  const file = reportFile(root);
  return fs.existsSync(file) && fs.statSync(file).mtimeMs >= since ? readReport(root) : undefined;
}

/** The steps of the build report, by the names its summary line gives them. */
const STEP_LABELS = { codegen: 'codegen', bundles: 'bundles', pages: 'pages', hostFiles: 'host files' } as const;
type Step = keyof typeof STEP_LABELS;

/** The steps a build took, in order, each with its label and seconds. */
export const stepList = (steps: Partial<BuildReport['steps']>): [string, number][] =>
  (Object.keys(STEP_LABELS) as Step[]).flatMap((k) =>
    steps[k] === undefined ? [] : [[STEP_LABELS[k], steps[k]] as [string, number]],
  );

/**
 * The figures of the build's summary line ("Built … pages … (…; 162 pages rendered, …; codegen 3.1 s, bundles 12.0 s,
 * pages 5.2 s, host files 0.4 s)"), for a build that writes no dist/build-report.json (as before it did).
 */
export function summaryFigures(
  output: string,
): { rendered?: number; steps?: Partial<BuildReport['steps']> } | undefined {
  const line = output.split('\n').findLast((l) => l.startsWith('Built '));
  if (!line) return undefined;
  const rendered = /([\d,]+) (?:pages )?rendered/.exec(line)?.[1];
  const steps: Partial<BuildReport['steps']> = {};
  for (const [, name, seconds] of line.matchAll(/\b(codegen|bundles|pages|host files) ([\d.]+) s\b/g)) {
    const step = (Object.keys(STEP_LABELS) as Step[]).find((k) => STEP_LABELS[k] === name)!;
    steps[step] = Number(seconds);
  }
  return {
    ...(rendered ? { rendered: Number(rendered.replace(/,/g, '')) } : {}),
    ...(Object.keys(steps).length ? { steps } : {}),
  };
}

function countHtml(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.html') && !String(f).startsWith('admin')).length;
}

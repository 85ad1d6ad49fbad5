import { type BuildFigures, stepList } from './build.ts';
import type { BenchReport } from './report-types.ts';
import { growth } from './stats.ts';

export type Add = (target: string, measured: string, met: boolean | null, why?: () => string) => void;

const MB_LIMIT = 1024;
const TREE_MB_LIMIT = 1536;
/** How far the largest process's peak may rise from 1,000 generated cities to 5,000 and 20,000. */
const PEAK_GROWTH = 0.1;

/** The targets for generated cities (decision 39): build time and memory at each size, the one-city rebuild. */
export function scaleTargets(r: Omit<BenchReport, 'targets'>, add: Add, unmeasured: (target: string) => void): void {
  const at = (n: number) => r.scale.find((b) => b.generated === n);
  const [k1, k5, k20] = [at(1000), at(5000), at(20_000)];
  const whenMeasured = (b: BuildFigures | undefined, target: string, then: (b: BuildFigures) => void) =>
    b ? then(b) : unmeasured(target);

  whenMeasured(k5, '5,000 cities build in < 30 s', (b) =>
    add('5,000 cities build in < 30 s', sec(b.build.seconds), b.build.seconds < 30, () => slowestStep(b)),
  );
  whenMeasured(k5, '5,000 cities build with the largest process < 1 GB', (b) =>
    add(
      '5,000 cities build with the largest process < 1 GB',
      mbOf(b.build.peakMB),
      b.build.peakMB === null ? null : b.build.peakMB < MB_LIMIT,
      () => hungriestProcess(b),
    ),
  );
  whenMeasured(k20, '20,000 cities build in < 120 s', (b) =>
    add('20,000 cities build in < 120 s', sec(b.build.seconds), b.build.seconds < 120, () => slowestStep(b)),
  );
  for (const [b, n] of [
    [k5, '5,000'],
    [k20, '20,000'],
  ] as const) {
    const target = `Largest process at ${n} cities within 10% of its peak at 1,000`;
    const base = k1?.build.peakMB;
    const peak = b?.build.peakMB;
    if (!b || !k1) unmeasured(target);
    else if (base == null || peak == null) add(target, 'not measurable here (no GNU time)', null);
    else
      add(
        target,
        `${mbOf(peak)} against ${mbOf(base)} (${signedPercent(peak / base - 1)})`,
        peak <= base * (1 + PEAK_GROWTH),
        () => hungriestProcess(b),
      );
  }
  const trees = [...r.scale, ...(r.rebuild ? [r.rebuild] : [])].filter((b) => b.build.treePeakMB !== null);
  const tree = maxBy(trees, (b) => b.build.treePeakMB!);
  if (!r.scale.length) unmeasured('All processes together < 1.5 GB at every size');
  else
    add(
      'All processes together < 1.5 GB at every size',
      tree ? `largest ${mbOf(tree.build.treePeakMB)} (${tree.label})` : 'not measurable here (no /proc)',
      tree ? tree.build.treePeakMB! < TREE_MB_LIMIT : null,
      () => hungriestProcess(tree!),
    );

  const rebuild = r.rebuild;
  if (rebuild?.generated === 5000)
    add(
      'One-city rebuild at 5,000 cities in < 5 s',
      `${sec(rebuild.build.seconds)} (${rebuild.rendered ?? 'n/a'} pages rendered)`,
      rebuild.build.seconds < 5,
      () => slowestStep(rebuild),
    );
  else unmeasured('One-city rebuild at 5,000 cities in < 5 s');
  if (!rebuild) unmeasured('One-city rebuild publishes byte for byte what a full build does');
  else {
    const { differing, compared, examples } = rebuild.identical;
    add(
      'One-city rebuild publishes byte for byte what a full build does',
      `${differing.toLocaleString('en-US')} of ${compared.toLocaleString('en-US')} files differ (${rebuild.generated.toLocaleString('en-US')} cities)`,
      differing === 0,
      () => examples.join(', '),
    );
  }

  whenMeasured(k5, 'codegen validates 5,000 cities in < 5 s', (b) =>
    add(
      'codegen validates 5,000 cities in < 5 s',
      b.validate ? sec(b.validate.seconds) : 'not measured',
      b.validate ? b.validate.seconds < 5 : null,
    ),
  );

  const sizes = r.scale.filter((b) => b.full);
  const g = growth(sizes.map((b) => ({ pages: b.pages, seconds: b.build.seconds })));
  const per = (list: number[]) => list.map((s) => `${(s * 1000).toFixed(1)} ms`).join(' → ');
  add(
    'Build time grows linearly with pages (last step ≤ 1.5 × first step per added page)',
    g.ratio === undefined
      ? `per added page: ${per(g.perPage) || 'n/a'}`
      : `per added page: ${per(g.perPage)} (× ${g.ratio.toFixed(2)})`,
    g.ratio === undefined ? null : g.ratio <= 1.5,
    () => {
      // Which step's cost per page grew most, when every size gave its steps.
      if (!sizes.every((b) => b.steps)) return 'no step times to tell';
      const labels = stepList(sizes[0].steps!).map(([label]) => label);
      const bySize = sizes.map((b) => Object.fromEntries(stepList(b.steps!)));
      const [label, worst] = maxBy(
        labels.map((l) => [l, growth(sizes.map((b, i) => ({ pages: b.pages, seconds: bySize[i][l] ?? 0 })))] as const),
        ([, s]) => (s.perPage.at(-1) ?? 0) - (s.perPage[0] ?? 0),
      )!;
      return `${label}: ${per(worst.perPage)} per added page`;
    },
  );
}

export const sec = (s: number) => `${s.toFixed(1)} s`;
const mbOf = (n: number | null | undefined) =>
  n == null ? 'not measurable here' : `${Math.round(n).toLocaleString('en-US')} MB`;
const signedPercent = (x: number) => `${x < 0 ? '−' : '+'}${Math.abs(x * 100).toFixed(1)}%`;

export const slowestStep = (b: BuildFigures) => {
  const slowest = maxBy(b.steps ? stepList(b.steps) : [], ([, s]) => s);
  return slowest
    ? `${slowest[0]} ${slowest[1].toFixed(1)} s of ${b.build.seconds.toFixed(1)} s`
    : 'no step times to tell';
};
/** The process whose peak was highest, from dist/build-report.json. */
const hungriestProcess = (b: BuildFigures) => {
  const peaks = Object.entries(b.processPeakMB ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number');
  const names: Record<string, string> = {
    codegen: 'codegen',
    bundles: 'vike build',
    pages: 'a page renderer',
    build: 'the build',
  };
  const top = maxBy(peaks, ([, mb]) => mb);
  return top
    ? `${names[top[0]] ?? top[0]} (${mbOf(top[1])}), of ${peaks.map(([k, mb]) => `${names[k] ?? k} ${mbOf(mb)}`).join(', ')}`
    : 'no figures per process (dist/build-report.json missing)';
};

export function maxBy<T>(list: T[], key: (t: T) => number): T | undefined {
  return list.reduce<T | undefined>((best, t) => (best === undefined || key(t) > key(best) ? t : best), undefined);
}

import { type BuildFigures, stepList } from './build.ts';
import { mb, sec, table } from './markdown.ts';
import type { OneCityRebuild } from './scale.ts';

/** The table of builds: one row per build, with what each 1,000 more pages cost over the row before. */
export function buildLines(builds: (BuildFigures | OneCityRebuild)[]): string[] {
  const n = (v: number) => v.toLocaleString('en-US');
  const signed = (v: number, unit: string) =>
    `${v < 0 ? '−' : '+'}${Math.abs(v).toFixed(unit === 's' ? 1 : 0)} ${unit}`;
  const rows = builds.map((b, i) => {
    const g = growthPer1000(builds[i - 1], b);
    return [
      b.label,
      n(b.cities),
      n(b.pages),
      b.rendered === null ? 'n/a' : n(b.rendered),
      sec(b.build.seconds),
      sec(b.build.cpuSeconds ?? undefined),
      mb(b.build.peakMB),
      mb(b.build.treePeakMB),
      g ? signed(g.seconds, 's') : '–',
      g?.peakMB === undefined
        ? '–'
        : `${signed(g.peakMB, 'MB')} / ${g.treePeakMB === undefined ? 'n/a' : signed(g.treePeakMB, 'MB')}`,
      stepTimes(b),
      sec(b.validate?.seconds),
      'identical' in b
        ? `${b.identical.differing ? 'no' : 'yes'} (${n(b.identical.differing)} of ${n(b.identical.compared)} files differ)`
        : '',
    ];
  });
  return [
    '## Build at scale: `npm run build`, wall time and peak resident memory',
    '',
    table(
      [
        'Site',
        'Cities',
        'Pages',
        'Rendered',
        'Build',
        'CPU time',
        'Largest process',
        'All processes',
        'Per 1,000 more pages: time',
        'memory (largest / all)',
        'Steps',
        'Validate data',
        'Identical to a full build',
      ],
      rows,
    ),
    '',
    'Largest process: the peak of the biggest single process (GNU time). All processes: their resident memory summed, sampled every 50 ms from /proc. Per 1,000 more pages: the change from the row above, between full builds. Steps: from dist/build-report.json, else the summary line of the build.',
  ];
}

/** What 1,000 more pages cost from one full build to the next: seconds and MB of each peak; undefined otherwise. */
function growthPer1000(
  before: BuildFigures | undefined,
  after: BuildFigures,
): { seconds: number; peakMB?: number; treePeakMB?: number } | undefined {
  if (!before?.full || !after.full || after.pages <= before.pages || 'identical' in after) return undefined;
  const per = (a: number | null, b: number | null) =>
    a === null || b === null ? undefined : ((b - a) * 1000) / (after.pages - before.pages);
  const peakMB = per(before.build.peakMB, after.build.peakMB);
  const treePeakMB = per(before.build.treePeakMB, after.build.treePeakMB);
  return {
    seconds: per(before.build.seconds, after.build.seconds)!,
    ...(peakMB === undefined ? {} : { peakMB }),
    ...(treePeakMB === undefined ? {} : { treePeakMB }),
  };
}

const stepTimes = (b: BuildFigures) =>
  b.steps
    ? stepList(b.steps)
        .map(([label, s]) => `${label} ${s.toFixed(1)} s`)
        .join(', ')
    : 'n/a';

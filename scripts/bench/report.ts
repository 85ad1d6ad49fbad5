import { type BuildFigures, stepList } from './build.ts';
import { formsLines } from './forms.ts';
import type { BenchReport } from './report-types.ts';
import type { OneCityRebuild } from './scale.ts';

/** A Markdown table; columns after the first are right-aligned (they hold figures). */
export function table(headers: string[], rows: string[][]): string {
  const esc = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (cells: string[]) => `| ${cells.map(esc).join(' | ')} |`;
  return [
    line(headers),
    `|${headers.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

export const kb = (bytes: number) => (bytes === 0 ? '0' : `${(bytes / 1024).toFixed(1)} KB`);
export const sec = (s: number | undefined) => (s === undefined ? '–' : `${s.toFixed(1)} s`);
export const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
const mb = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n).toLocaleString('en-US')} MB`);
const mark = (met: boolean | null) => (met === null ? '–' : met ? '✅' : '❌');

/** The report as Markdown: what `npm run bench` prints and saves as reports/bench.md. */
export function markdownReport(r: BenchReport): string {
  const m = r.machine;
  const out = [
    `# Benchmark ${r.date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB RAM, Node ${m.node}, ${m.platform}${m.chromium ? `, ${m.chromium}` : ''}.${r.minutes ? ` The run took ${r.minutes.toFixed(1)} minutes.` : ''}`,
    '',
    `Load average ${m.loadAverage.start.toFixed(1)} at the start and ${m.loadAverage.end.toFixed(1)} at the end (${m.cpus} cores).${busy(m) ? ' Other work was running: wall times are longer than on an idle machine; CPU times show the work itself.' : ''}`,
  ];
  const lh = r.pages.filter((p) => p.lighthouse);
  if (lh.length) {
    out.push('', `## Lighthouse: mobile, simulated throttling, median of ${lh[0].lighthouse!.runs.length} runs`, '');
    out.push(
      table(
        ['Page', 'URL', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
        lh.map((p) => {
          const { scores: s, metrics: x } = p.lighthouse!.median;
          return [
            p.label,
            p.url,
            String(s.performance),
            String(s.accessibility),
            String(s['best-practices']),
            String(s.seo),
            ms(x.fcp),
            ms(x.lcp),
            ms(x.tbt),
            x.cls.toFixed(3),
          ];
        }),
      ),
    );
  }
  const largest = (k: 'html' | 'css' | 'js') => Math.max(0, ...r.routes.map((p) => p[k]));
  if (r.routes.length)
    out.push(
      '',
      '## Bytes per page: HTML, CSS and JavaScript gzip as served; images as sent to a 390 × 844 phone at 3×',
      '',
    );
  if (r.routes.length)
    out.push(
      table(
        ['Page', 'HTML', 'CSS', 'JavaScript', 'Images above the fold', 'Largest of them'],
        [
          ...r.pages.map((p) => [
            p.label,
            kb(p.bytes.html),
            kb(p.bytes.css),
            kb(p.bytes.js),
            p.aboveFold ? `${kb(p.aboveFold.bytes)} (${p.aboveFold.images.length})` : '–',
            p.aboveFold?.hero ? `${kb(p.aboveFold.hero.bytes)} ${p.aboveFold.hero.src.split('/').pop()}` : '–',
          ]),
          [
            `Largest of all ${r.routes.length} pages`,
            kb(largest('html')),
            kb(largest('css')),
            kb(largest('js')),
            '',
            '',
          ],
        ],
      ),
    );
  if (r.islands) {
    const i = r.islands;
    out.push('', '## Islands: first-party JavaScript gzip before and after using every island; data fetched apart', '');
    out.push(
      table(
        [
          'Page',
          'Before any interaction',
          'After using every island',
          'Each island alone: all it loads / its own code',
          'Data fetched',
        ],
        i.pages.map((p) => [
          p.url,
          kb(p.before),
          kb(p.after),
          p.islands.map((x) => `${x.name} ${kb(x.loads)} / ${kb(x.own)}`).join('; '),
          p.data.map((d) => `${d.path} ${kb(d.bytes)}`).join(', ') || '–',
        ]),
      ),
    );
    out.push('', `React and what every island shares: ${kb(i.shared)}.`, '');
    out.push(
      table(
        ['First input on a 4x slower CPU', 'Page', 'To its result on screen'],
        i.firstInput.map((f) => [f.label, f.url, ms(f.ms)]),
      ),
    );
  }
  if (r.forms) out.push('', '## Forms under load and faults', '', ...formsLines(r.forms));
  const builds = [...r.builds, ...r.scale, ...(r.rebuild ? [r.rebuild] : [])];
  if (builds.length) out.push('', ...buildLines(builds));
  out.push(
    '',
    '## Targets',
    '',
    table(
      ['Target', 'Measured', 'Met', 'Where a miss comes from'],
      r.targets.map((t) => [t.target, t.measured, mark(t.met), t.why ?? '']),
    ),
    '',
  );
  return out.join('\n');
}

/** The table of builds: one row per build, with what each 1,000 more pages cost over the row before. */
function buildLines(builds: (BuildFigures | OneCityRebuild)[]): string[] {
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

/** More runnable work than cores at either end of the run. */
export const busy = (m: BenchReport['machine']) => Math.max(m.loadAverage.start, m.loadAverage.end) > m.cpus;

import type { BuildFigures } from './build.ts';
import { formsLines } from './forms.ts';
import type { BenchReport } from './report-types.ts';

/** A Markdown table; columns after the first are right-aligned (they hold figures). */
export function table(headers: string[], rows: string[][]): string {
  const esc = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (cells: string[]) => `| ${cells.map(esc).join(' | ')} |`;
  return [line(headers), `|${headers.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...rows.map(line)].join('\n');
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
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB RAM, Node ${m.node}, ${m.platform}, ${m.chromium}.${r.minutes ? ` The run took ${r.minutes.toFixed(1)} minutes.` : ''}`,
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
          return [p.label, p.url, String(s.performance), String(s.accessibility), String(s['best-practices']), String(s.seo), ms(x.fcp), ms(x.lcp), ms(x.tbt), x.cls.toFixed(3)];
        }),
      ),
    );
  }
  out.push('', '## Bytes per page: HTML, CSS and JavaScript gzip as served; images as sent to a 390 × 844 phone at 3×', '');
  const largest = (k: 'html' | 'css' | 'js') => Math.max(0, ...r.routes.map((p) => p[k]));
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
        [`Largest of all ${r.routes.length} pages`, kb(largest('html')), kb(largest('css')), kb(largest('js')), '', ''],
      ],
    ),
  );
  if (r.islands) {
    const i = r.islands;
    out.push('', '## Islands: first-party JavaScript gzip before and after using every island; data fetched apart', '');
    out.push(
      table(
        ['Page', 'Before any interaction', 'After using every island', 'Each island alone: all it loads / its own code', 'Data fetched'],
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
  const builds = [...r.builds, ...r.scale];
  if (builds.length) {
    out.push('', '## Build: the steps of `npm run build` (codegen, bundles, pre-rendering), wall time', '');
    out.push(table(['Site', 'Cities', 'Pages', 'Validate data', 'Codegen', 'Bundles', 'Pre-render', 'Host files', 'Build', 'Build CPU time', 'Peak memory', 'Per page'], builds.map(buildRow)));
  }
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

function buildRow(b: BuildFigures): string[] {
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    b.label,
    n(b.cities),
    n(b.pages),
    sec(b.validate?.seconds),
    sec(b.codegen.seconds),
    sec(b.bundle.seconds),
    sec(b.prerender.seconds),
    sec(b.hostFiles?.seconds),
    sec(b.seconds),
    sec(b.cpuSeconds ?? undefined),
    mb(b.peakMB),
    ms((b.seconds * 1000) / b.pages),
  ];
}

/** More runnable work than cores at either end of the run. */
export const busy = (m: BenchReport['machine']) => Math.max(m.loadAverage.start, m.loadAverage.end) > m.cpus;

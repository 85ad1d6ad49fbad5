import { buildLines } from './build-table.ts';
import { formsLines } from './forms.ts';
import { kb, mark, ms, table } from './markdown.ts';
import { peersLines } from './peers/report.ts';
import type { BenchReport } from './report-types.ts';

/** The report as Markdown: what `npm run bench` prints and saves as reports/bench.md. */
export function markdownReport(r: BenchReport): string {
  const m = r.machine;
  const out = [
    `# Benchmark ${r.date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB RAM, Node ${m.node}, ${m.platform}${m.chromium ? `, ${m.chromium}` : ''}.${r.minutes ? ` The run took ${r.minutes.toFixed(1)} minutes.` : ''}`,
    '',
    `Load average ${m.loadAverage.start.toFixed(1)} at the start and ${m.loadAverage.end.toFixed(1)} at the end (${m.cpus} cores).${m.files ? ` The copies were built ${m.files === 'memory' ? 'in memory (a tmpfs)' : 'on disk'}.` : ''}${busy(m) ? ' Other work was running: wall times are longer than on an idle machine; CPU times show the work itself.' : ''}`,
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
  if (r.peers) out.push('', ...peersLines(r.peers));
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

/** More runnable work than cores at either end of the run. */
export const busy = (m: BenchReport['machine']) => Math.max(m.loadAverage.start, m.loadAverage.end) > m.cpus;

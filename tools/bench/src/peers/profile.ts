import { table } from '../markdown.ts';
import type { PeersRow } from './run.ts';

/**
 * Where this site's build spends its time at each size, from the build report of its turn of least CPU time: each
 * step's wall seconds, each process's CPU seconds (the render processes together, their starts included), and each
 * kind of page's pages, filled pages (./scripts/build/fill/) and CPU per page. Nothing when no build reported it.
 */
export function profileLines(rows: Pick<PeersRow, 'generated' | 'profile'>[]): string[] {
  const profiled = rows.filter((r) => r.profile);
  if (!profiled.length) return [];
  const s = (x: number | undefined) => (x === undefined ? '–' : `${x.toFixed(1)} s`);
  const size = (r: { generated: number }) => `+ ${r.generated.toLocaleString('en-US')}`;
  const kinds = [...new Set(profiled.flatMap((r) => Object.keys(r.profile!.templates ?? {})))];
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    '',
    "### Where this site's build spends its time",
    '',
    table(
      [
        'Generated cities',
        'codegen',
        'bundles',
        'pages',
        'host files',
        'CPU: codegen',
        'bundles',
        'renderers',
        'build',
      ],
      profiled.map((r) => {
        const { steps, cpuSeconds: cpu } = r.profile!;
        return [
          size(r),
          ...[steps?.codegen, steps?.bundles, steps?.pages, steps?.hostFiles].map(s),
          ...[cpu?.codegen, cpu?.bundles, cpu?.pages, cpu?.build].map(s),
        ];
      }),
    ),
    '',
    table(
      ['Kind of page', ...profiled.map(size)],
      kinds.map((k) => [
        k,
        ...profiled.map((r) => {
          const t = r.profile!.templates?.[k];
          return t ? `${n(t.pages)} (${n(t.filled)} filled), ${(t.ms / t.pages).toFixed(2)} ms` : '–';
        }),
      ]),
    ),
    '',
    [
      'Wall seconds of each step (the renderer begun with codegen renders while it runs), then CPU seconds of each',
      "process (user + system; `bundles` 0 when copied from the cache), from the build's dist/build-report.json;",
      'then the pages of each kind, those filled from their marked template, and CPU milliseconds per page.',
    ].join(' '),
  ];
}

import { table } from '../markdown.ts';
import { profileLines } from './profile.ts';
import { type Builder, PEERS, type PeersFigures, type PeersRow } from './run.ts';

const LABELS: Record<Builder, string> = {
  ours: 'this site',
  eleventy: 'Eleventy',
  astro: 'Astro (.astro)',
  'astro-react': 'Astro + React components',
};
const BUILDERS: Builder[] = ['ours', ...PEERS];

/** The best of a builder's turns: the one least slowed by other work on the machine. */
export const best = (row: PeersRow, b: Builder) => Math.min(...row.seconds[b]);

/** The least CPU time of a builder's turns, or undefined where none was measured. */
export function bestCpu(row: PeersRow, b: Builder): number | undefined {
  const known = (row.cpuSeconds?.[b] ?? []).filter((x): x is number => x !== null);
  return known.length ? Math.min(...known) : undefined;
}

/**
 * The straight line through a builder's best times at the smallest and largest sizes: seconds per page (the slope)
 * and the fixed cost (where the line meets zero pages). Undefined with fewer than two sizes.
 */
export function costLine(rows: PeersRow[], b: Builder): { perPage: number; fixed: number } | undefined {
  const sorted = [...rows].sort((x, y) => x.pages[b] - y.pages[b]);
  const [first, last] = [sorted[0], sorted.at(-1)];
  if (!first || !last || last.pages[b] === first.pages[b]) return undefined;
  const perPage = (best(last, b) - best(first, b)) / (last.pages[b] - first.pages[b]);
  return { perPage, fixed: best(first, b) - perPage * first.pages[b] };
}

/** The peers' section of the report: times, ratios to ours, per-page and fixed costs, and the text check. */
export function peersLines(f: PeersFigures): string[] {
  const s = (x: number) => `${x.toFixed(1)} s`;
  const rows = f.rows.map((r) => [
    `+ ${r.generated.toLocaleString('en-US')}`,
    ...BUILDERS.map((b) =>
      b === 'ours' ? s(best(r, b)) : `${s(best(r, b))} (× ${(best(r, b) / best(r, 'ours')).toFixed(2)})`,
    ),
  ]);
  const lines = BUILDERS.map((b) => costLine(f.rows, b));
  const cpu = (r: PeersRow, b: Builder) => {
    const [mine, ours] = [bestCpu(r, b), bestCpu(r, 'ours')];
    if (mine === undefined) return '–';
    return b === 'ours' || ours === undefined ? s(mine) : `${s(mine)} (× ${(mine / ours).toFixed(2)})`;
  };
  const cpuRows = f.rows.some((r) => r.cpuSeconds)
    ? [
        '',
        table(
          ['CPU time', ...BUILDERS.map((b) => LABELS[b])],
          f.rows.map((r) => [`+ ${r.generated.toLocaleString('en-US')}`, ...BUILDERS.map((b) => cpu(r, b))]),
        ),
      ]
    : [];
  const versions = Object.entries(f.versions)
    .map(([n, v]) => `${n} ${v}`)
    .join(', ');
  return [
    '## Peers: the same city pages built by Eleventy and Astro',
    '',
    table(['Generated cities', ...BUILDERS.map((b) => LABELS[b])], rows),
    ...cpuRows,
    '',
    table(
      ['Cost', ...BUILDERS.map((b) => LABELS[b])],
      [
        ['per 1,000 pages', ...lines.map((l) => (l ? s(l.perPage * 1000) : '–'))],
        ['fixed (the line at 0 pages)', ...lines.map((l) => (l ? s(l.fixed) : '–'))],
      ],
    ),
    '',
    [
      `Wall time, then CPU time (user + system, every process), each the best of ${f.rows[0]?.seconds.ours.length ?? 0}`,
      'interleaved turns (this site, then each peer, then again), each started with its output folder removed;',
      "a peer's figure in brackets is its time over this site's. Each peer writes one page per city file (the real",
      `cities and the generated ones), this site its whole site (${f.rows.map((r) => r.pages.ours.toLocaleString('en-US')).join(', ')} pages).`,
      `${versions}${f.installSeconds === undefined ? '' : `; the peers' packages installed in ${f.installSeconds.toFixed(0)} s`}.`,
    ].join(' '),
    '',
    ...PEERS.map((p) => {
      const failed = f.rows.find((r) => r.sameText[p] !== null);
      const verdict = failed
        ? `its text differs from ours at ${failed.generated.toLocaleString('en-US')} generated cities, ${failed.sameText[p]}`
        : 'its city pages carry the same text as ours (three pages checked at each size)';
      return `- ${LABELS[p]}: ${verdict}`;
    }),
    ...profileLines(f.rows),
  ];
}

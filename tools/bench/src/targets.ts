import { CATEGORIES } from './lighthouse.ts';
import { INTERACTIVE_KINDS } from './pages.ts';
import type { BenchReport, TargetResult } from './report-types.ts';
import { maxBy, scaleTargets, sec, slowestStep } from './scale-targets.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const name = (path: string) => path.split('/').pop();

/**
 * The speed and size targets of the pages (decision 15), each checked against what the run measured; a miss says
 * where it comes from.
 */
export function evaluateTargets(r: Omit<BenchReport, 'targets'>): TargetResult[] {
  const out: TargetResult[] = [];
  const add = (target: string, measured: string, met: boolean | null, why?: () => string) =>
    out.push({ target, measured, met, ...(met === false && why ? { why: why() } : {}) });
  const unmeasured = (target: string) => add(target, 'not measured in this run', null);
  const page = (url: string) => r.pages.find((p) => p.url === url);

  // Before any interaction a page loads what its HTML names and those scripts import (islands load on first use).
  const filesOf = (url: string) =>
    (page(url)?.bytes.files.js ?? []).map((f) => `${name(f.path)} ${kb(f.bytes)}`).join(', ') ||
    'see reports/bench.json';
  const content = r.routes.filter((p) => !INTERACTIVE_KINDS.has(p.kind));
  const maxContent = maxBy(content, (p) => p.js);
  if (maxContent)
    add(
      'JavaScript ≤ 2 KB gzip on content pages',
      `largest ${kb(maxContent.js)} (${maxContent.url}, of ${content.length} pages)`,
      maxContent.js <= 2 * KB,
      () => filesOf(maxContent.url),
    );
  const maxAll = maxBy(r.routes, (p) => p.js);
  if (maxAll)
    add(
      'JavaScript ≤ 5 KB gzip on every page before any interaction',
      `largest ${kb(maxAll.js)} (${maxAll.url})`,
      maxAll.js <= 5 * KB,
      () => filesOf(maxAll.url),
    );
  const used = maxBy(r.islands?.pages ?? [], (p) => p.after);
  if (!r.islands) unmeasured('JavaScript ≤ 80 KB gzip after using every island of a page');
  else if (used)
    add(
      'JavaScript ≤ 80 KB gzip after using every island of a page',
      `largest ${kb(used.after)} (${used.url})`,
      used.after <= 80 * KB,
      () =>
        `React and what every island shares ${kb(r.islands!.shared)}; ${used.islands.map((i) => `${i.name} ${kb(i.own)}`).join(', ')}`,
    );
  for (const f of (r.islands?.firstInput ?? []).filter((x) => x.target !== false))
    add(
      `${f.label} ≤ 300 ms on a 4x slower CPU`,
      `${Math.round(f.ms)} ms (${f.url})`,
      f.ms <= 300,
      () => 'includes loading React, the island and its data on the first input',
    );
  if (r.forms) {
    const { kill, cloudflare } = r.forms;
    add(
      'No accepted form post lost to kill -9 on npm start',
      `${kill.stored} of ${kill.accepted} stored`,
      kill.stored === kill.accepted,
    );
    if (cloudflare)
      add(
        "Every valid post through Cloudflare's runtime answered 201 and stored in D1",
        `${cloudflare.accepted} answered 201, ${cloudflare.stored} stored, of ${cloudflare.total}`,
        cloudflare.accepted === cloudflare.total && cloudflare.stored === cloudflare.total,
      );
    else unmeasured("Every valid post through Cloudflare's runtime answered 201 and stored in D1");
  } else unmeasured('No accepted form post lost to kill -9 on npm start');
  const maxCss = maxBy(r.routes, (p) => p.css);
  if (maxCss) add('CSS ≤ 15 KB gzip per page', `largest ${kb(maxCss.css)} (${maxCss.url})`, maxCss.css <= 15 * KB);

  const heroes = r.pages.flatMap((p) => (p.aboveFold?.hero ? [{ url: p.url, ...p.aboveFold.hero }] : []));
  if (!r.pages.some((p) => p.aboveFold)) unmeasured('Hero image ≤ 60 KB on a phone');
  else {
    const big = maxBy(heroes, (h) => h.bytes);
    add(
      'Hero image ≤ 60 KB on a phone',
      big ? `largest ${kb(big.bytes)} (${name(big.src)} on ${big.url})` : 'no image above the fold on any page',
      !big || big.bytes <= 60 * KB,
      () => `shown ${Math.round(big!.width)} CSS px wide`,
    );
  }

  const lh = r.pages.filter((p) => p.lighthouse);
  const failed = (p: (typeof lh)[number], prefix: string) => {
    const ids = p.lighthouse!.runs.flatMap((run) =>
      run.failed.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length)),
    );
    return (
      [...new Set(ids)]
        .map((id) => `${id} (${ids.filter((i) => i === id).length} of ${p.lighthouse!.runs.length} runs)`)
        .join(', ') || 'no single audit failed in every run'
    );
  };
  if (!lh.length)
    unmeasured('Lighthouse mobile medians: performance ≥ 98; accessibility, best practices, SEO 100; CLS 0');
  for (const c of lh.length ? CATEGORIES : []) {
    const worst = maxBy(lh, (p) => -p.lighthouse!.median.scores[c])!;
    const min = c === 'performance' ? 98 : 100;
    const score = worst.lighthouse!.median.scores[c];
    add(
      `Lighthouse ${c} ≥ ${min} on every kind of page`,
      `lowest ${score} (${worst.label})`,
      score >= min,
      () => `${worst.url}: ${failed(worst, `${c}: `)}`,
    );
  }
  if (lh.length) {
    const worst = maxBy(lh, (p) => p.lighthouse!.median.metrics.cls)!;
    const cls = worst.lighthouse!.median.metrics.cls;
    add(
      'CLS 0 on every kind of page',
      `highest ${cls.toFixed(3)} (${worst.label})`,
      cls === 0,
      () => `${worst.url} shifts after it first paints`,
    );
  }

  if (!r.builds.length) unmeasured('Real site builds in < 15 s');
  for (const b of r.builds)
    add(`Real site builds in < 15 s (${b.label})`, sec(b.build.seconds), b.build.seconds < 15, () => slowestStep(b));
  scaleTargets(r, add, unmeasured);
  return out;
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TRANSLATIONS } from '../../src/lib/i18n/locale.ts';
import { pageKind } from '../../src/lib/routing/page-kinds.ts';
import type { Route } from '../../src/lib/routing/routes.ts';
import { notFoundFolders, routeFile } from '../../src/lib/serving/serving-rules.ts';

// What the build asks its render processes (prerender.ts) to do, and what they answer (prerender-worker.ts).

/** A page to render: its URL, the file it is written to under dist/client, and the status it must answer with. */
export interface PageJob {
  url: string;
  file: string;
  status: number;
  /** Pages with the same template (and language) are rendered alike: all but the first without Vike's per-page work. */
  template?: string;
}

/** What a render process reports: once loaded, after each page, after each batch (with its peak memory in MB so far), or its error. */
export type WorkerMessage =
  /** Started before the bundle was written, it waits to be told it is (Renderers.release). */
  | { waiting: true }
  | { ready: true }
  /**
   * Pages written since the last report, sent at most every 50 ms (prerender-worker.ts) and before a batch's end: progress counts
   * pages, not batches, so a long batch still moves the bar (a message per page cost 3% of a renderer's time).
   */
  | { pages: number }
  /**
   * A batch's end: its figures (its peak memory and CPU seconds: the process's so far, its start included; its
   * warnings: why a template of the batch could not be learned, its pages all rendered by Vike, more slowly).
   */
  | (Rendered & { done: number })
  | { error: string };

/**
 * A template's pages in a batch or a build: how many, how many of them were filled from marked markup
 * (fill/template-fill.ts) rather than rendered by React, and the CPU time they took to render and write, in ms.
 */
export interface TemplateFigures {
  pages: number;
  filled: number;
  ms: number;
}

/** The key of TemplateFigures for the pages without a template (pages of one, 404 pages): each rendered by Vike. */
export const PAGES_OF_ONE = 'pages of one';

/** What a run of renderers reports (prerender.ts): what the processes said of their batches, added up. */
export interface Rendered {
  changed: number;
  direct: number;
  /** Pages by template ('pages of one' for the others), with the CPU time they took. */
  kinds: Record<string, TemplateFigures>;
  hashes: Record<string, string[]>;
  /** Why pages were rendered the slow way (learnTemplate), each once however many processes found it. */
  warnings: string[];
  peakMB: number;
  /** CPU seconds of the render processes, their starts included. */
  cpuSeconds: number;
}

/** Adds what a render process reported of a batch (its `done` message) to the run's figures. */
export function addBatch(result: Rendered, m: Extract<WorkerMessage, { done: number }>): void {
  result.changed += m.changed;
  result.direct += m.direct;
  for (const [name, k] of Object.entries(m.kinds)) {
    result.kinds[name] ??= { pages: 0, filled: 0, ms: 0 };
    const sum = result.kinds[name];
    sum.pages += k.pages;
    sum.filled += k.filled;
    sum.ms += k.ms;
  }
  result.peakMB = Math.max(result.peakMB, m.peakMB);
  Object.assign(result.hashes, m.hashes);
  for (const w of m.warnings) if (!result.warnings.includes(w)) result.warnings.push(w);
}

/** The site's 404 page: what Vike renders for an address no route matches. */
export const NOT_FOUND_JOB: PageJob = { url: '/__no-such-page__', file: '404.html', status: 404 };

/** The 404 pages: the site's, and each translation's in its own language (es/404.html) when it has pages. */
export function notFoundJobs(routes: Pick<Route, 'url'>[]): PageJob[] {
  const roots = notFoundFolders(routes).filter((f) => TRANSLATIONS.some((l) => f === `/${l}`));
  return [
    NOT_FOUND_JOB,
    ...roots.map((root) => ({ url: `${root}/__no-such-page__`, file: routeFile(`${root}/404`), status: 404 })),
  ];
}

export const pageJob = (url: string, template?: string): PageJob => ({
  url,
  file: routeFile(url),
  status: 200,
  template,
});

/**
 * The jobs for the `changed` routes. A page's template is its kind's and its language's: the pages of a kind with
 * more than one (cities, services, projects, categories) are rendered alike, all but the first without Vike's
 * per-page work.
 */
export function pageJobs(routes: Route[], changed: Route[]): PageJob[] {
  const templateOf = (r: Route) => `${r.kind} ${r.locale}`;
  const perTemplate = new Map<string, number>();
  for (const r of routes) perTemplate.set(templateOf(r), (perTemplate.get(templateOf(r)) ?? 0) + 1);
  return changed.map((r) => pageJob(r.url, perTemplate.get(templateOf(r))! > 1 ? templateOf(r) : undefined));
}

/**
 * The jobs of the pages whose data is bundled (their kind's row reads nothing else at render time), from the routes
 * generated/fixed-routes.ts holds: rendered while codegen runs when the bundles, made from that folder, are kept.
 */
export async function bundledJobs(generated: string): Promise<PageJob[]> {
  const { fixedRoutes } = (await import(pathToFileURL(path.join(generated, 'fixed-routes.ts')).href)) as {
    fixedRoutes: Route[];
  };
  return pageJobs(
    fixedRoutes,
    fixedRoutes.filter((r) => pageKind(r.kind).reads === 'bundled'),
  );
}

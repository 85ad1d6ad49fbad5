import type { RouteKind } from '../../../src/lib/routing/routes.ts';
import type { AboveFold } from './above-fold.ts';
import type { BuildFigures } from './build.ts';
import type { FormsFigures } from './forms.ts';
import type { IslandFigures } from './islands.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { PageBytes } from './page-bytes.ts';
import type { MeasuredPage } from './pages.ts';
import type { PeersFigures } from './peers/run.ts';
import type { OneCityRebuild } from './scale.ts';

/** What one benchmark run found; saved as reports/bench.json. */
export interface BenchReport {
  date: string;
  minutes?: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGB: number;
    node: string;
    platform: string /** Absent when no browser ran (--scale-only). */;
    chromium?: string;
    loadAverage: { start: number; end: number };
    /** Where the copies were built: in memory (a tmpfs) or on disk (absent in reports saved before it was recorded). */
    files?: 'memory' | 'disk';
  };
  /** The real site: the first build after a clone (empty caches), then a rebuild with nothing changed. */
  builds: BuildFigures[];
  /** The real site plus N generated cities, for each N: full builds. */
  scale: BuildFigures[];
  /** One generated city edited, then an incremental build, compared with a full build. */
  rebuild?: OneCityRebuild;
  /** One page of each measured kind. */
  pages: (MeasuredPage & { bytes: PageBytes; aboveFold?: AboveFold; lighthouse?: LighthouseResult })[];
  /** HTML, CSS and JavaScript bytes (gzip) of every prerendered route. */
  routes: { url: string; kind: RouteKind; html: number; css: number; js: number }[];
  /** Scripts of the pages with islands before and after using them, and the first input's time on a slow CPU. */
  islands?: IslandFigures;
  /** The forms under load and under kill -9, on npm start and in Cloudflare's local runtime. */
  forms?: FormsFigures;
  /** This site's build against Eleventy and Astro rendering the same city pages (`--peers`). */
  peers?: PeersFigures;
  targets: TargetResult[];
}

export interface TargetResult {
  target: string;
  measured: string;
  /** null when this run did not measure it (a part was skipped). */
  met: boolean | null;
  /** For a miss: where it comes from, as far as the figures tell. */
  why?: string;
}

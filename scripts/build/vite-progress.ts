import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Route } from '../../src/lib/routing/routes.ts';

/** What `vike build` tells scripts/build.ts, which starts it with an IPC channel, while it bundles. */
export type BundleMessage =
  | { type: 'images'; done: number; total: number }
  | { type: 'bundle'; name: string; files: number; bytes: number; seconds: number }
  /** A process's peak memory in MB and the CPU seconds it has used so far (user and system, all its threads). */
  | { type: 'peak'; mb: number; cpu?: number }
  /** From Vite started before codegen had written generated/: it waits for codegen's end (AFTER_CODEGEN). */
  | { type: 'waiting' }
  /** From codegen: the routes it wrote to generated/routes.ts. */
  | { type: 'routes'; routes: Route[] };

/** The CPU seconds this process has used (user and system, all its threads). */
export function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** A photo vite-imagetools resizes and re-encodes (a query with its directives), not an SVG or a `?url` import. */
export const isProcessedImage = (id: string) =>
  /\.(avif|gif|heic|heif|jpe?g|png|tiff?|webp)\?(.*&)?(as|format|w|h)=/.test(id);

/** The photos a module imports for vite-imagetools: generated/images.ts imports every photo the site shows. */
export function processedImageImports(source: string): string[] {
  return [...new Set([...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]).filter(isProcessedImage))];
}

/** Set in Vite's environment by scripts/build.ts when it starts Vite before codegen's end. */
export const AFTER_CODEGEN = 'BUNDLE_AFTER_CODEGEN';

/**
 * Reports the build's progress to scripts/build.ts: photos processed (of those generated/images.ts imports), each
 * bundle written (files, bytes, time) and the process's peak memory. It says nothing when Vite was started any
 * other way (no IPC channel), so `vike build` run by hand prints what it always prints.
 */
export function buildProgress(imagesModule = 'generated/images.ts'): Plugin {
  const send = (m: BundleMessage) => process.send?.(m);
  // Started by scripts/build.ts before codegen has written generated/ (a first build), Vite loads itself and its
  // configuration meanwhile and begins bundling once told codegen is done; it says it waits only once it listens.
  const codegenDone =
    process.env[AFTER_CODEGEN] && process.send
      ? new Promise<void>((resolve) => {
          process.on('message', (m: { type?: string }) => {
            if (m.type === 'codegen-done') resolve();
          });
          send({ type: 'waiting' });
        })
      : undefined;
  const seen = new Set<string>();
  let total = 0;
  const started = new Map<string, number>();
  return {
    name: 'build-progress',
    apply: 'build',
    async buildStart() {
      await codegenDone;
      started.set(this.environment.name, performance.now());
      if (total) return;
      const file = path.resolve(imagesModule);
      total = fs.existsSync(file) ? processedImageImports(fs.readFileSync(file, 'utf8')).length : 0;
      send({ type: 'images', done: 0, total });
    },
    transform(_code, id) {
      if (!isProcessedImage(id) || seen.has(id) || seen.size >= total) return;
      seen.add(id);
      send({ type: 'images', done: seen.size, total });
    },
    writeBundle(_options, bundle) {
      const files = Object.values(bundle);
      const bytes = files.reduce(
        (n, f) =>
          n +
          (f.type === 'chunk'
            ? Buffer.byteLength(f.code)
            : typeof f.source === 'string'
              ? Buffer.byteLength(f.source)
              : f.source.byteLength),
        0,
      );
      const name = this.environment.name;
      send({
        type: 'bundle',
        name,
        files: files.length,
        bytes,
        seconds: (performance.now() - (started.get(name) ?? performance.now())) / 1000,
      });
      send({ type: 'peak', mb: Math.round(process.resourceUsage().maxRSS / 1024), cpu: cpuSeconds() });
    },
  };
}

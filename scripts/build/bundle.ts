/**
 * `vike build` as a step of the build (scripts/build.ts), in a process of its own. Vite lists every file it writes
 * (hundreds of lines): that list goes to dist/build.log, the terminal gets the images' progress and a line per
 * bundle, from the build-progress plugin (./vite-progress.ts).
 *
 * The build may start it while codegen still runs, from the generated/ of the last run (decision 51): it then keeps
 * the bundles only if codegen wrote the same bundled files again, which the bundle fingerprint (./state.ts) tells.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cachedBundles, restoreBundles } from './bundle-cache.ts';
import { parkPages } from './parked-pages.ts';
import { type Known, NODE_FLAGS } from './plan.ts';
import { progress } from './progress.ts';
import { bundleKey } from './state.ts';
import { startStep } from './steps.ts';
import { AFTER_CODEGEN } from './vite-progress.ts';

export interface Bundling {
  /** When it ended: whether it succeeded (on failure, the end of its log), its peak memory, time and images. */
  done: Promise<{
    ok: boolean;
    failure?: string;
    peakMB: number;
    seconds: number;
    /** CPU seconds of `vike build` (as it last reported them; 0 from the cache). */
    cpuSeconds: number;
    images: number;
    /** The bundles were copied from the cache (./bundle-cache.ts), not made. */
    cached?: boolean;
  }>;
  /** Stops it: the bundles it was making are not wanted. */
  stop(): Promise<void>;
  /** Lets one started with `afterCodegen` begin bundling: codegen has written generated/. */
  codegenDone(): void;
}

const n = (v: number) => v.toLocaleString('en-US');

/** What the build knows of its bundles before codegen runs (./plan.ts Known), read from disk. */
export function knownBundles(root: string, lastBundleKey: string | undefined): Known {
  const keyBefore = fs.existsSync(path.join(root, 'generated/routes.ts')) ? bundleKey(root) : undefined;
  return {
    keyBefore,
    lastBundleKey,
    serverBundle: fs.existsSync(path.join(root, 'dist/server/entry.mjs')),
    cachedBundle: cachedBundles(root, keyBefore),
  };
}

/** The bundles made from `key` copied from the cache (./bundle-cache.ts) when kept there, else `vike build` started. */
export const bundling = (root: string, logFile: string, key: string | undefined): Bundling =>
  cachedBundles(root, key) ? cachedBundle(root, key) : startBundle(root, logFile);

/** The bundles made from `key`, copied from the cache at once instead of made. */
function cachedBundle(root: string, key: string): Bundling {
  const started = performance.now();
  restoreBundles(root, key);
  const seconds = (performance.now() - started) / 1000;
  return {
    done: Promise.resolve({ ok: true, peakMB: 0, seconds, cpuSeconds: 0, images: 0, cached: true }),
    stop: async () => {},
    codegenDone: () => {},
  };
}

export function startBundle(root: string, logFile: string, o: { afterCodegen?: boolean } = {}): Bundling {
  const started = performance.now();
  // Told once both codegen is done and Vite listens (it says so), whichever comes last.
  let waiting = false;
  let told = false;
  const tell = () => {
    if (waiting && told) step.send({ type: 'codegen-done' });
  };
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  // Vite empties dist/client before it writes there: the pages are set aside first, to be written over.
  parkPages(path.join(root, 'dist/client'));
  let imageProgress: ReturnType<typeof progress> | undefined;
  let images = 0;
  const step = startStep(root, [...NODE_FLAGS.bundle, path.join(root, 'node_modules/vike/bin.js'), 'build'], {
    log: logFile,
    ...(o.afterCodegen ? { env: { [AFTER_CODEGEN]: '1' } } : {}),
    onMessage: (m) => {
      if (m.type === 'waiting') {
        waiting = true;
        tell();
      } else if (m.type === 'images' && m.total > 0) {
        imageProgress ??= progress('Processing images', m.total);
        imageProgress.update(m.done);
        images = m.done;
      } else if (m.type === 'bundle') {
        (imageProgress?.log ?? console.log)(
          `Bundled ${m.name === 'ssr' ? 'server' : m.name}: ${n(m.files)} files, ${(m.bytes / 1024 / 1024).toFixed(1)} MB in ${m.seconds.toFixed(1)} s`,
        );
      }
    },
  });
  const done = step.ended.then(({ code, peak, cpu }) => {
    imageProgress?.end();
    const seconds = (performance.now() - started) / 1000;
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    if (code !== 0) {
      const tail = log.trimEnd().split('\n').slice(-40).join('\n');
      const failure = `${tail}\n\nBundling failed (exit code ${code}); Vite's whole output is in ${path.relative(root, logFile)}.`;
      return { ok: false, failure, peakMB: peak, seconds, cpuSeconds: cpu, images };
    }
    const warnings = log.match(/^.*(\bwarn(ing)?\b|\(!\)).*$/gim) ?? [];
    console.log(
      `Vite's list of files${warnings.length ? ` and ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}: ${path.relative(root, logFile)}`,
    );
    return { ok: true, peakMB: peak, seconds, cpuSeconds: cpu, images };
  });
  return {
    done,
    stop: step.stop,
    codegenDone: () => {
      told = true;
      tell();
    },
  };
}

/**
 * A renderer started beside the bundling (scripts/build/prerender-worker.ts, `bundling`) whose build stops before the
 * bundle is written, as when codegen finds a mistake in the data: it ends at once, quietly. It once waited on for the
 * bundle and ended with Node's "Detected unsettled top-level await" warning, printed under the marketer's list of
 * mistakes.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

it('a renderer waiting for the bundle ends quietly, with 0, when the build goes away', async () => {
  const worker = fork(
    path.join(ROOT, 'scripts/build/prerender-worker.ts'),
    [ROOT, path.join(ROOT, 'dist/client'), 'empty', 'full', 'bundling'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  let output = '';
  worker.stdout?.on('data', (d) => (output += d));
  worker.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  await new Promise((resolve) => worker.once('message', resolve)); // { waiting: true }
  worker.disconnect();
  expect(await exited).toBe(0);
  expect(output).toBe('');
}, 60_000);

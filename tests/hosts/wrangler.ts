/**
 * Wrangler as the host tests run it: by path (the package's own bin), without metrics or prompts, with its registry of
 * local Workers (where a `wrangler dev` finds the Workers its service bindings name when they run in another process)
 * and its emulated D1, R2 and e-mails in the test's own folder `state`, so that no two test files' runtimes meet. The
 * tests run the Workers a Worker binds in its own runtime (`-c` once per configuration).
 */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const WRANGLER = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');

export const wranglerEnv = (state: string) => ({
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CI: '1',
  WRANGLER_REGISTRY_PATH: path.join(state, 'registry'),
});

/** `wrangler dev`'s and `wrangler pages dev`'s arguments for a local run at 127.0.0.1:`port`, its state in `state`. */
export const localRun = (port: number, inspector: number, state: string) => [
  ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)],
  ...['--persist-to', state],
];

// The build's helpers for running a step in a process of its own, timing the steps and copying files (scripts/build.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BundleMessage } from './vite-progress.ts';

/**
 * A step started in a Node process of its own: its exit code, peak memory in MB and CPU seconds (as it last reported
 * them) once it ends, and a way to stop it.
 */
export interface Step {
  ended: Promise<{ code: number | null; peak: number; cpu: number }>;
  stop(): Promise<void>;
  /** Sends the step a message over its IPC channel. */
  send(m: object): void;
}

/**
 * Starts a step in a Node process of its own, with an IPC channel for what it reports (its peak memory, Vite's
 * progress); its output goes to the terminal, or to `log`. A build that exits stops it.
 */
export function startStep(
  root: string,
  args: string[],
  o: { log?: string; onMessage?: (m: BundleMessage) => void; env?: Record<string, string> } = {},
): Step {
  const out = o.log ? fs.openSync(o.log, 'w') : 'inherit';
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['inherit', out, out, 'ipc'],
    env: { ...process.env, ...o.env },
  });
  const stopOnExit = () => child.kill();
  process.on('exit', stopOnExit);
  let peak = 0;
  let cpu = 0;
  child.on('message', (m: BundleMessage) => {
    if (m.type === 'peak') {
      peak = Math.max(peak, m.mb);
      cpu = Math.max(cpu, m.cpu ?? 0);
    }
    o.onMessage?.(m);
  });
  const ended = new Promise<{ code: number | null; peak: number; cpu: number }>((resolve) =>
    child.on('close', (code) => {
      process.off('exit', stopOnExit);
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ code, peak, cpu });
    }),
  );
  return {
    ended,
    stop: async () => {
      child.kill();
      await ended;
    },
    send: (m) => child.send(m),
  };
}

/**
 * Runs a step (startStep) to its end. A failure ends the build: the step has said what went wrong, and for a logged
 * step the end of its log is shown. Returns the step's peak memory in MB and its CPU seconds.
 */
export async function runStep(
  root: string,
  args: string[],
  o: { log?: string; onMessage?: (m: BundleMessage) => void } = {},
): Promise<{ peak: number; cpu: number }> {
  const { code, peak, cpu } = await startStep(root, args, o).ended;
  if (code !== 0) {
    if (o.log)
      console.error(
        `${logTail(o.log)}\n\nThe step failed (exit code ${code}); its whole output is in ${path.relative(root, o.log)}.`,
      );
    process.exit(code ?? 1);
  }
  return { peak, cpu };
}

/** The last 40 lines of a step's log. */
const logTail = (log: string) => fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-40).join('\n');

/**
 * Every file under `dir`, as paths relative to it with forward slashes. Folder by folder, from the entries' types:
 * Node's recursive listing looked at each file again (a system call each, 0.2 s for 10,000 pages).
 */
export function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) files.push(name);
    }
  };
  walk('');
  return files;
}

/** Copies a file unless the target already holds the same bytes (its date then stays, for the hosts' caches). */
export function copyIfChanged(from: string, to: string): void {
  const data = fs.readFileSync(from);
  if (fs.existsSync(to) && fs.readFileSync(to).equals(data)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.writeFileSync(to, data);
}

/**
 * Brings the `files` (relative paths) of `from` into `to`, each copied only when changed, and removes those of
 * `before` (what an earlier run put there) that are no longer among them.
 */
export function syncFiles(from: string, to: string, files: string[], o: { before: string[] }): void {
  for (const rel of o.before) if (!files.includes(rel)) fs.rmSync(path.join(to, rel), { force: true });
  for (const rel of files) copyIfChanged(path.join(from, rel), path.join(to, rel));
}

/** The build's clock: `lap(name)` ends a step (its seconds, also listed in `steps` for the summary line). */
export function stopwatch() {
  const started = performance.now();
  const steps: string[] = [];
  let lapStart = started;
  const sinceLap = () => (performance.now() - lapStart) / 1000;
  const lap = (name: string) => {
    const s = sinceLap();
    steps.push(`${name} ${s.toFixed(1)} s`);
    lapStart = performance.now();
    return s;
  };
  return { started, steps, lap, sinceLap };
}

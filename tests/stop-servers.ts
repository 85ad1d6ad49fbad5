/**
 * A server a test starts as a real child process (`npm start`, `npm run dev`, `wrangler pages dev`) is a tree: npm,
 * a shell, tsx and node, or wrangler and workerd. These helpers find the whole tree in /proc and wait until every
 * process of it is gone, so no test removes a folder a server still runs in, and none leaves a server behind.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * A process's parent, state and CPU milliseconds so far (user and system, ticks of 1/100 s) from /proc/<pid>/stat:
 * after the command's name (in parentheses, which may hold spaces), fields 3 and 4, then 14 and 15.
 */
function stat(pid: number): { ppid: number; state: string; cpuMs: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), state: fields[0], cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return undefined;
  }
}

/**
 * The CPU milliseconds process `pid` and those under it now have used so far; 0 for one that has ended. A handler's
 * own work measured so holds on a machine of any load, where its wall time does not (beside the other parts on two
 * cores, a request of 100 ms of CPU was answered in 1 to 4.5 s), and it bounds how long the server's one thread was
 * held: a thread cannot be held longer than the CPU it used.
 */
export const cpuMs = (pid: number): number => processTree(pid).reduce((sum, p) => sum + (stat(p)?.cpuMs ?? 0), 0);

/** The process and all its descendants, as they are now. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = stat(Number(entry))?.ppid;
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** Whether a process still runs: gone, or a zombie waiting for its parent to read its exit, counts as ended. */
const running = (pid: number) => {
  const state = stat(pid)?.state;
  return state !== undefined && state !== 'Z' && state !== 'X';
};

/** Waits until none of the processes runs, up to `timeout` ms; returns those still running then. */
export async function waitGone(pids: number[], timeout: number): Promise<number[]> {
  const end = Date.now() + timeout;
  for (;;) {
    const left = pids.filter(running);
    if (!left.length || Date.now() > end) return left;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Sends `signal` to the child alone (as a process manager or `kill <pid>` would) and measures how long until it and
 * every process of its tree are gone; those still running after `timeout` ms are listed in `left`.
 */
export async function signalTree(
  child: ChildProcess,
  signal: NodeJS.Signals,
  timeout = 2_000,
): Promise<{ ms: number; left: string[] }> {
  const tree = processTree(child.pid!);
  const started = Date.now();
  child.kill(signal);
  const left = await waitGone(tree, timeout);
  return { ms: Date.now() - started, left: left.map((pid) => `${pid} ${commandLine(pid)}`) };
}

/**
 * For a test's cleanup: ends a server's whole tree and returns once every process of it is gone (SIGTERM, then
 * SIGKILL to what is left after 5 s), so the folder it ran in can be removed.
 */
export async function stopTree(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid) return;
  const tree = processTree(child.pid);
  for (const pid of tree) killQuietly(pid, 'SIGTERM');
  const left = await waitGone(tree, 5_000);
  for (const pid of left) killQuietly(pid, 'SIGKILL');
  await waitGone(left, 5_000);
}

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '(ended)';
  }
};

function killQuietly(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

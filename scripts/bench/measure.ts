import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

export interface Measured {
  /** Wall-clock time. */
  seconds: number;
  /** User + system CPU time of the command and its children: less sensitive than wall time to other load. */
  cpuSeconds: number | null;
  /** Peak resident memory in MB: the largest process (GNU time) or the whole process tree (/proc polling). */
  peakMB: number | null;
  memoryFrom: 'gnu-time' | 'proc' | 'none';
}

/**
 * Runs a command to completion and measures its wall time, CPU time and peak memory: with GNU time where it
 * exists, else by polling the resident memory of the process tree in /proc (and reading the CPU time of finished
 * children from /proc/self/stat), else wall time only. Fails with the command's last output lines on an error.
 */
export async function measure(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  const useTime = fs.existsSync(GNU_TIME);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-')), 'peak');
  const [file, argv] = useTime ? [GNU_TIME, ['-f', '%M %U %S', '-o', out, cmd, ...args]] : [cmd, args];
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const child = spawn(file, argv, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const poll = !useTime && fs.existsSync('/proc') ? pollTreeRss(child.pid!) : undefined;
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  const polled = poll?.stop();
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${code}) in ${opts.cwd}:\n${log}`);
  if (useTime) {
    const [kb, user, sys] = fs.readFileSync(out, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    return { seconds, cpuSeconds: user + sys, peakMB: Number.isFinite(kb) ? kb / 1024 : null, memoryFrom: 'gnu-time' };
  }
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const cpuAfter = childrenCpu();
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? null : cpuAfter - cpuBefore;
  return { seconds, cpuSeconds, peakMB: polled ?? null, memoryFrom: polled === undefined ? 'none' : 'proc' };
}

/** CPU seconds used by this process's finished children (cutime + cstime of /proc/self/stat, 100 ticks a second). */
function childrenCpu(): number | undefined {
  const stat = read('/proc/self/stat');
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of stat(5), counted from the state field (3) after the command name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Samples the summed resident memory of a process and its descendants every 50 ms; stop() gives the peak in MB. */
function pollTreeRss(root: number): { stop: () => number } {
  let peakKb = 0;
  const sample = () => {
    const parents = new Map<number, number[]>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = read(`/proc/${entry}/stat`);
      // The command name in parentheses may hold spaces: the parent pid is the second field after it.
      const ppid = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid) parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    }
    let kb = 0;
    const stack = [root];
    while (stack.length) {
      const pid = stack.pop()!;
      kb += Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`) ?? '')?.[1] ?? 0);
      stack.push(...(parents.get(pid) ?? []));
    }
    peakKb = Math.max(peakKb, kb);
  };
  const timer = setInterval(sample, 50);
  sample();
  return {
    stop: () => {
      clearInterval(timer);
      return peakKb / 1024;
    },
  };
}

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

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
  /** Peak resident memory in MB of the largest single process the command ran (GNU time), null where unknown. */
  peakMB: number | null;
  /**
   * Peak resident memory in MB of all the command's processes together (/proc polled every 50 ms, so a peak
   * shorter than that can be missed), null where unknown.
   */
  treePeakMB: number | null;
  /** Where the memory figures came from: GNU time, /proc polling, both, or neither (wall time only). */
  memoryFrom: ('gnu-time' | 'proc')[];
}

/**
 * Runs a command to completion and measures its wall time, CPU time and peak memory in one run: the largest
 * process's peak with GNU time where it exists, and the peak of the whole process tree by polling /proc at the same
 * time (without GNU time, the CPU time of finished children comes from /proc/self/stat). Either figure is null
 * where its source is missing. Also gives the command's last lines of output (stdout and stderr together), for the
 * figures it prints. Fails with those lines on an error.
 */
export async function measure(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Measured & { output: string }> {
  const useTime = fs.existsSync(GNU_TIME);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-')), 'peak');
  const [file, argv] = useTime ? [GNU_TIME, ['-f', '%M %U %S', '-o', out, cmd, ...args]] : [cmd, args];
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const child = spawn(file, argv, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  // GNU time itself (a few MB) is not the command's: the tree is counted from its child.
  const poll = fs.existsSync('/proc') ? pollTreeRss(child.pid!, { skipRoot: useTime }) : undefined;
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  const treePeakMB = poll?.stop() ?? null;
  const timed = useTime ? fs.readFileSync(out, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : undefined;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (code !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${code}) in ${opts.cwd}; its last output:\n${log}`);
  const memoryFrom = [...(useTime ? (['gnu-time'] as const) : []), ...(treePeakMB !== null ? (['proc'] as const) : [])];
  if (timed) {
    const [kb, user, sys] = timed;
    return {
      seconds,
      cpuSeconds: user + sys,
      peakMB: Number.isFinite(kb) ? kb / 1024 : null,
      treePeakMB,
      memoryFrom,
      output: log,
    };
  }
  const cpuAfter = childrenCpu();
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? null : cpuAfter - cpuBefore;
  return { seconds, cpuSeconds, peakMB: null, treePeakMB, memoryFrom, output: log };
}

/** CPU seconds used by this process's finished children (cutime + cstime of /proc/self/stat, 100 ticks a second). */
function childrenCpu(): number | undefined {
  const stat = read('/proc/self/stat');
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of stat(5), counted from the state field (3) after the command name.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * Samples the summed resident memory of a process's descendants (and of the process itself unless skipRoot) every
 * 50 ms; stop() gives the peak in MB.
 */
function pollTreeRss(root: number, { skipRoot = false } = {}): { stop: () => number } {
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
    const stack = skipRoot ? [...(parents.get(root) ?? [])] : [root];
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

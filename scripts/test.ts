/**
 * `npm test`: every part of the tests (scripts/test/parts.ts), each once the parts it waits for have passed, the unit
 * tests first; once a part fails no other starts, and one running beside it ends first. A line after each part gives
 * its time and its processes' CPU time (`=== unit  12 s, CPU 15 s`; .ci/run prints its stages' times alike), and the
 * last lines all of them, so the cost of each part can be read from any run, the CPU time even on a busy machine.
 * `npm test -- unit integration` runs those parts only, in the same order.
 *
 * Usage: node scripts/test.ts [part...]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { endedChildrenCpu } from './test/cpu.ts';
import { runsAlone, startable, TEST_PARTS, type TestPart } from './test/parts.ts';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !TEST_PARTS.some((p) => p.name === name));
if (unknown.length) {
  console.error(`No part named ${unknown.join(', ')}: the parts are ${TEST_PARTS.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
const parts = asked.length ? TEST_PARTS.filter((p) => asked.includes(p.name)) : TEST_PARTS;

const line = (name: string, seconds: number, cpu?: number) =>
  `=== ${name.padEnd(28)} ${String(seconds).padStart(5)} s${cpu === undefined ? '' : `, CPU ${Math.round(cpu)} s`}`;
const since = (start: number) => Math.round((performance.now() - start) / 1000);
const times: string[] = [];
const started = performance.now();
const running = new Set<ChildProcess>();
const stopAll = () => {
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
};
// Each part runs in a process group of its own, which a terminal's Ctrl-C no longer reaches: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** The CPU seconds of the processes ended so far (./test/cpu.ts), read as each command's process ends. */
let cpuRead = endedChildrenCpu();

/**
 * Runs one command in its own process group (so a failure elsewhere can stop it and its children); resolves to its
 * exit status and its processes' CPU seconds.
 */
function run(command: string, alone: boolean, output: Buffer[]): Promise<{ status: number; cpu?: number }> {
  const child = spawn(command, { shell: true, detached: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d: Buffer) => output.push(d));
  let cpu: number | undefined;
  // At its exit the process has just been waited for: its CPU time, and its children's, is in the reading now.
  child.on('exit', () => {
    const now = endedChildrenCpu();
    cpu = now === undefined || cpuRead === undefined ? undefined : now - cpuRead;
    cpuRead = now;
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ status: code ?? (signal ? 1 : 0), cpu });
    }),
  );
}

/** The exit status of the first part that failed; no part starts after it. */
let failure = 0;

async function runPart(part: TestPart): Promise<void> {
  const start = performance.now();
  const alone = runsAlone(part, parts);
  const output: Buffer[] = [];
  let cpu: number | undefined = 0;
  for (const command of part.commands) {
    const ran = await run(command, alone, output);
    const status = ran.status;
    cpu = cpu === undefined || ran.cpu === undefined ? undefined : cpu + ran.cpu;
    if (status !== 0) {
      process.stdout.write(Buffer.concat(output));
      console.error(`${line(`${part.name} FAILED`, since(start))}: ${command}`);
      failure ||= status;
      return;
    }
  }
  process.stdout.write(Buffer.concat(output));
  times.push(line(part.name, since(start), cpu));
  console.log(times.at(-1));
}

const begun = new Set<string>();
const passed = new Set<string>();
const inFlight = new Map<string, Promise<string>>();
// A part beside the one that failed runs to its end rather than being killed: its tests stop the servers and
// runtimes they started (wrangler's run in process groups of their own, which a kill of the part would leave behind).
for (;;) {
  for (const part of failure ? [] : startable(parts, begun, passed)) {
    begun.add(part.name);
    inFlight.set(
      part.name,
      runPart(part).then(() => part.name),
    );
  }
  if (!inFlight.size) break;
  const done = await Promise.race(inFlight.values());
  inFlight.delete(done);
  passed.add(done);
}
console.log(['', ...times, line('npm test', since(started), endedChildrenCpu())].join('\n'));
process.exit(failure);

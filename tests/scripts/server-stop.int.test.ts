/**
 * `npm start` and `npm run dev` started as a terminal or a process manager starts them, on a copy of the project: a
 * SIGTERM or SIGINT to npm ends it and every process under it within 2 seconds, and a dev server whose project
 * folder is deleted stops, saying why, instead of running on with watchers on paths that are gone.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputFiles } from '../../scripts/build/stale.ts';
import { copyProject } from '../fixtures/project-copy.ts';
import { freePort } from '../free-port.ts';
import { processTree, signalTree, stopTree, waitGone } from '../stop-servers.ts';

type Project = ReturnType<typeof copyProject>;
let server: ChildProcess | undefined;
let project: Project | undefined;

afterEach(async () => {
  await stopTree(server);
  project?.cleanup();
  server = undefined;
  project = undefined;
});

/** Runs `npm <args>` in the project as a child process of its own, on `port`, collecting what it prints. */
function npm(root: string, args: string[], port: number): { child: ChildProcess; log: () => string } {
  // As from a terminal: without Vitest's variables (NODE_ENV=test, VITEST…), which Vite would act on.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
  );
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  return { child, log: () => log };
}

/** Starts `npm <args>` in the project, and resolves once it answers `ready` with 200. */
async function start(root: string, args: string[], ready: string): Promise<{ child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const { child, log } = npm(root, args, port);
  const end = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}${ready}`, { signal: AbortSignal.timeout(60_000) }).catch(
      () => undefined,
    );
    if (res?.status === 200 && log().includes(`127.0.0.1:${port}`)) break;
    if (Date.now() > end || child.exitCode !== null) throw new Error(`npm ${args.join(' ')} did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // A visitor's connection left open: a server that waited for it to close would never stop.
  const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
  socket.on('error', () => {});
  await new Promise((r) => setTimeout(r, 300));
  return { child, log };
}

/** A copy with a finished build as far as `npm start` is concerned: codegen's output and a page, the build newer than its sources. */
function builtProject(): Project {
  const copy = copyProject('start-stop', { generated: true });
  // The checkout's codegen output, copied; a checkout without one has it written here.
  if (!fs.existsSync(path.join(copy.root, 'generated')))
    execFileSync(process.execPath, ['scripts/codegen.ts'], {
      cwd: copy.root,
      stdio: 'pipe',
    });
  fs.mkdirSync(path.join(copy.root, 'dist/client'), { recursive: true });
  fs.writeFileSync(path.join(copy.root, 'dist/client/index.html'), '<!doctype html><title>Home</title>');
  const state = path.join(copy.root, 'dist/build-state.json');
  fs.writeFileSync(state, JSON.stringify({ inputFiles: inputFiles(copy.root) }));
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(state, later, later);
  return copy;
}

describe('stopping the servers', { timeout: 240_000 }, () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`npm start ends with every process under it within 2 s of ${signal}`, async () => {
      project = builtProject();
      const { child, log } = await start(project.root, ['start'], '/');
      expect(log()).not.toMatch(/building/i);
      expect(processTree(child.pid!).length).toBeGreaterThan(1);
      const { ms, left } = await signalTree(child, signal);
      expect(left, log()).toEqual([]);
      expect(ms).toBeLessThanOrEqual(2_000);
    });

    it(`npm run dev ends with every process under it within 2 s of ${signal}`, async () => {
      project = copyProject('dev-stop');
      const { child, log } = await start(project.root, ['run', 'dev'], '/');
      const { ms, left } = await signalTree(child, signal);
      expect(left, log()).toEqual([]);
      expect(ms).toBeLessThanOrEqual(2_000);
    });
  }

  it('npm start ends with its build, every process of it, within 2 s of SIGTERM during the build', async () => {
    project = copyProject('start-build-stop');
    const { child, log } = npm(project.root, ['start'], await freePort());
    // Well into the build: codegen has run and Vite bundles.
    const end = Date.now() + 60_000;
    while (!/data files valid/.test(log()) && Date.now() < end && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(processTree(child.pid!).length, log()).toBeGreaterThan(4);
    const { ms, left } = await signalTree(child, 'SIGTERM');
    expect(left, log()).toEqual([]);
    expect(ms).toBeLessThanOrEqual(2_000);
  });

  it('npm run dev stops, saying why, when its project folder is deleted', async () => {
    project = copyProject('dev-gone');
    const { child, log } = await start(project.root, ['run', 'dev'], '/');
    const tree = processTree(child.pid!);
    project.cleanup();
    project = undefined;
    expect(await waitGone(tree, 10_000), log()).toEqual([]);
    expect(log()).toMatch(/project folder .* is gone: the dev server stops/);
  });
});

/**
 * Vitest global setup of every project: the run's temporary files in one folder of its own, removed when the run ends.
 * Tests make folders for their servers, stores and copies with os.tmpdir(), and child processes (wrangler, codegen)
 * write there too; a test that forgot to remove its folder left it behind on every run (hundreds of them on a
 * developer's machine). The test workers start after this and inherit TMPDIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** statfs's type of a tmpfs (Linux's magic number for it). */
export const TMPFS = 0x01021994;

/**
 * Where the run's folder goes: a TMPDIR the user set; else Linux's /dev/shm when it is a tmpfs with `room` bytes free
 * and the machine as much memory available (a tmpfs is sized from the memory, not given it); else the system's. The
 * tests copy the project and build thousands of pages in copies they then remove: on ext4 without a journal each new
 * file's inode is sought past those freed in the last minutes, 4% of the site checks' CPU (214 s in memory against
 * 224 s on disk, tools/bench/measurements.md; decision 84).
 */
export function runTmpBase(
  env: NodeJS.ProcessEnv = process.env,
  shm = '/dev/shm',
  room = 4 * 2 ** 30,
  available = os.freemem(),
): string {
  if (env.TMPDIR || available < room) return os.tmpdir();
  try {
    const free = fs.statfsSync(shm);
    fs.accessSync(shm, fs.constants.W_OK);
    if (free.type === TMPFS && free.bavail * free.bsize >= room) return shm;
  } catch {
    // No /dev/shm (macOS, Windows), or not writable: the system's folder.
  }
  return os.tmpdir();
}

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(runTmpBase(), 'vitest-run-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

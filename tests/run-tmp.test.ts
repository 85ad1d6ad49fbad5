import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runTmpBase, TMPFS } from './run-tmp.ts';

const shmIsTmpfs = (() => {
  try {
    return fs.statfsSync('/dev/shm').type === TMPFS;
  } catch {
    return false;
  }
})();

describe("the test run's temporary folder", () => {
  it('is the TMPDIR the user set', () => {
    expect(runTmpBase({ TMPDIR: os.tmpdir() }, '/dev/shm', 1)).toBe(os.tmpdir());
  });

  it("is the system's when the memory folder is missing, is not a tmpfs, or has too little room", () => {
    expect(runTmpBase({}, '/no/such/folder', 1)).toBe(os.tmpdir());
    expect(runTmpBase({}, '/proc', 1)).toBe(os.tmpdir());
    expect(runTmpBase({}, '/dev/shm', Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(os.tmpdir());
  });

  it("is the system's when the machine has less memory available than the room asked", () => {
    expect(runTmpBase({}, '/dev/shm', 2, 1)).toBe(os.tmpdir());
  });

  it.runIf(shmIsTmpfs)('is /dev/shm when it is a tmpfs with room', () => {
    expect(runTmpBase({}, '/dev/shm', 1, 1)).toBe('/dev/shm');
  });
});

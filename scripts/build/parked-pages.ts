/**
 * The pages of the last build, set aside while new bundles empty dist/client (`vike build` empties its folder, and
 * bundles from the cache replace it), then each moved back into place just before the renderer writes that page over
 * it, so a page keeps its file. Why: on ext4 without a journal (the 2-core machines here), a new file's inode is
 * sought past every inode freed in the last half-minute. Deleting the 10,500 pages of a site of 5,000 cities and
 * writing them anew made each new file scan the thousands just freed: 22% of a full build's CPU in the kernel
 * (`perf`: __ext4_new_inode, find_inode_bit, recently_deleted), quadratic in the pages. What is not written again
 * (a page whose route is gone, the old bundles) goes with the folder once the pages are written. A page is written
 * over its file's blocks (writeOver).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the pages wait, beside dist/client (never published: the hosts are given dist/client). */
export const parkedDir = (clientDir: string) => path.join(path.dirname(clientDir), '.parked-pages');

/**
 * Empties `clientDir` as `vike build` would, setting its files aside. When pages are already set aside (new bundles
 * a second time in one build, or a build stopped half-way), the folder holds no page of theirs: it is removed.
 */
export function parkPages(clientDir: string): void {
  if (!fs.existsSync(parkedDir(clientDir)) && fs.existsSync(clientDir)) fs.renameSync(clientDir, parkedDir(clientDir));
  else fs.rmSync(clientDir, { recursive: true, force: true });
}

/** Moves the page `file` (relative to `clientDir`) back into place if it was set aside; its folder exists. */
export function unparkPage(clientDir: string, file: string): void {
  try {
    fs.renameSync(path.join(parkedDir(clientDir), file), path.join(clientDir, file));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** Removes what was set aside and not written again. */
export const dropParked = (clientDir: string) => fs.rmSync(parkedDir(clientDir), { recursive: true, force: true });

/**
 * Puts the last build's files back when a build that set them aside fails (the data's mistake found by codegen, a
 * bundle that fails): its pages stay served, as when `vike build` had not yet emptied the folder. Pages this build
 * already wrote (begun beside codegen) stay, with the new bundles they name; each file of the last build comes back
 * beside them, so every page finds the scripts it names.
 */
export function restoreParked(clientDir: string): void {
  const parked = parkedDir(clientDir);
  if (!fs.existsSync(parked)) return;
  for (const e of fs.readdirSync(parked, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const to = path.join(clientDir, path.relative(parked, path.join(e.parentPath, e.name)));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(path.join(e.parentPath, e.name), to);
  }
  dropParked(clientDir);
}

/**
 * Writes `data` to `file` over the bytes it held, then cuts what is left: emptied first (`writeFileSync`), its blocks
 * were freed and allocated again, and ext4 wrote an emptied file's data out as it was closed, to spare a crash a file
 * of zeros. 6% of a full build's CPU was those two.
 */
export function writeOver(file: string, data: Uint8Array): void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r+');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    fs.writeFileSync(file, data);
    return;
  }
  try {
    for (let at = 0; at < data.length; ) at += fs.writeSync(fd, data, at, data.length - at, at);
    fs.ftruncateSync(fd, data.length);
  } finally {
    fs.closeSync(fd);
  }
}

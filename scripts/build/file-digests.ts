/**
 * Each file's SHA-256 kept by its stamp (inode, modification time and size) in dist/, so that a fingerprint of many
 * files (./state.ts bundleKey: the templates, the packages' lockfile, generated/) reads only those that changed since
 * the last build. The build took it twice, once on each side of codegen, reading about 7 MB each time: about 0.1 s
 * of the time before codegen starts and after it ends, on every build.
 *
 * A file changed in place gets a new time, one written anew a new inode too (codegen writes a changed file anew and
 * links an unchanged one), so an equal stamp is an equal file, as for the pages' fingerprints.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'dist/file-digests.json';

export interface FileDigests {
  /** The file's digest, read and hashed only when its stamp is not the one kept. */
  of(file: string, stat: fs.Stats): string;
  /** Writes the digests of the files asked for (and those alone) for the next build. */
  save(): void;
}

/** A file's identity and version: inode, modification time and size. */
export const stampOf = ({ ino, mtimeMs, size }: fs.Stats) => `${ino}:${mtimeMs}:${size}`;

export function fileDigests(root: string): FileDigests {
  const file = path.join(root, FILE);
  let kept: Record<string, [string, string]> = {};
  try {
    kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // None yet, or unreadable: every file is read.
  }
  const asked: typeof kept = {};
  let changed = false;
  return {
    of(abs, stat) {
      const stamp = stampOf(stat);
      const rel = path.relative(root, abs);
      let entry = kept[rel];
      if (entry?.[0] !== stamp) {
        entry = [stamp, createHash('sha256').update(fs.readFileSync(abs)).digest('hex')];
        changed = true;
      }
      asked[rel] = entry;
      return entry[1];
    },
    save() {
      if (!changed && Object.keys(asked).length === Object.keys(kept).length) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written aside and renamed: a build stopped half-way leaves the last whole file.
      const temp = `${file}.${process.pid}`;
      fs.writeFileSync(temp, JSON.stringify(asked));
      fs.renameSync(temp, file);
    },
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a build publishes, by path: dist/client/ (what the hosts serve) under `client/` and dist/compressed/ (what
 * `npm start` serves) under `compressed/`, each file with the SHA-256 of its bytes. Hashes rather than the bytes
 * themselves, so thousands of pages can be compared without holding them all in memory.
 */
export function publishedFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const folder of ['client', 'compressed']) {
    for (const [file, hash] of fileHashes(path.join(root, 'dist', folder))) out.set(`${folder}/${file}`, hash);
  }
  return out;
}

/** Every file under a folder (none when it is missing), by its path relative to the folder, with its hash. */
function fileHashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out.set(
      path.relative(dir, file).split(path.sep).join('/'),
      createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
    );
  }
  return out;
}

/** The paths that only one of two listings has, or whose contents differ, sorted. */
export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((n) => a.get(n) !== b.get(n)).sort();
}

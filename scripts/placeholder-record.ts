/**
 * data/placeholder-images.json: the generated placeholders, by file and content hash. `npm run placeholders` adds
 * each one it writes; `npm run check:launch` lists every image whose file is still byte for byte the placeholder,
 * so a real photo dropped in under the same name drops off the list by itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RECORD = 'data/placeholder-images.json';
type Record = { [image: string]: string };

export const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
export const readRecord = (root: string): Record => {
  const file = path.join(root, RECORD);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record) : {};
};

export function writeRecord(root: string, record: Record): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(root, RECORD), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The images (relative to data/images/) that are still exactly the placeholder recorded for them. */
export function placeholdersInPlace(root: string): string[] {
  return Object.entries(readRecord(root))
    .filter(([image, hash]) => {
      const file = path.join(root, 'data/images', image);
      return fs.existsSync(file) && sha256(file) === hash;
    })
    .map(([image]) => image);
}

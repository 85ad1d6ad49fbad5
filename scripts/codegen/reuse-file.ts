import fs from 'node:fs';

/**
 * Writes `text` to `target`, or, when `previous` (the same file in the last run's generated/) already holds exactly
 * that text, hard-links it there instead. Codegen writes a fresh generated/ on every run; at 5,000 cities, writing
 * every city page's file again took 3 s of a one-city rebuild's codegen, and linking an unchanged one costs a
 * twentieth of writing it. The old generated/ is removed after the swap, so the link is then the file's only name;
 * nothing writes into generated/ in place, so the two names never differ.
 */
export function writeOrReuse(target: string, text: string, previous: string): void {
  try {
    const old = fs.readFileSync(previous);
    if (old.length === Buffer.byteLength(text) && old.toString() === text) {
      fs.linkSync(previous, target);
      return;
    }
  } catch {
    // No previous file, or a file system without hard links: written below.
  }
  fs.writeFileSync(target, text);
}

/**
 * A throw-away project root for codegen tests: a temp folder holding a copy of schemas/, data/, public/ and the stylesheet of this
 * repository, with data/images symlinked to the real folder (codegen only reads images: it checks they exist and
 * copies them into generated/public). Copying takes about 40 ms. Tests change files of the copy with `edit`, put
 * them back with `restore`, and remove the folder with `cleanup`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tests/codegen/ is two levels down). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FixtureRoot {
  /** Absolute path of the temp project root, to pass to runCodegen. */
  root: string;
  /**
   * Replaces the text of a file under the root, e.g. edit('data/cities/boca-raton-fl.yaml', (t) => t.replace(...)).
   * A file that does not exist yet is created (`text` is then ''). Throws if the change leaves the text as it was,
   * so a test never passes because its edit silently did nothing.
   */
  edit(relPath: string, change: (text: string) => string): void;
  /** Deletes a file under the root (restored by `restore`). */
  remove(relPath: string): void;
  /** Puts every file changed, created or deleted since the last restore back as it was in the copy. */
  restore(): void;
  /** Deletes the temp folder (never follows the data/images symlink). */
  cleanup(): void;
}

export function makeFixtureRoot(source: string = REPO_ROOT): FixtureRoot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-fixture-'));
  fs.cpSync(path.join(source, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  const images = path.join(source, 'data', 'images');
  fs.cpSync(path.join(source, 'data'), path.join(root, 'data'), { recursive: true, filter: (src) => src !== images });
  fs.symlinkSync(images, path.join(root, 'data', 'images'), process.platform === 'win32' ? 'junction' : 'dir');
  // public/ (favicon) is copied into generated/public by `write: true`.
  if (fs.existsSync(path.join(source, 'public')))
    fs.cpSync(path.join(source, 'public'), path.join(root, 'public'), { recursive: true });
  // The stylesheet's theme holds the design tokens codegen writes out (scripts/codegen/design-tokens.ts).
  fs.mkdirSync(path.join(root, 'src/styles'), { recursive: true });
  fs.copyFileSync(path.join(source, 'src/styles/app.css'), path.join(root, 'src/styles/app.css'));

  /** Original text of each file touched since the last restore; null when the file did not exist. */
  const originals = new Map<string, string | null>();

  const resolve = (relPath: string): string => {
    const abs = path.resolve(root, relPath);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(`${relPath} is outside the fixture root`);
    // data/images is the real folder of the repository: a test must never write through the symlink.
    if (rel === 'data/images' || rel.startsWith('data/images/'))
      throw new Error(`${relPath} is the real data/images: do not edit it`);
    return abs;
  };
  const remember = (abs: string) => {
    if (!originals.has(abs)) originals.set(abs, fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null);
  };

  return {
    root,
    edit(relPath, change) {
      const abs = resolve(relPath);
      remember(abs);
      const before = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : '';
      const after = change(before);
      if (after === before) throw new Error(`edit of ${relPath} changed nothing: check the text it replaces`);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, after);
    },
    remove(relPath) {
      const abs = resolve(relPath);
      remember(abs);
      fs.rmSync(abs);
    },
    restore() {
      for (const [abs, text] of originals) {
        if (text === null) fs.rmSync(abs, { force: true });
        else fs.writeFileSync(abs, text);
      }
      originals.clear();
    },
    cleanup() {
      // Remove the symlink itself first so that rmSync cannot reach the real images.
      const link = path.join(root, 'data', 'images');
      if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(link);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

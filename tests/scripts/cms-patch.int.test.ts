/**
 * The web editor's patches (tools/cms/patches/, applied by patch-package when codegen installs tools/cms): each one is
 * made for the exact version tools/cms pins, and the bundle codegen serves holds the fix. An update of the editor
 * fails here until someone checks whether the bug is fixed upstream (delete the patch) or makes the patch again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureTool, packageDir, TOOLS_ROOT } from '../../scripts/codegen/tool-packages.ts';

const dir = path.join(TOOLS_ROOT, 'cms');
const pinned = (
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
).dependencies;
const patches = fs.readdirSync(path.join(dir, 'patches')).filter((f) => f.endsWith('.patch'));

/** `@sveltia+cms+0.221.1.patch` -> the package and the version it was made for. */
const patchOf = (file: string) => {
  const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file) ?? [];
  return { name: name?.replace('+', '/'), version };
};

/** The lines a patch adds and removes, by file. */
function changes(file: string): { target: string; added: string[]; removed: string[] }[] {
  const text = fs.readFileSync(path.join(dir, 'patches', file), 'utf8');
  return text
    .split(/^diff --git /m)
    .slice(1)
    .map((part) => {
      const lines = part.split('\n');
      const target = /^\+\+\+ b\/(.+)$/m.exec(part)?.[1] ?? '';
      return {
        target,
        added: lines.filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1)),
        removed: lines.filter((l) => l.startsWith('-') && !l.startsWith('---')).map((l) => l.slice(1)),
      };
    });
}

describe.each(patches)('tools/cms/patches/%s', (file) => {
  it('is made for the version tools/cms pins (an update must check the bug again)', () => {
    const { name, version } = patchOf(file);
    expect(name && pinned[name], `${file} patches a package tools/cms does not list`).toBeTruthy();
    expect(version, `${file} was made for ${name}@${version}, tools/cms pins ${pinned[name!]}`).toBe(pinned[name!]);
  });

  it('is applied to the installed package', () => {
    const { name } = patchOf(file);
    const pkg = packageDir(ensureTool('cms'), name!);
    for (const { target, added, removed } of changes(file)) {
      const text = fs.readFileSync(path.join(pkg, target.replace(/^node_modules\/(@[^/]+\/)?[^/]+\//, '')), 'utf8');
      for (const line of added) expect(text.includes(line), `${target} lacks a line the patch adds`).toBe(true);
      for (const line of removed.filter((l) => !added.includes(l)))
        expect(text.includes(line), `${target} still has a line the patch removes`).toBe(false);
    }
  });
});

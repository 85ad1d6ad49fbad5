/**
 * generated/ has one door, src/content/: Biome's noRestrictedImports (biome.jsonc) fails `npm run check` on any
 * other import of it. Each case is a probe file where it says, in a folder holding the project's biome.jsonc, all
 * linted in one run of Biome. A probe in the project itself would be a source added, for a moment, to the build that
 * `npm start` serves beside these tests (scripts/build/stale.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const project = path.resolve(import.meta.dirname, '../..');
const biome = path.join(project, 'node_modules/.bin/biome');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-door-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const RULE = 'lint/style/noRestrictedImports';
/** The same import, written from `dir`: `../` up to the project, then generated/. */
const up = (dir: string) => '../'.repeat(dir.split('/').length);
const imports = {
  value: (to: string) => `import { site } from '${to}generated/site.ts';\n\nexport const name = site.businessName;\n`,
  type: (to: string) => `import type { Site } from '${to}generated/types.ts';\n\nexport type S = Site;\n`,
  're-export': (to: string) => `export { messages } from '${to}generated/messages.ts';\n`,
  dynamic: (to: string) => `export const load = () => import('${to}generated/routes.ts');\n`,
};
const FORBIDDEN = ['src/pages', 'src/server', 'functions/api', 'tests/lib', 'scripts/serve'];
const ALLOWED = ['src/content', 'scripts/codegen', 'scripts/build'];
const probes: Record<string, string> = {};
for (const dir of FORBIDDEN)
  for (const [kind, code] of Object.entries(imports)) probes[`${dir}/${kind}-probe.ts`] = code(up(dir));
for (const dir of ALLOWED) probes[`${dir}/value-probe.ts`] = imports.value(up(dir));

/** The rules Biome reported, by probe file. */
const rules: Record<string, string[]> = {};
beforeAll(() => {
  fs.copyFileSync(path.join(project, 'biome.jsonc'), path.join(root, 'biome.jsonc'));
  for (const [file, code] of Object.entries(probes)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
  // No git repository in the folder: the project's .gitignore has nothing to say about a probe anyway.
  const args = [
    'lint',
    '--reporter=json',
    '--vcs-enabled=false',
    `--max-diagnostics=${Object.keys(probes).length * 4}`,
  ];
  const run = spawnSync(biome, [...args, ...Object.keys(probes)], { cwd: root, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  for (const d of report.diagnostics) rules[d.location.path] = [...(rules[d.location.path] ?? []), d.category];
});

describe('imports of generated/', () => {
  for (const dir of FORBIDDEN)
    for (const kind of Object.keys(imports))
      it(`fails a ${kind} import from ${dir}/`, () => {
        expect(rules[`${dir}/${kind}-probe.ts`]).toContain(RULE);
      });

  for (const dir of ALLOWED)
    it(`allows them in ${dir}/, which is the door or writes and builds from generated/`, () => {
      expect(Object.keys(probes)).toContain(`${dir}/value-probe.ts`);
      expect(rules[`${dir}/value-probe.ts`] ?? []).not.toContain(RULE);
    });
});

/**
 * generated/ has one door, src/content/: Biome's noRestrictedImports (biome.jsonc) fails `npm run check` on any
 * other import of it. Each case writes a probe file where it says, lints it with the project's config and removes it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const written: string[] = [];

/** The rules Biome reports for `code` written at `file` (relative to the project). */
function lintAt(file: string, code: string): string[] {
  const abs = path.join(root, file);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, code);
  written.push(abs);
  let out: string;
  // Without the rule that reads the whole project's imports (import circles): a second of CPU a run against a quarter
  // of one. (`--only` would also drop the overrides that allow the door's own imports.)
  const skip = '--skip=suspicious/noImportCycles';
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', skip, file], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    out = (e as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { diagnostics: { category: string }[] };
  return report.diagnostics.map((d) => d.category);
}

afterEach(() => {
  for (const f of written.splice(0)) fs.rmSync(f, { force: true });
});

const RULE = 'lint/style/noRestrictedImports';
const probe = (dir: string) => `${dir}/door-probe-${process.pid}.ts`;
/** The same import, written from `dir`: `../` up to the project, then generated/. */
const up = (dir: string) => '../'.repeat(dir.split('/').length);

describe('imports of generated/', () => {
  const imports = {
    value: (to: string) => `import { site } from '${to}generated/site.ts';\n\nexport const name = site.businessName;\n`,
    type: (to: string) => `import type { Site } from '${to}generated/types.ts';\n\nexport type S = Site;\n`,
    're-export': (to: string) => `export { messages } from '${to}generated/messages.ts';\n`,
    dynamic: (to: string) => `export const load = () => import('${to}generated/routes.ts');\n`,
  };

  for (const dir of ['src/pages', 'src/server', 'functions/api', 'tests/lib', 'scripts/serve'])
    for (const [kind, code] of Object.entries(imports))
      it(`fails a ${kind} import from ${dir}/`, () => {
        expect(lintAt(probe(dir), code(up(dir)))).toContain(RULE);
      });

  for (const dir of ['src/content', 'scripts/codegen', 'scripts/build'])
    it(`allows them in ${dir}/, which is the door or writes and builds from generated/`, () => {
      expect(lintAt(probe(dir), imports.value(up(dir)))).not.toContain(RULE);
    });
});

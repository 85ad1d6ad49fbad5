import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// CONTRIBUTING.md's "Add a page", followed literally in a copy of the checkout for /financing in English and Spanish:
// the files it names and no other, then the checks a newcomer runs before a pull request (codegen, the type check,
// the unit tests). Followed before, the recipe needed a 7th file (the editor's schema map) and left two unit tests
// failing. The page's own files are in ./add-a-page/. The built-page checks (a link from another page) need a build.
const ROOT = path.resolve(import.meta.dirname, '../..');
const OWN = path.join(import.meta.dirname, 'add-a-page');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'add-a-page-'));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const run = (command: string, ...args: string[]) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CI: '1' } });
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\0');

/** Changes a file of the copy, failing when the recipe's anchor is gone (the recipe then needs updating too). */
function edit(file: string, anchor: RegExp, add: (match: string) => string) {
  const text = fs.readFileSync(path.join(copy, file), 'utf8');
  expect(anchor.test(text), `${file} no longer has what the recipe adds to: ${anchor}`).toBe(true);
  fs.writeFileSync(path.join(copy, file), text.replace(anchor, add));
}

it('a page of one in two languages is 6 files, and codegen, the type check and the unit tests pass', () => {
  // The checkout as it is (tracked files, with their changes), its packages linked: a fresh clone after npm ci.
  for (const file of git('ls-files', '-z', '--cached', '--others', '--exclude-standard').filter(Boolean)) {
    // A deleted file, or a link (a worktree's node_modules) is not part of the checkout's sources.
    if (!fs.lstatSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  if (fs.existsSync(path.join(ROOT, 'tools/cms/node_modules')))
    fs.symlinkSync(path.join(ROOT, 'tools/cms/node_modules'), path.join(copy, 'tools/cms/node_modules'), 'dir');
  // A repository of its own, to list at the end what the recipe changed.
  run('git', 'init', '-q');
  run('git', 'add', '-A');
  run('git', '-c', 'user.name=recipe', '-c', 'user.email=recipe@example.invalid', 'commit', '-qm', 'before');

  // Step 1: its data, its Spanish, its schema, and its line in the collections' table.
  fs.copyFileSync(path.join(OWN, 'financing.yaml'), path.join(copy, 'data/pages/financing.yaml'));
  fs.copyFileSync(path.join(OWN, 'financing.es.yaml'), path.join(copy, 'data/pages/financing.es.yaml'));
  fs.copyFileSync(path.join(OWN, 'financing.schema.json'), path.join(copy, 'schemas/pages/financing.schema.json'));
  edit(
    'scripts/codegen/collections.ts',
    /^ {2}page\('guarantee'.*$/m,
    (line) => `${line}\n  page('financing', 'FinancingPage', 'financing', { bundled: true }),`,
  );
  // Step 2: its row.
  edit(
    'src/lib/routing/page-kinds.ts',
    /^} as const satisfies Record<string, PageKind>;$/m,
    (end) =>
      `  financing: { reads: 'bundled', path: '/financing', translatedBy: 'financing', jsonLd: 'trail', card: 'default' },\n${end}`,
  );
  // Step 3: its template.
  fs.mkdirSync(path.join(copy, 'src/pages/financing'));
  fs.copyFileSync(path.join(OWN, 'Page.tsx.txt'), path.join(copy, 'src/pages/financing/+Page.tsx'));

  // Step 4: the checks.
  run('npx', 'tsx', 'scripts/codegen.ts');
  run('npx', 'tsc', '--noEmit');
  run('npx', 'vitest', 'run', '--project', 'unit', '--reporter', 'dot');
  run('git', 'add', '-A');
  const touched = run('git', 'diff', '--cached', '--name-only', 'HEAD').split('\n').filter(Boolean);
  expect(touched.sort()).toEqual(
    [
      'data/pages/financing.es.yaml',
      'data/pages/financing.yaml',
      'schemas/pages/financing.schema.json',
      'scripts/codegen/collections.ts',
      'src/lib/routing/page-kinds.ts',
      'src/pages/financing/+Page.tsx',
    ].sort(),
  );
}, 600_000);

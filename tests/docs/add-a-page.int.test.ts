import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { linkPackages } from '../../tools/bench/src/workspace.ts';

// CONTRIBUTING.md's "Add a page", followed literally in a copy of the checkout for /financing in English and Spanish:
// the files it names and no other, then the checks a newcomer runs before a pull request (codegen, the type check,
// the unit tests), and the copy built and its pages checked. Followed before, the recipe needed a 7th file (the
// editor's schema map, then a link from another page) and left unit tests or a built-page check failing. The page's
// own files are in ./add-a-page/.
const ROOT = path.resolve(import.meta.dirname, '../..');
const OWN = path.join(import.meta.dirname, 'add-a-page');
// Step 5's checks of the built pages, over the copy's own build (they read the dist/ of the checkout they are in):
// those that read every page of the route list, so the new one's too (a link to it from another page, its head, its
// JSON-LD, its two languages), and html-validate's (valid and accessible HTML, one h1) on the new page's two
// addresses with the checks across the site (a title of its own): over every page, 70 s more on a busy machine.
const EVERY_PAGE = ['inbound-links', 'page-heads', 'structured-data', 'languages', 'languages-words'];
const slugEs = /^slugEs: (\S+)$/m.exec(fs.readFileSync(path.join(OWN, 'financing.es.yaml'), 'utf8'))![1];
const ADDRESSES = ['/financing', `/es/${slugEs}`];
/** The copy the recipe is followed in: one per try, so that a retry starts from the checkout again. */
const copies: string[] = [];
let copy = '';
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

const run = (command: string, ...args: string[]) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CI: '1' } });
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\0');

/** Changes a file of the copy, failing when the recipe's anchor is gone (the recipe then needs updating too). */
function edit(file: string, anchor: RegExp, add: (match: string) => string) {
  const text = fs.readFileSync(path.join(copy, file), 'utf8');
  expect(anchor.test(text), `${file} no longer has what the recipe adds to: ${anchor}`).toBe(true);
  fs.writeFileSync(path.join(copy, file), text.replace(anchor, add));
}

it('a page of one in two languages is 6 files, and codegen, the type check, the unit tests and the built pages pass', () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'add-a-page-'));
  copies.push(copy);
  // The checkout as it is (tracked files, with their changes), its packages linked: a fresh clone after npm ci.
  for (const file of git('ls-files', '-z', '--cached', '--others', '--exclude-standard').filter(Boolean)) {
    // A deleted file, or a link (a worktree's node_modules) is not part of the checkout's sources.
    if (!fs.lstatSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  linkPackages(ROOT, copy);
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
  // Step 2: its row, which also gives it its link from other pages (step 4: in the footer).
  edit(
    'src/lib/routing/page-kinds.ts',
    /^} as const satisfies Record<string, PageKind>;$/m,
    (end) =>
      `  financing: {\n    reads: 'bundled',\n    path: '/financing',\n    translatedBy: 'financing',\n    jsonLd: 'trail',\n    card: 'default',\n    footer: true,\n  },\n${end}`,
  );
  // Step 3: its template.
  fs.mkdirSync(path.join(copy, 'src/pages/financing'));
  fs.copyFileSync(path.join(OWN, 'Page.tsx.txt'), path.join(copy, 'src/pages/financing/+Page.tsx'));

  // Step 5: the checks, before a pull request and after a build.
  run('npm', 'run', 'codegen');
  run('npx', 'tsc', '--noEmit', '--checkers', '1');
  // A newcomer runs the unit tests alone; here they run beside the rest of npm test on two cores, where one took 7 s
  // (the unit project allows 5) and a hook loading modules over 10: they get the integration project's deadlines.
  const deadlines = ['--testTimeout', '60000', '--hookTimeout', '120000'];
  run('npx', 'vitest', 'run', '--project', 'unit', '--reporter', 'dot', ...deadlines);
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
  run('node', 'scripts/build.ts');
  const site = (...args: string[]) => run('npx', 'vitest', 'run', '--project', 'site', ...args);
  site('--reporter', 'dot', ...EVERY_PAGE.map((c) => `tests/site/${c}.test.ts`));
  const pattern = `^(${[...ADDRESSES, 'across the site'].join('|')}) `;
  const results = path.join(copy, 'reports/new-page.json');
  site('--reporter', 'json', '--outputFile', results, 'tests/site/built-pages.test.ts', '-t', pattern);
  const report = JSON.parse(fs.readFileSync(results, 'utf8')) as {
    testResults: { assertionResults: { fullName: string; status: string }[] }[];
  };
  // A pattern that matched nothing would pass with every test skipped.
  const passed = report.testResults.flatMap((f) => f.assertionResults).filter((t) => t.status === 'passed');
  for (const address of ADDRESSES)
    expect(
      passed.some((t) => t.fullName.startsWith(`${address} `)),
      address,
    ).toBe(true);
}, 900_000);

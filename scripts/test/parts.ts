/**
 * The parts of `npm test` (scripts/test.ts) and what each waits for: the unit tests first, so that a change that
 * breaks one fails in seconds rather than after the build; then typecheck then check beside the build; then the
 * browser suite with the machine to itself; then side by side the integration tests and the site's checks. The GitHub
 * workflow (.github/workflows/ci.yml) runs the same parts as jobs side by side, each on a machine of its own;
 * tests/scripts/test-parts.test.ts keeps the two in step.
 *
 * Why the browser suite alone (docs/decisions/0088-test-time-browser-suite-alone-then-the-rest.md): it is the longest
 * part, about half of npm test's CPU, and beside the other two it shared the cores with them from its first minute and
 * ended last; alone it ends in about two thirds of that time, and the integration tests and the site's checks, which
 * wait on the processes they start for part of their time, fill each other's waits after it, so the whole run ends
 * sooner too. A part that fails stops every part not yet started.
 */
export interface TestPart {
  /** What `npm test -- <name>` runs alone, and what the time printed after it is called. */
  name: string;
  /** Shell commands run one after the other from the project's root, with node_modules/.bin on the PATH. */
  commands: string[];
  /**
   * The parts that must have passed before this one starts (those not asked for by `npm test -- ...` excepted): what
   * it reads (generated/, the build), or, for the integration tests and the site's checks, the browser suite, which
   * has the cores first.
   */
  after: string[];
}

export const TEST_PARTS: TestPart[] = [
  // The unit tests read generated/: codegen writes it (seconds; it also installs the web editor's package when new).
  { name: 'codegen', commands: ['node --import ./scripts/compile-cache.mjs scripts/codegen.ts'], after: [] },
  { name: 'unit', commands: ['vitest run --project unit'], after: ['codegen'] },
  // One checker thread: beside another part on two cores, TypeScript 7's default four took 8.6 s of CPU for
  // the 5.2 s of one, in the same wall time (docs/decisions/0075-typescript-7-import-cycles-in-biome.md).
  { name: 'typecheck', commands: ['tsc --noEmit --checkers 1'], after: ['unit'] },
  { name: 'check', commands: ['npm run check'], after: ['typecheck'] },
  // The site, and the two copies of it the checks read: hostile text in every field, a third language added by data.
  {
    name: 'build',
    commands: [
      'node --import ./scripts/compile-cache.mjs scripts/build.ts',
      'node --import ./scripts/compile-cache.mjs tests/fixtures/injection/build.ts',
      'node --import ./scripts/compile-cache.mjs tests/fixtures/third-language/build.ts',
    ],
    after: ['unit'],
  },
  {
    name: 'browser',
    commands: ['node --import ./scripts/compile-cache.mjs scripts/ensure-browser.ts', 'playwright test'],
    after: ['build', 'check'],
  },
  { name: 'integration', commands: ['vitest run --project integration'], after: ['browser'] },
  { name: 'site', commands: ['vitest run --project site'], after: ['browser'] },
];

/** The parts of `asked` that may start now: not yet started, and each part they wait for among `asked` passed. */
export function startable(asked: TestPart[], started: ReadonlySet<string>, passed: ReadonlySet<string>): TestPart[] {
  const names = new Set(asked.map((p) => p.name));
  return asked.filter((p) => !started.has(p.name) && p.after.every((name) => !names.has(name) || passed.has(name)));
}

/**
 * Whether `part` of `asked` runs alone: every part listed before it has passed when it starts, and every part after it
 * waits for it. Such a part prints as it goes; the others print their output whole when they end, so that two parts
 * side by side do not mix their lines.
 */
export function runsAlone(part: TestPart, asked: TestPart[]): boolean {
  const before = (p: TestPart): Set<string> => {
    const all = new Set<string>();
    const visit = (name: string) => {
      if (all.has(name)) return;
      all.add(name);
      for (const n of asked.find((x) => x.name === name)?.after ?? []) visit(n);
    };
    for (const n of p.after) visit(n);
    return all;
  };
  const index = asked.indexOf(part);
  const mine = before(part);
  return (
    asked.slice(0, index).every((p) => mine.has(p.name)) &&
    asked.slice(index + 1).every((p) => before(p).has(part.name))
  );
}

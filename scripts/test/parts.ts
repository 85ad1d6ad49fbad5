/**
 * The parts of `npm test` (scripts/test.ts) and what each waits for: the unit tests first, so that a change that
 * breaks one fails in seconds rather than after the build; then side by side the integration tests, typecheck then
 * check, and the build, then the site's checks beside the browser suite. The GitHub workflow (.github/workflows/ci.yml)
 * runs the same parts as jobs side by side; tests/scripts/test-parts.test.ts keeps the two in step.
 *
 * Why side by side: every part waits on processes it starts (servers, runtimes, builds, Chromium) for part of its time.
 * One after the other, a 2-core machine stood a third idle through the integration tests and the site's checks; with
 * those two side by side, the site's checks still waited 30 s for typecheck and check and ended 50 s after the
 * integration tests, and the browser suite waited for both, though it needs only the build. Each part now waits only
 * for what it needs (and the unit tests); a part that fails stops every part not yet started.
 */
export interface TestPart {
  /** What `npm test -- <name>` runs alone, and what the time printed after it is called. */
  name: string;
  /** Shell commands run one after the other from the project's root, with node_modules/.bin on the PATH. */
  commands: string[];
  /** The parts that must have passed before this one starts (those not asked for by `npm test -- ...` excepted). */
  after: string[];
}

export const TEST_PARTS: TestPart[] = [
  // The unit tests read generated/: codegen writes it (seconds; it also installs the web editor's package when new).
  { name: 'codegen', commands: ['node --import ./scripts/compile-cache.mjs scripts/codegen.ts'], after: [] },
  { name: 'unit', commands: ['vitest run --project unit'], after: ['codegen'] },
  { name: 'integration', commands: ['vitest run --project integration'], after: ['unit'] },
  // One checker thread: beside the integration tests on two cores, TypeScript 7's default four took 8.6 s of CPU for
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
  { name: 'site', commands: ['vitest run --project site'], after: ['build'] },
  {
    name: 'browser',
    commands: ['node --import ./scripts/compile-cache.mjs scripts/ensure-browser.ts', 'playwright test'],
    after: ['build', 'check'],
  },
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

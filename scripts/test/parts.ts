/**
 * The parts of `npm test` (scripts/test.ts), in the order it runs them: the unit tests first, so that a change that
 * breaks one fails in seconds rather than after the build; the browser suite last. The GitHub workflow
 * (.github/workflows/ci.yml) runs the same parts as jobs side by side; tests/scripts/test-parts.test.ts keeps the two
 * in step.
 */
export interface TestPart {
  /** What `npm test -- <name>` runs alone, and what the time printed after it is called. */
  name: string;
  /** Shell commands run one after the other from the project's root, with node_modules/.bin on the PATH. */
  commands: string[];
}

export const TEST_PARTS: TestPart[] = [
  // The unit tests read generated/: codegen writes it (seconds; it also installs the web editor's package when new).
  { name: 'codegen', commands: ['tsx scripts/codegen.ts'] },
  { name: 'unit', commands: ['vitest run --project unit'] },
  { name: 'typecheck', commands: ['tsc --noEmit'] },
  { name: 'check', commands: ['npm run check'] },
  { name: 'integration', commands: ['vitest run --project integration'] },
  // The site, and the two copies of it the checks read: hostile text in every field, a third language added by data.
  {
    name: 'build',
    commands: [
      'node scripts/build.ts',
      'tsx tests/fixtures/injection/build.ts',
      'tsx tests/fixtures/third-language/build.ts',
    ],
  },
  { name: 'site', commands: ['vitest run --project site'] },
  { name: 'browser', commands: ['tsx scripts/ensure-browser.ts', 'playwright test'] },
];

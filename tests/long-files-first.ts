/**
 * Vitest's order of test files (vitest.config.ts), the longest first. Vitest starts the files it has timed before
 * longest first, and others largest first: on a fresh clone, as in CI, it has no timings, and a short file can hold the
 * longest work (one test of tests/docs/add-a-page.int.test.ts copies the checkout and type-checks it). Started last,
 * such a file ran alone on one core for a minute after the other had finished. These start first, in this order;
 * then Vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files of each project on a fresh clone of a 2-core machine (.ci/run), longest first. */
const LONG_FILES = [
  // integration
  'tests/docs/add-a-page.int.test.ts',
  'tests/scripts/server-stop.int.test.ts',
  'tests/codegen/bad-data-report.int.test.ts',
  // site: html-validate over every built page, of the site and of its hostile copy; every page rendered twice
  'tests/site/built-pages.test.ts',
  'tests/site/injection.test.ts',
  'tests/site/filled-pages.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONG_FILES.length : at;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Project by project, as Vitest orders them; within one, Array.prototype.sort is stable: files of no rank keep
    // Vitest's order.
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files))
      byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    return [...byProject.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}

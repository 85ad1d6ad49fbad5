// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/long-files-first.ts';

// The benchmark's own tests live beside it, in its package (tools/bench); the other tool packages have none.
const beforeBuild = ['tests/**/*.test.ts', 'tools/bench/test/**/*.test.ts'];
const afterBuild = ['tests/site/**', 'tests/hosts/**', 'tests/e2e/**', '**/node_modules/**'];
// A test file that starts a process, listens on a port, or runs codegen or a build is named *.int.test.ts
// (tests/README.md): it goes to `integration`, and `unit` stays in one process and memory, in well under a minute.
const integration = beforeBuild.map((glob) => glob.replace(/\.test\.ts$/, '.int.test.ts'));

// On CI, a test of the integration and site projects that fails is run once more, as Playwright's are
// (playwright.config.ts): they start servers and runtimes beside each other on two cores, where a deadline of seconds
// (a server ending within 2 s of SIGTERM) can be missed once under load. The reporter names each test that needed it.
const retry = process.env.CI ? 1 : 0;
// What expect.poll waits for (a lead's e-mail sent in the background, a store's write) took over its default second
// beside the other parts on two cores: the projects that start processes and servers wait up to 10 s.
const poll = { timeout: 10_000 };

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default is one fewer than the cores, a single worker on the 2-core CI
    // machine, where the integration and site files mostly wait on the processes they start: on 2 cores, integration
    // took 227 s with one worker, 149 s with two, 155 s with three and 164 s with four; site 338 s with one, 281 s with two.
    maxWorkers: '100%',
    reporters: ['default', './tests/retried-reporter.ts'],
    // The longest files first, whether or not Vitest has timed them before (tests/long-files-first.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      // Unit tests: no build, no process, no port, no codegen run; vitest's 5 s per test is already generous.
      {
        test: {
          name: 'unit',
          include: beforeBuild,
          exclude: [...afterBuild, ...integration],
          isolate: false,
          globalSetup: ['tests/run-tmp.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: integration,
          exclude: afterBuild,
          // The files of a worker share its modules, as the unit tests do: loading codegen, the server and their
          // packages afresh for each of 94 files was a third of the project's CPU. A helper's top level runs once a
          // worker, so what it makes is undone from the calling test (onTestFinished) or file (beforeAll/afterAll); a
          // module other files load is mocked with vi.doMock after vi.resetModules(); each file ends with the
          // environment it started with (tests/restore-env.ts).
          isolate: false,
          setupFiles: ['tests/restore-env.ts'],
          // Codegen over a copy of data/ takes 1-3 s alone and 5-10 s on a busy 2-core machine; a server or a
          // process takes seconds to start: 5 s failed such tests under load. A file needing longer says so itself.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry,
          expect: { poll },
          globalSetup: ['tests/run-tmp.ts', 'tests/install-tools.ts'],
        },
      },
      // Checks over the built site, then the built site on each host's own runtime or parsers: run after the build.
      // A check that renders or validates pages in the test's own process takes seconds: on a 2-core machine busy with
      // a host's runtime beside it, prerender.test's 5 s (vitest's default) ran out twice. A host file says its own.
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts', 'tests/hosts/**/*.test.ts'],
          // As integration's: the route list, the built pages' parsers and the runtimes' helpers loaded once a worker.
          isolate: false,
          setupFiles: ['tests/restore-env.ts'],
          testTimeout: 30_000,
          retry,
          expect: { poll },
          globalSetup: ['tests/run-tmp.ts'],
        },
      },
    ],
  },
});

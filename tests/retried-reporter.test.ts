/** The reporter of tests that passed on a retry (./retried-reporter.ts) names each, with what its first attempt failed on. */
import { afterEach, expect, it, vi } from 'vitest';
import type { TestCase } from 'vitest/node';
import RetriedReporter from './retried-reporter.ts';

afterEach(() => vi.restoreAllMocks());

const testCase = (fullName: string, flaky: boolean, errors: { message: string }[] = []) =>
  ({
    fullName,
    module: { relativeModuleId: 'tests/serve/a.int.test.ts' },
    diagnostic: () => ({ flaky }),
    result: () => ({ state: 'passed', errors }),
  }) as unknown as TestCase;

it('names a test that passed on its retry, with the first line of each earlier failure', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const reporter = new RetriedReporter();
  reporter.onTestCaseResult(testCase('steady', false));
  reporter.onTestCaseResult(testCase('under load', true, [{ message: `expected 2 to be 1\n    at stack\n${'x'}` }]));
  reporter.onTestRunEnd();
  const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
  expect(printed).toContain('Passed on a retry (1)');
  expect(printed).toContain('tests/serve/a.int.test.ts > under load\n      expected 2 to be 1');
  expect(printed).not.toContain('at stack');
  expect(printed).not.toContain('steady');
});

it('prints nothing when no test needed a retry', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const reporter = new RetriedReporter();
  reporter.onTestCaseResult(testCase('steady', false));
  reporter.onTestRunEnd();
  expect(log).not.toHaveBeenCalled();
});

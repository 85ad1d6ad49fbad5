/**
 * Names, after a run, each test that failed and then passed on its retry (vitest.config.ts retries on CI only), with
 * what its first attempt failed on, so a test that is flaky under load is seen in the log, and why, rather than hidden
 * by the retry. Vitest's default reporter names only slow tests; its verbose one would print every one of the site's
 * thousands.
 */
import type { Reporter, TestCase } from 'vitest/node';

/** An error's first line, cut at 300 characters: enough to tell a deadline from a wrong value. */
const firstLine = (message: string) => {
  const line = message.split('\n')[0];
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
};

export default class RetriedReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    if (!test.diagnostic()?.flaky) return;
    // A test that passed on a retry keeps the errors of the attempts before (Vitest's TestResultPassed).
    const errors = test.result().errors ?? [];
    const why = errors.map((e) => `\n      ${firstLine(e.message ?? String(e))}`).join('');
    this.flaky.push(`${test.module.relativeModuleId} > ${test.fullName}${why}`);
  }

  onTestRunEnd(): void {
    if (!this.flaky.length) return;
    console.log(`\nPassed on a retry (${this.flaky.length}), each failed once first:`);
    for (const name of this.flaky) console.log(`  ${name}`);
  }
}

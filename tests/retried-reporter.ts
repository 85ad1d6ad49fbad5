/**
 * Names, after a run, each test that failed and then passed on its retry (vitest.config.ts retries on CI only), so a
 * test that is flaky under load is seen in the log rather than hidden by the retry. Vitest's default reporter names
 * only slow tests; its verbose one would print every one of the site's thousands.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    if (test.diagnostic()?.flaky) this.flaky.push(`${test.module.relativeModuleId} > ${test.fullName}`);
  }

  onTestRunEnd(): void {
    if (!this.flaky.length) return;
    console.log(`\nPassed on a retry (${this.flaky.length}), each failed once first:`);
    for (const name of this.flaky) console.log(`  ${name}`);
  }
}

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints why each skipped test was skipped, after the run (the list reporter does not). */
export default class SkipReasonsReporter implements Reporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') return;
    const reason =
      test.annotations.find((a) => a.type === 'skip')?.description ??
      'no reason given';
    this.skipped.push(`${test.titlePath().slice(1).join(' › ')}: ${reason}`);
  }

  onEnd() {
    if (this.skipped.length === 0) return;
    console.log(`\nSkipped (${this.skipped.length}):`);
    for (const line of this.skipped) console.log(`  - ${line}`);
  }
}

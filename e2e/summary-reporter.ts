import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Ends the run with the plain line CI reads: `N passed, N failed` (and skipped when any). */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd() {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    console.log(`${this.passed} passed, ${this.failed} failed${skipped}`);
  }

  printsToStdio() {
    return true;
  }
}

import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints how many retries the run used, at the end of every run: `retries used: N`, N being the
 * test results with `retry > 0`, then one line per retried test. A run that passed only thanks
 * to a retry says so; the goal is `retries used: 0`.
 */
export default class RetriesReporter implements Reporter {
  private readonly retried = new Map<string, { title: string; results: TestResult[] }>();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry === 0) return;
    const entry = this.retried.get(test.id) ?? {
      title: test.titlePath().filter(Boolean).join(" › "),
      results: [],
    };
    entry.results.push(result);
    this.retried.set(test.id, entry);
  }

  onEnd(_result: FullResult): void {
    const used = [...this.retried.values()].reduce((n, e) => n + e.results.length, 0);
    console.log(`\nretries used: ${used}`);
    for (const { title, results } of this.retried.values()) {
      const outcomes = results.map((r) => `retry ${r.retry} ${r.status}`).join(", ");
      console.log(`  ${title} (${outcomes})`);
    }
  }
}

import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Where the browser suite's time goes, printed after its run: before the first test (the global
 * set-up: the stack, the function bundles, the demo seed), in the tests, between them (each
 * test's accessibility check of the pages it was first to visit, a worker's start), and the ten
 * slowest tests.
 */
export default class SlowestTests implements Reporter {
  /** Made before the global set-up runs. */
  private readonly begun = Date.now();
  private firstStart: number | undefined;
  private tests: { title: string; ms: number }[] = [];

  onTestBegin(_test: TestCase, result: TestResult) {
    this.firstStart ??= result.startTime.getTime();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const where = `${path.basename(test.location.file)}:${test.location.line}`;
    const retry = result.retry ? ` (retry #${result.retry})` : '';
    this.tests.push({ title: `${where} › ${test.title}${retry}`, ms: result.duration });
  }

  onEnd() {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const all = Date.now() - this.begun;
    const inTests = this.tests.reduce((sum, t) => sum + t.ms, 0);
    const setUp = (this.firstStart ?? Date.now()) - this.begun;
    const between = Math.max(0, all - setUp - inTests);
    console.log(
      `\nBrowser suite: ${seconds(all)} in all: set-up ${seconds(setUp)}, tests ${seconds(inTests)}, between tests ${seconds(between)}.`,
    );
    console.log('The ten slowest tests:');
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`  ${seconds(t.ms).padStart(7)}  ${t.title}`);
    }
  }

  printsToStdio() {
    return false;
  }
}

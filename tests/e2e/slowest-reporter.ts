import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the reporter leaves the names of the tests that failed, for `npm test`'s last lines. */
export const FAILURES_FILE = path.join('test-results', 'failed-tests.txt');

/**
 * Where the browser suite's time goes, printed after its run: before the first test (the global
 * set-up: the stack, the function bundles, the demo seed), in the tests, between them (each
 * test's accessibility check of the pages it was first to visit, a worker's start), and the ten
 * slowest tests. Then every test that failed (each try, its first error line), last, and into
 * FAILURES_FILE: CI keeps only the end of a run's output.
 */
export default class SlowestTests implements Reporter {
  /** Made before the global set-up runs. */
  private readonly begun = Date.now();
  private firstStart: number | undefined;
  private tests: { title: string; ms: number }[] = [];
  private failures: string[] = [];

  onTestBegin(_test: TestCase, result: TestResult) {
    this.firstStart ??= result.startTime.getTime();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const where = `${path.basename(test.location.file)}:${test.location.line}`;
    const retry = result.retry ? ` (retry #${result.retry})` : '';
    const title = `${where} › ${test.titlePath().slice(3).join(' › ')}${retry}`;
    this.tests.push({ title, ms: result.duration });
    if (result.status === 'failed' || result.status === 'timedOut') {
      const message = stripVTControlCharacters(result.error?.message ?? result.status);
      const firstLine = message.split('\n').find((line) => line.trim()) ?? result.status;
      this.failures.push(`${title}\n      ${firstLine.trim().slice(0, 300)}`);
    }
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
    if (this.failures.length) {
      const text = `Failed tries (${this.failures.length}):\n${this.failures.map((f) => `  ${f}`).join('\n')}\n`;
      console.log(`\n${text}`);
      mkdirSync(path.dirname(FAILURES_FILE), { recursive: true });
      writeFileSync(FAILURES_FILE, text);
    }
  }

  printsToStdio() {
    return false;
  }
}

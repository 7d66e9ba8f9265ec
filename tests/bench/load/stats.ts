import { percentile } from '../percentile';

/**
 * What one level of the load bench saw: per route (or WebSocket step), every call's time and how
 * it ended. An error is a 5xx, a network failure or a refusal the walk did not expect (a 4xx other
 * than those its step names); a 429 is counted apart, as the limits a person would meet.
 */
export class Level {
  readonly calls = new Map<string, { ms: number[]; errors: number; limited: number }>();
  readonly failures: string[] = [];
  started = performance.now();
  ended = 0;

  constructor(readonly people: number) {}

  record(route: string, ms: number, outcome: 'ok' | 'error' | 'limited', detail?: string) {
    let row = this.calls.get(route);
    if (!row) this.calls.set(route, (row = { ms: [], errors: 0, limited: 0 }));
    row.ms.push(ms);
    if (outcome === 'error') {
      row.errors += 1;
      if (this.failures.length < 10) this.failures.push(`${route}: ${detail ?? 'failed'}`);
    }
    if (outcome === 'limited') row.limited += 1;
  }

  get seconds() {
    return ((this.ended || performance.now()) - this.started) / 1000;
  }

  get errors() {
    return [...this.calls.values()].reduce((n, r) => n + r.errors, 0);
  }

  get count() {
    return [...this.calls.values()].reduce((n, r) => n + r.ms.length, 0);
  }

  /** The p95 of every HTTP call of the level (the WebSocket and payment steps apart). */
  get p95() {
    return percentile(
      [...this.calls.entries()].filter(([route]) => /^(GET|POST|PUT|DELETE) /.test(route)).flatMap(([, r]) => r.ms),
      95,
    );
  }
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);

/** Each level's line: people, calls, throughput, errors, p95. */
export function printLevels(levels: readonly Level[]) {
  console.log(
    `\n${pad('people', 8)}${pad('seconds', 9)}${pad('calls', 8)}${pad('calls/s', 9)}${pad('errors', 8)}${pad('429', 6)}HTTP p95 ms`,
  );
  for (const l of levels) {
    const limited = [...l.calls.values()].reduce((n, r) => n + r.limited, 0);
    console.log(
      `${pad(l.people, 8)}${pad(l.seconds.toFixed(1), 9)}${pad(l.count, 8)}${pad((l.count / l.seconds).toFixed(1), 9)}${pad(l.errors, 8)}${pad(limited, 6)}${l.p95.toFixed(0)}`,
    );
  }
}

/** Per route of one level: calls, errors, p50/p95/p99, throughput; and beside it the floor when known. */
export function printRoutes(level: Level, floors: ReadonlyMap<string, { ms: number; requests: number }>) {
  console.log(`\nPer route at ${level.people} people (${level.seconds.toFixed(0)} s)`);
  console.log(
    `${pad('route', 48)}${pad('calls', 7)}${pad('err', 5)}${pad('p50', 7)}${pad('p95', 7)}${pad('p99', 7)}${pad('/s', 7)}${pad('DDB req', 9)}${pad('DDB alone', 11)}p50 ÷ alone`,
  );
  for (const [route, r] of [...level.calls.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const floor = floors.get(route);
    const p50 = percentile(r.ms, 50);
    console.log(
      `${pad(route, 48)}${pad(r.ms.length, 7)}${pad(r.errors, 5)}${pad(p50.toFixed(0), 7)}${pad(percentile(r.ms, 95).toFixed(0), 7)}${pad(percentile(r.ms, 99).toFixed(0), 7)}${pad((r.ms.length / level.seconds).toFixed(1), 7)}${pad(floor ? floor.requests : '—', 9)}${pad(floor ? floor.ms.toFixed(1) : '—', 11)}${floor && floor.ms > 0 ? (p50 / floor.ms).toFixed(1) : '—'}`,
    );
  }
}

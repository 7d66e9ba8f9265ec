import { Simulation } from '@paulirish/trace_engine/models/trace/lantern/lantern.js';

/**
 * What Lighthouse's simulation (Lantern) made of a run's largest contentful paint: each node of its
 * optimistic and pessimistic LCP graphs (requests and main-thread tasks) with its simulated start and
 * end, in order of end. The metric is the mean of the two graphs' last ends, so this is where a cold
 * row's time goes (a request's round trips, a task times the CPU slowdown), which the report's
 * observed timings do not show. Read after each `lighthouse()` call: the simulator keeps only the
 * latest run per label.
 */
export function lanternLcpPath(): string {
  const lines: string[] = [];
  for (const [label, timings] of Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint/.test(label)) continue;
    lines.push(`# ${label}`);
    const rows = [...timings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? 'Other'} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`
          : `cpu ${Math.round((node.endTime - node.startTime) / 1000)} ms observed`;
      lines.push(
        `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

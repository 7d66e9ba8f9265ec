import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import weights from './integration-weights.json' with { type: 'json' };

/**
 * Splits `--shard` by how long each file takes rather than by how many files there are (vitest's
 * own split): `npm test` runs the integration tests in two halves side by side, and one file alone
 * (the route × caller matrix, ~90 s) made one half a minute longer than the other. The files are
 * dealt, longest first, to the half with less so far. The seconds are a run's per-file times
 * (./integration-weights.json, from vitest's output); a file not listed counts as a middling one.
 */
const SECONDS = weights as Record<string, number>;
/** A file's own start (its imports, its people) beside its tests' time. */
const PER_FILE = 0.6;
const UNLISTED = 4;

export class WeightedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    const weightOf = (spec: TestSpecification) =>
      (SECONDS[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? UNLISTED) + PER_FILE;
    const longestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.moduleId.localeCompare(b.moduleId));
    const loads = Array.from({ length: count }, () => 0);
    const shards: TestSpecification[][] = loads.map(() => []);
    for (const spec of longestFirst) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] = loads[lightest]! + weightOf(spec);
      shards[lightest]!.push(spec);
    }
    return shards[index - 1] ?? [];
  }
}

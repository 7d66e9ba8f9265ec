import fs from 'node:fs';
import path from 'node:path';
import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import weights from './integration-weights.json' with { type: 'json' };
import { WeightedShards } from './weighted-shards';

const root = path.resolve(import.meta.dirname, '../..');
const files = fs
  .readdirSync(path.join(root, 'tests/integration'))
  .filter((f) => f.endsWith('.int.test.ts'))
  .map((f) => ({ moduleId: path.join(root, 'tests/integration', f) }) as TestSpecification);

const shardOf = (index: number, count: number) =>
  new WeightedShards({ config: { shard: { index, count }, root } } as never).shard(files);

describe('the integration halves, split by time', () => {
  it('puts every file in exactly one half', async () => {
    const [a, b] = await Promise.all([shardOf(1, 2), shardOf(2, 2)]);
    const ids = [...a, ...b].map((s) => s.moduleId);
    expect(ids.sort()).toEqual(files.map((s) => s.moduleId).sort());
  });

  it("gives the halves times within one ordinary file's of each other", async () => {
    const seconds = weights as Record<string, number>;
    const timeOf = async (index: number) =>
      (await shardOf(index, 2)).reduce((sum, s) => sum + (seconds[path.relative(root, s.moduleId)] ?? 4), 0);
    const [a, b] = [await timeOf(1), await timeOf(2)];
    expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.max(...Object.values(seconds).filter((s) => s < 60)));
  });

  it('names only files that exist', () => {
    for (const file of Object.keys(weights)) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });
});

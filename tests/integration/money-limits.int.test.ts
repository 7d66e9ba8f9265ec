import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  MONEY_PATHS,
  type PathResult,
  resultsTable,
  runMoneyPaths,
  TRANSACTION_ITEMS_LIMIT,
} from '../support/money-paths';

/**
 * DynamoDB refuses a TransactWriteItems of more than 100 items. Every money path, run at the
 * largest input the product allows (a cart of MAX_CART_ITEMS arts of as many artists, a
 * commission of MAX_MILESTONES milestones), keeps each of its transactions under that: the size
 * of every transaction it sends is recorded (../support/money-paths.ts) and held to the limit.
 * `npm run bench:money` prints the same table.
 */

const { endpoints } = inject('stack');

describe('money transactions at the largest inputs', () => {
  let results: PathResult[] = [];
  beforeAll(async () => {
    ({ results } = await runMoneyPaths({ api: endpoints.api, paymongo: endpoints.paymongo }));
    console.log(
      `Largest DynamoDB transaction of each money path (limit ${TRANSACTION_ITEMS_LIMIT} items):\n${resultsTable(results)}`,
    );
  }, 300_000);

  it.each(MONEY_PATHS.map((p) => [p.path, p.key] as const))(
    '%s: every transaction is under 100 items',
    (_path, key) => {
      const result = results.find((r) => r.key === key)!;
      expect(result.sizes.length, `${result.path} sent no transaction: the meter did not see it`).toBeGreaterThan(0);
      for (const items of result.sizes)
        expect(items, `${result.path} (${result.input}): a transaction of ${items} items`).toBeLessThan(
          TRANSACTION_ITEMS_LIMIT,
        );
    },
  );
});

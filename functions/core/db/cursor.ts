import { invalidCursor } from '../errors';
import { TABLE, type IndexName } from './table';

/**
 * Page cursors are ElectroDB's (the last key read, as base64url JSON), passed through opaque to
 * the browser. One that comes back is checked against the query it claims to continue before
 * DynamoDB sees it: exactly that index's key attributes, all strings, the same partition, a sort
 * key of the same entity. Anything else (a forged month, another user's partition, keys of a
 * different index) is a 400 `invalid_cursor`, never a failed query.
 */

interface QueryParams {
  IndexName?: string;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** An ElectroDB entity, as far as building a query's parameters goes. */
interface Queryable {
  query: Record<string, (facets: never) => { params(): unknown }>;
}

const MAX_KEY_LENGTH = 1024;

export function checkedCursor<E extends Queryable, A extends keyof E['query'] & string>(
  cursor: string,
  entity: E,
  accessPattern: A,
  facets: Parameters<E['query'][A]>[0],
): string {
  const params = entity.query[accessPattern]!(facets as never).params() as QueryParams;
  const index = params.IndexName as IndexName | undefined;
  const pkField = index ? TABLE.indexes[index].partitionKey : TABLE.partitionKey;
  const skField = index ? TABLE.indexes[index].sortKey : TABLE.sortKey;
  const fields = new Set([TABLE.partitionKey, TABLE.sortKey, pkField, skField]);

  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  const entries = Object.entries(key);
  if (
    entries.length !== fields.size ||
    entries.some(
      ([name, value]) => !fields.has(name as never) || typeof value !== 'string' || value.length > MAX_KEY_LENGTH,
    )
  ) {
    throw invalidCursor();
  }
  const record = key as Record<string, string>;
  const skPrefix = params.ExpressionAttributeValues[':sk1'];
  if (record[pkField] !== params.ExpressionAttributeValues[':pk']) throw invalidCursor();
  if (typeof skPrefix === 'string' && !record[skField]!.startsWith(skPrefix)) throw invalidCursor();
  return cursor;
}

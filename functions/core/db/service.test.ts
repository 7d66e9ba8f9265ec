import { TransactWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EnvKey } from '../config';

// The functions' configuration, as a deployed function gets it; nothing here reaches AWS.
const ENV = {
  STAGE: 'unit',
  LOG_LEVEL: 'silent',
  TABLE_NAME: 'crafti-unit',
  USER_POOL_ID: 'ap-southeast-1_unit',
  COGNITO_CLIENT_ID: 'unit',
  COGNITO_ISSUER: 'https://cognito-idp.ap-southeast-1.amazonaws.com/ap-southeast-1_unit',
  MEDIA_BUCKET: 'unit-media',
  DOCUMENTS_BUCKET: 'unit-documents',
  MEDIA_URL: 'https://media.unit.invalid',
  SITE_URL: 'https://site.unit.invalid',
  MAIL_FROM: 'Crafti <no-reply@crafti.example>',
  WS_CALLBACK_URL: 'https://ws.unit.invalid/unit',
  PAYMONGO_API_URL: 'https://api.paymongo.unit.invalid',
  SEARCH_URL: 'https://search.unit.invalid',
  EDGE_SECRET: 'unit-edge-secret-0123456789',
  MAIL_LINK_SECRET: 'unit-mail-link-secret-0123456789',
} satisfies Record<EnvKey, string>;

const documentClient = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  for (const [key, value] of Object.entries({
    ...ENV,
    AWS_REGION: 'ap-southeast-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
  }))
    vi.stubEnv(key, value);
});
afterAll(() => {
  documentClient.restore();
  vi.unstubAllEnvs();
});

/** DynamoDB's answer when another transaction held one of the items. */
const conflict = () =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'TransactionConflict' }],
  });

describe('a write transaction through the real data layer', () => {
  it('is sent again, with the same items, after a TransactionConflict', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    documentClient.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});
    const { commit } = await import('./transactions');
    await commit((tx) => [tx.tag.create({ tagId: 'tag-1', name: 'Capiz' }).commit()]);
    const sent = documentClient.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toEqual([
      expect.objectContaining({
        Put: expect.objectContaining({
          TableName: 'crafti-unit',
          Item: expect.objectContaining({ tagId: 'tag-1', name: 'Capiz' }),
        }),
      }),
    ]);
  });
});

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let docClient: DynamoDBDocumentClient | undefined;

/** The shared document client; its endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when set. */
export function dynamo(): DynamoDBDocumentClient {
  docClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return docClient;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

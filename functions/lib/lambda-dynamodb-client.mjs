/**
 * Stands in for `@aws-sdk/client-dynamodb` inside the Lambda bundles only (esbuild alias,
 * APP_FUNCTION_BUNDLING in infra/constructs/bundling.ts), beside lambda-document-client.mjs:
 * the document client's commands import their low-level commands from the package's index, and
 * bundled as ElectroDB requires them that index is set up whole (sixty-odd commands, the
 * aggregated client, paginators and waiters). This gives the client and the commands that the
 * document client's commands wrap. The paths are relative so that the alias does not catch them.
 */
export { DynamoDBClient } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js';
export { BatchGetItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js';
export { BatchWriteItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js';
export { DeleteItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js';
export { GetItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js';
export { PutItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js';
export { QueryCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js';
export { TransactGetItemsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js';
export { TransactWriteItemsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js';
export { UpdateItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js';

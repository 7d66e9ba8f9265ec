/**
 * Stands in for `@aws-sdk/lib-dynamodb` inside the Lambda bundles only (esbuild alias,
 * APP_FUNCTION_BUNDLING in infra/constructs/bundling.ts); tests and the local stack use the
 * package itself. ElectroDB `require`s the package whole from CommonJS, which bundled that way
 * cannot be tree-shaken: every command of it and of @aws-sdk/client-dynamodb (with the aggregated
 * clients, paginators and waiters) was in each zip and set up at every cold start (~45 ms). This
 * gives what ElectroDB (its src/client.js) and functions/core/db/client.ts use, from the modules
 * that define them. The paths are relative so that the alias does not catch them too.
 */
export { DynamoDBDocumentClient } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js';
export { BatchGetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js';
export { BatchWriteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js';
export { DeleteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js';
export { GetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js';
export { PutCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js';
export { QueryCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js';
export { TransactGetCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js';
export { TransactWriteCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js';
export { UpdateCommand } from '../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js';

import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { roleSchema } from '@shared/schemas/common';
import { createTableInput, TABLE } from '@functions/core/db/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './services/types';
import {
  PASSWORD_POLICY,
  USER_POOL_CLIENT_AUTH_FLOWS,
  USER_POOL_CLIENT_WRITE_ATTRIBUTES,
} from '../constructs/auth-settings';

/**
 * Creates what the CDK stack would: the table, the user pool with its app client and
 * groups, and the buckets. Every step is idempotent.
 */

const sdk = (endpoint: string) => ({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient(sdk(endpoint));
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export async function ensureUserPool(endpoint: string, poolName: string): Promise<UserPoolIds> {
  const client = new CognitoIdentityProviderClient(sdk(endpoint));
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: poolName,
          UsernameAttributes: ['email'],
          Policies: { PasswordPolicy: PASSWORD_POLICY },
          // As on AWS: accounts are made by POST /register only (the shim enforces it locally).
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === 'web')?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: 'web',
          ExplicitAuthFlows: [...USER_POOL_CLIENT_AUTH_FLOWS],
          WriteAttributes: [...USER_POOL_CLIENT_WRITE_ATTRIBUTES],
        }),
      );
      userPoolClientId = created.UserPoolClient!.ClientId!;
    }
    for (const GroupName of roleSchema.options) {
      try {
        await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName }));
      } catch {
        await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
      }
    }
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}

export async function ensureBuckets(endpoint: string, buckets: string[], allowOrigins: string[]): Promise<void> {
  const client = new S3Client({ ...sdk(endpoint), forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  // The local S3 signs bucket paths without the trailing slash the SDK sends ("/bucket/"); S3 treats both alike.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'bucketPathWithoutSlash' },
  );
  try {
    for (const Bucket of buckets) {
      try {
        await client.send(new CreateBucketCommand({ Bucket }));
      } catch (err) {
        const name = (err as Error).name;
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw err;
      }
      await client.send(
        new PutBucketCorsCommand({
          Bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: allowOrigins,
                AllowedMethods: ['GET', 'POST', 'PUT', 'HEAD'],
                AllowedHeaders: ['*'],
                MaxAgeSeconds: 600,
              },
            ],
          },
        }),
      );
    }
  } finally {
    client.destroy();
  }
}

import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/core/db/table';
import { USER_POOL_CLIENT_AUTH_FLOWS } from '../../infra/constructs/auth-settings';
import { AppFunction } from '../../infra/constructs/app-function';
import { READ_ACTIONS } from '../../infra/constructs/data-table';
import { groupPermissions, type GroupPermissions } from '../../functions/api/permissions';
import { UPLOAD_PURPOSES } from '../../shared/schemas/uploads';
import { defineCraftiApp } from '../../infra/stacks/crafti-app';
import type { CraftiStack } from '../../infra/stacks/crafti-stack';
import { routeGroups, routes } from '../../shared/api/routes';
import { roleSchema } from '../../shared/schemas/common';

// Template JSON is untyped CloudFormation; the assertions below are what check its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

/** Builds the stack in-process; `aws:cdk:bundling-stacks: []` skips esbuild (only the template matters here). */
function build(stage: string): { stack: CraftiStack; template: Template; resources: Record<string, Resource> } {
  const stack = defineCraftiApp(new App({ context: { stage, 'aws:cdk:bundling-stacks': [] } }));
  const template = Template.fromStack(stack);
  return { stack, template, resources: template.toJSON().Resources as Record<string, Resource> };
}

const logicalId = (stack: CraftiStack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

/** `integrations/<Ref>` → the integration's logical id. */
function integrationIdOf(route: Resource): string {
  const [, parts] = route.Properties.Target['Fn::Join'] as [string, [string, { Ref: string }]];
  return parts[1].Ref;
}

describe('the Crafti stack for stage "test"', () => {
  let stack: CraftiStack;
  let template: Template;
  let resources: Record<string, Resource>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

  beforeAll(() => {
    ({ stack, template, resources } = build('test'));
  });

  describe('HTTP API', () => {
    const httpApiId = () => logicalId(stack, stack.api.api);
    const httpRoutes = () => ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === httpApiId());

    it('has one function per route group, with a deterministic id and name', () => {
      expect([...stack.api.functions.keys()].sort()).toEqual([...routeGroups].sort());
      for (const [group, fn] of stack.api.functions) {
        expect(fn.node.id).toBe(`Fn-${group}`);
        expect(logicalId(stack, fn).startsWith(`ApiFn${group.replace(/[^A-Za-z0-9]/g, '')}`)).toBe(true);
        expect(resources[logicalId(stack, fn)]!.Properties.FunctionName).toBe(`crafti-test-api-${group}`);
      }
    });

    it('wires every route of the route table to its group function, and nothing else', () => {
      expect(httpRoutes()).toHaveLength(routes.length);
      for (const route of routes) {
        const matching = httpRoutes().filter(([, r]) => r.Properties.RouteKey === route.routeKey);
        expect(matching, route.routeKey).toHaveLength(1);
        const integration = resources[integrationIdOf(matching[0]![1])]!;
        expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
        expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
        expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
        expect(integration.Properties.IntegrationUri, route.routeKey).toEqual({
          'Fn::GetAtt': [logicalId(stack, stack.api.functions.get(route.group)!), 'Arn'],
        });
      }
    });

    it('puts the Cognito JWT authorizer on every route that is not public', () => {
      const authorizers = ofType('AWS::ApiGatewayV2::Authorizer').filter(([, r]) => r.Properties.ApiId.Ref === httpApiId());
      expect(authorizers).toHaveLength(1);
      const [authorizerId, authorizer] = authorizers[0]!;
      expect(authorizer.Properties.AuthorizerType).toBe('JWT');
      for (const route of routes) {
        const [, resource] = httpRoutes().find(([, r]) => r.Properties.RouteKey === route.routeKey)!;
        if (route.auth === 'public') {
          expect(resource.Properties.AuthorizationType, route.routeKey).toBe('NONE');
          expect(resource.Properties.AuthorizerId).toBeUndefined();
        } else {
          expect(resource.Properties.AuthorizationType, route.routeKey).toBe('JWT');
          expect(resource.Properties.AuthorizerId, route.routeKey).toEqual({ Ref: authorizerId });
        }
      }
    });

    it('checks tokens against this stage\'s user pool and app client', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: {
            'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { Ref: logicalId(stack, stack.auth.userPool) }]],
          },
          Audience: [{ Ref: logicalId(stack, stack.auth.client) }],
        },
      });
    });

    it('allows the site (and the Vite dev server on dev stages) through CORS', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({
          AllowOrigins: [
            { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack, stack.site.distribution), 'DomainName'] }]] },
            'http://localhost:5173',
          ],
          AllowHeaders: ['authorization', 'content-type', 'x-request-id'],
          // One preflight per origin and route for two hours, not one before every call.
          MaxAge: 7200,
        }),
      });
    });

    it('throttles and access-logs the default stage', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        ApiId: { Ref: httpApiId() },
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
        AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      });
    });
  });

  describe('Lambda functions', () => {
    const ours = () => stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);

    it('are one per route group plus the WebSocket, object-created and expire-reservations functions', () => {
      expect(ours()).toHaveLength(routeGroups.length + 3);
      expect(ours()).toContain(stack.objectCreated);
      expect(ours()).toContain(stack.expireReservations);
      // Everything else in the template is CDK's own custom-resource providers.
      const others = ofType('AWS::Lambda::Function')
        .map(([id]) => id)
        .filter((id) => !ours().some((fn) => logicalId(stack, fn) === id));
      expect(others.every((id) => id.startsWith('Custom') || id.startsWith('BucketNotificationsHandler'))).toBe(true);
    });

    it('all run Node.js 22 on ARM64 with 512 MB and a short timeout, but the object-created and the scheduled one', () => {
      for (const fn of ours().filter((f) => f !== stack.objectCreated && f !== stack.expireReservations)) {
        const { Properties } = resources[logicalId(stack, fn)]!;
        expect(Properties.Runtime, fn.node.path).toBe('nodejs22.x');
        expect(Properties.Architectures, fn.node.path).toEqual(['arm64']);
        expect(Properties.MemorySize).toBe(512);
        expect(Properties.Timeout).toBeLessThanOrEqual(15);
        expect(Properties.LoggingConfig.LogGroup).toBeDefined();
      }
    });

    it('run the object-created function (image variants with sharp) on x86_64, with 1 GB and 30 s', () => {
      const { Properties } = resources[logicalId(stack, stack.objectCreated)]!;
      expect(Properties.Runtime).toBe('nodejs22.x');
      // sharp's binary is installed beside the bundle for linux-x64.
      expect(Properties.Architectures).toEqual(['x86_64']);
      expect(Properties.MemorySize).toBe(1024);
      expect(Properties.Timeout).toBe(30);
      expect(Properties.LoggingConfig.LogGroup).toBeDefined();
    });

    it('run the reservation sweeper every minute from an EventBridge rule, with up to 50 s', () => {
      const functionArn = { 'Fn::GetAtt': [logicalId(stack, stack.expireReservations), 'Arn'] };
      const rules = ofType('AWS::Events::Rule').filter(([, r]) => JSON.stringify(r.Properties.Targets).includes(JSON.stringify(functionArn)));
      expect(rules).toHaveLength(1);
      expect(rules[0]![1].Properties.ScheduleExpression).toBe('rate(1 minute)');
      expect(resources[logicalId(stack, stack.expireReservations)]!.Properties.Timeout).toBe(50);
    });

    it('may not Scan the table (no request path scans)', () => {
      for (const [, policy] of ofType('AWS::IAM::Policy')) {
        expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toMatch(/dynamodb:(Scan|\*)/);
      }
    });

    it('get the same configuration variables as the local stack, minus endpoints', () => {
      const required = ['STAGE', 'LOG_LEVEL', 'TABLE_NAME', 'USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_ISSUER', 'WS_CALLBACK_URL'];
      const api = [...required, 'MEDIA_BUCKET', 'DOCUMENTS_BUCKET', 'MEDIA_URL', 'SITE_URL', 'MAIL_FROM'];
      for (const fn of ours()) {
        const variables = resources[logicalId(stack, fn)]!.Properties.Environment.Variables as Record<string, unknown>;
        expect(Object.keys(variables), fn.node.path).toEqual(expect.arrayContaining(fn === stack.realtime.handler ? required : api));
        expect(variables.STAGE).toBe('test');
        expect(Object.keys(variables).some((name) => name.startsWith('AWS_'))).toBe(false);
      }
    });
  });

  describe('least privilege', () => {
    type Statement = { Action: string | string[]; Resource: unknown };
    const statementsOf = (fn: AppFunction) => {
      const roleId = logicalId(stack, fn.role!);
      return ofType('AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
    };
    const bucketId = (bucket: 'media' | 'documents') => logicalId(stack, bucket === 'media' ? stack.storage.mediaBucket : stack.storage.documentsBucket);

    /** Every action the group's declaration allows, with the resource it must be limited to. */
    function allowed(group: keyof typeof groupPermissions): { action: string; resource?: string }[] {
      const needs: GroupPermissions = groupPermissions[group];
      const table = logicalId(stack, stack.data.table);
      const s3 = (bucket: 'media' | 'documents', actions: readonly string[] = []) => [
        ...actions.map((a) => ({ action: ({ put: 's3:PutObject', get: 's3:GetObject', delete: 's3:DeleteObject' } as Record<string, string>)[a]!, resource: bucketId(bucket) })),
        ...(actions.includes('get') ? [{ action: 's3:ListBucket', resource: bucketId(bucket) }] : []),
      ];
      return [
        { action: 'logs:CreateLogStream' },
        { action: 'logs:PutLogEvents' },
        ...(needs.table ? (needs.table === 'read' ? READ_ACTIONS : [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']).map((action) => ({ action, resource: table })) : []),
        ...(needs.cognito ?? []).map((a) => ({ action: `cognito-idp:${a}`, resource: logicalId(stack, stack.auth.userPool) })),
        ...s3('media', needs.media),
        ...s3('documents', needs.documents),
        ...(needs.mail ? [{ action: 'ses:SendEmail' }, { action: 'ses:SendRawEmail' }] : []),
        ...(needs.push ? [{ action: 'execute-api:ManageConnections' }] : []),
        ...(needs.payments ? [{ action: 'ssm:GetParameters', resource: 'paymongo/' }, { action: 'kms:Decrypt' }] : []),
      ];
    }

    it('gives each route group function no action its group did not declare, each on its own resource', () => {
      for (const [group, fn] of stack.api.functions) {
        const permitted = allowed(group);
        for (const statement of statementsOf(fn)) {
          const resource = JSON.stringify(statement.Resource);
          for (const action of [statement.Action].flat()) {
            const matches = permitted.filter((p) => p.action === action);
            expect(matches.length, `${group}: ${action} is not declared in functions/api/permissions.ts`).toBeGreaterThan(0);
            const onDeclared = matches.some((m) => !m.resource || resource.includes(m.resource));
            expect(onDeclared, `${group}: ${action} on ${resource}`).toBe(true);
          }
        }
      }
    });

    it('lets only the functions that take payments read the PayMongo keys, and decrypt them only through SSM', () => {
      expect(Object.values(groupPermissions).some((needs: GroupPermissions) => needs.payments)).toBe(true);
      for (const [group, fn] of stack.api.functions) {
        const needs: GroupPermissions = groupPermissions[group];
        const statements = statementsOf(fn);
        const reads = statements.filter((s) => [s.Action].flat().includes('ssm:GetParameters'));
        const variables = resources[logicalId(stack, fn)]!.Properties.Environment.Variables as Record<string, unknown>;
        if (!needs.payments) {
          expect(reads, group).toEqual([]);
          expect(variables.PAYMONGO_SECRET_PARAMETER, group).toBeUndefined();
          continue;
        }
        expect(JSON.stringify(reads)).toContain('parameter/crafti/test/paymongo/secret-key');
        expect(JSON.stringify(reads)).toContain('parameter/crafti/test/paymongo/webhook-secret');
        const decrypt = statements.filter((s) => [s.Action].flat().includes('kms:Decrypt')) as { Condition?: Record<string, Record<string, unknown>> }[];
        expect(decrypt, group).toHaveLength(1);
        expect(decrypt[0]!.Condition?.StringEquals?.['kms:ViaService'], group).toBeDefined();
        expect(JSON.stringify(decrypt[0]!.Condition?.StringEquals?.['kms:EncryptionContext:PARAMETER_ARN'])).toContain('paymongo/webhook-secret');
        expect(variables).toMatchObject({
          PAYMONGO_API_URL: 'https://api.paymongo.com',
          PAYMONGO_SECRET_PARAMETER: '/crafti/test/paymongo/secret-key',
          PAYMONGO_WEBHOOK_SECRET_PARAMETER: '/crafti/test/paymongo/webhook-secret',
        });
      }
    });

    it('keeps Cognito admin calls to the account group, and writes away from the read-only groups', () => {
      const actionsOf = (group: keyof typeof groupPermissions) => statementsOf(stack.api.functions.get(group)!).flatMap((s) => [s.Action].flat());
      for (const group of routeGroups) {
        const cognito = actionsOf(group).filter((a) => a.startsWith('cognito-idp:'));
        if (group === 'account') expect(cognito).toContain('cognito-idp:AdminCreateUser');
        else expect(cognito, group).toEqual([]);
      }
      // The cart and notifications groups write since checkout (their lines, read marks and counters).
      for (const group of ['admin'] as const) {
        expect(actionsOf(group).some((a) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)), group).toBe(false);
      }
    });
  });

  it('has a WebSocket API with $connect, $disconnect and $default on the ws function', () => {
    const wsApiId = logicalId(stack, stack.realtime.api);
    const wsRoutes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === wsApiId);
    expect(wsRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const wsFunctionId = logicalId(stack, stack.realtime.handler);
    for (const [, route] of wsRoutes) {
      expect(JSON.stringify(resources[integrationIdOf(route)]!.Properties.IntegrationUri)).toContain(`"${wsFunctionId}"`);
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { ApiId: { Ref: wsApiId }, AutoDeploy: true });
  });

  it('builds the table from TABLE: three GSIs with all attributes, TTL, on demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'crafti-test',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: Object.entries(TABLE.indexes).map(([IndexName, index]) => ({
        IndexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      DeletionProtectionEnabled: false,
    });
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('has a user pool with e-mail sign-in, the three role groups and a secretless password client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: [],
    });
    const groups = ofType('AWS::Cognito::UserPoolGroup').map(([, r]) => r.Properties.GroupName);
    expect(groups.sort()).toEqual([...roleSchema.options].sort());
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals([...USER_POOL_CLIENT_AUTH_FLOWS]),
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      TokenValidityUnits: Match.objectLike({ IdToken: 'minutes', AccessToken: 'minutes' }),
    });
  });

  it('refuses self sign-up, and lets the app client write no attribute the server owns (e-mail above all)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { AdminCreateUserConfig: { AllowAdminCreateUserOnly: true } });
    const [[, client]] = ofType('AWS::Cognito::UserPoolClient') as [[string, Resource]];
    const writable = client.Properties.WriteAttributes as string[] | undefined;
    // Absent WriteAttributes would mean "every writable attribute", e-mail included.
    expect(writable).toBeDefined();
    expect(writable).not.toContain('email');
    expect(writable).toEqual(expect.arrayContaining(['given_name', 'family_name']));
    expect(writable!.every((name) => ['given_name', 'family_name'].includes(name))).toBe(true);
  });

  it('serves the SPA with index.html as the fallback for client-side routes and security headers', () => {
    const siteId = logicalId(stack, stack.site.distribution);
    const config = resources[siteId]!.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    for (const code of [403, 404]) {
      expect(config.CustomErrorResponses).toContainEqual(
        expect.objectContaining({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html' }),
      );
    }
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: expect.any(String) });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
  });

  it('deploys /config.json and invalidates the site distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionId: { Ref: logicalId(stack, stack.site.distribution) },
      SourceMarkers: Match.arrayWith([Match.objectLike({})]),
    });
  });

  it('keeps every bucket private and TLS-only', () => {
    for (const [, bucket] of ofType('AWS::S3::Bucket')) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    for (const [, policy] of ofType('AWS::S3::BucketPolicy')) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    }
  });

  describe('upload buckets', () => {
    const uploadBuckets = () => [stack.storage.mediaBucket, stack.storage.documentsBucket];

    it('both notify the object-created function of new objects under each upload purpose, and nothing else', () => {
      const functionArn = { 'Fn::GetAtt': [logicalId(stack, stack.objectCreated), 'Arn'] };
      const notifications = ofType('Custom::S3BucketNotifications');
      for (const bucket of uploadBuckets()) {
        const bucketId = logicalId(stack, bucket);
        const matching = notifications.filter(([, r]) => r.Properties.BucketName.Ref === bucketId);
        expect(matching, bucket.node.path).toHaveLength(1);
        // One configuration per purpose's prefix: the image variants (`variants/`) are never checked.
        expect(matching[0]![1].Properties.NotificationConfiguration).toEqual({
          LambdaFunctionConfigurations: UPLOAD_PURPOSES.map((purpose) => ({
            Events: ['s3:ObjectCreated:*'],
            LambdaFunctionArn: functionArn,
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: `${purpose}/` }] } },
          })),
        });
        template.hasResourceProperties('AWS::Lambda::Permission', {
          Action: 'lambda:InvokeFunction',
          Principal: 's3.amazonaws.com',
          FunctionName: functionArn,
          SourceArn: { 'Fn::GetAtt': [bucketId, 'Arn'] },
        });
      }
    });

    it('let the object-created function read and delete objects, and write only image variants', () => {
      const roleId = logicalId(stack, stack.objectCreated.role!);
      const statements = ofType('AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const actions = statements.flatMap((s) => [s.Action].flat());
      expect(actions).toEqual(expect.arrayContaining(['s3:GetObject', 's3:DeleteObject', 's3:ListBucket', 'dynamodb:UpdateItem', 's3:PutObject']));
      const writes = statements.filter((s) => [s.Action].flat().includes('s3:PutObject'));
      expect(writes).toHaveLength(1);
      expect([writes[0]!.Action].flat()).toEqual(['s3:PutObject']);
      expect(writes[0]!.Resource).toEqual({
        'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack, stack.storage.mediaBucket), 'Arn'] }, '/variants/*']],
      });
    });

    it('accept presigned POSTs from the site (and the Vite dev server on dev stages)', () => {
      for (const bucket of uploadBuckets()) {
        const [rule] = resources[logicalId(stack, bucket)]!.Properties.CorsConfiguration.CorsRules as {
          AllowedMethods: string[];
          AllowedOrigins: unknown[];
        }[];
        expect(rule!.AllowedMethods).toContain('POST');
        expect(rule!.AllowedOrigins).toEqual([
          { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack, stack.site.distribution), 'DomainName'] }]] },
          'http://localhost:5173',
        ]);
      }
    });
  });

  it('outputs what the deploy workflow and the SPA need', () => {
    const outputs = Object.keys(template.toJSON().Outputs as object);
    expect(outputs).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'WebSocketUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']));
  });
});

describe('the Crafti stack for stage "prod"', () => {
  it('protects the data: PITR, deletion protection and RETAIN', () => {
    const { template } = build('prod');
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
    // Production allows only the site's own origin.
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({ AllowOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })] }),
    });
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
  });
});

describe('stage names', () => {
  it('names the stack after the stage', () => {
    expect(defineCraftiApp(new App({ context: { stage: 'feature-x', 'aws:cdk:bundling-stacks': [] } })).stackName).toBe('Crafti-feature-x');
  });

  it('rejects a stage that cannot be part of resource names', () => {
    expect(() => defineCraftiApp(new App({ context: { stage: 'Feature/X' } }))).toThrow(/Invalid stage/);
  });
});

import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/core/db/table';
import { USER_POOL_CLIENT_AUTH_FLOWS } from '../../infra/constructs/auth-settings';
import { AppFunction } from '../../infra/constructs/app-function';
import { defineCraftiApp } from '../../infra/stacks/crafti-app';
import type { CraftiStack } from '../../infra/stacks/crafti-stack';
import { routeGroups, routes } from '../../shared/api/routes';
import { roleSchema } from '../../shared/schemas/common';
import { build, logicalId, resourcesOfType, type Resource } from './stack-template';

// The stack's parts and how they are wired; what each part may touch is in stack-access.test.ts.

/** `integrations/<Ref>` → the integration's logical id. */
function integrationIdOf(route: Resource): string {
  const [, parts] = route.Properties.Target['Fn::Join'] as [string, [string, { Ref: string }]];
  return parts[1].Ref;
}

describe('the Crafti stack for stage "test"', () => {
  let stack: CraftiStack;
  let template: Template;
  let resources: Record<string, Resource>;
  const ofType = (type: string) => resourcesOfType(resources, type);

  beforeAll(() => {
    ({ stack, template, resources } = build('test'));
  });

  describe('HTTP API', () => {
    const httpApiId = () => logicalId(stack, stack.api.api);
    const httpRoutes = () =>
      ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === httpApiId());

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
      const authorizers = ofType('AWS::ApiGatewayV2::Authorizer').filter(
        ([, r]) => r.Properties.ApiId.Ref === httpApiId(),
      );
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

    it("checks tokens against this stage's user pool and app client", () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: {
            'Fn::Join': [
              '',
              [
                'https://cognito-idp.',
                { Ref: 'AWS::Region' },
                '.amazonaws.com/',
                { Ref: logicalId(stack, stack.auth.userPool) },
              ],
            ],
          },
          Audience: [{ Ref: logicalId(stack, stack.auth.client) }],
        },
      });
    });

    it('allows only the Vite dev server through CORS on dev stages: the site calls the API at its own /api', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({
          AllowOrigins: ['http://localhost:5173'],
          AllowHeaders: ['authorization', 'content-type', 'x-request-id'],
          // One preflight per origin and route for two hours, not one before every call.
          MaxAge: 7200,
        }),
      });
      const config = resources[logicalId(stack, stack.site.distribution)]!.Properties.DistributionConfig;
      expect(config.CacheBehaviors[0]).toEqual(expect.objectContaining({ PathPattern: '/api/*' }));
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

    it('are one per route group plus the WebSocket, object-created, run-due-work and reconcile-payments functions', () => {
      expect(ours()).toHaveLength(routeGroups.length + 4);
      expect(ours()).toContain(stack.objectCreated);
      expect(ours()).toContain(stack.runDueWork);
      expect(ours()).toContain(stack.reconcilePayments);
      // Everything else in the template is CDK's own custom-resource providers.
      const others = ofType('AWS::Lambda::Function')
        .map(([id]) => id)
        .filter((id) => !ours().some((fn) => logicalId(stack, fn) === id));
      expect(others.every((id) => id.startsWith('Custom') || id.startsWith('BucketNotificationsHandler'))).toBe(true);
    });

    it('all run Node.js 22 on ARM64 with 512 MB and a short timeout, but the object-created and the scheduled ones', () => {
      for (const fn of ours().filter(
        (f) => f !== stack.objectCreated && f !== stack.runDueWork && f !== stack.reconcilePayments,
      )) {
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
      const functionArn = { 'Fn::GetAtt': [logicalId(stack, stack.runDueWork), 'Arn'] };
      const rules = ofType('AWS::Events::Rule').filter(([, r]) =>
        JSON.stringify(r.Properties.Targets).includes(JSON.stringify(functionArn)),
      );
      expect(rules).toHaveLength(1);
      expect(rules[0]![1].Properties.ScheduleExpression).toBe('rate(1 minute)');
      expect(resources[logicalId(stack, stack.runDueWork)]!.Properties.Timeout).toBe(50);
    });

    it('may not Scan the table (no request path scans)', () => {
      for (const [, policy] of ofType('AWS::IAM::Policy')) {
        expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toMatch(/dynamodb:(Scan|\*)/);
      }
    });

    it('get the same configuration variables as the local stack, minus endpoints', () => {
      const required = [
        'STAGE',
        'LOG_LEVEL',
        'TABLE_NAME',
        'USER_POOL_ID',
        'COGNITO_CLIENT_ID',
        'COGNITO_ISSUER',
        'WS_CALLBACK_URL',
      ];
      const api = [
        ...required,
        'MEDIA_BUCKET',
        'DOCUMENTS_BUCKET',
        'MEDIA_URL',
        'SITE_URL',
        'MAIL_FROM',
        'EDGE_SECRET',
        'MAIL_LINK_SECRET',
      ];
      for (const fn of ours()) {
        const variables = resources[logicalId(stack, fn)]!.Properties.Environment.Variables as Record<string, unknown>;
        expect(Object.keys(variables), fn.node.path).toEqual(
          expect.arrayContaining(fn === stack.realtime.handler ? required : api),
        );
        expect(variables.STAGE).toBe('test');
        expect(Object.keys(variables).some((name) => name.startsWith('AWS_'))).toBe(false);
      }
    });
  });

  it('has a WebSocket API with $connect, $disconnect and $default on the ws function', () => {
    const wsApiId = logicalId(stack, stack.realtime.api);
    const wsRoutes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref === wsApiId);
    expect(wsRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const wsFunctionId = logicalId(stack, stack.realtime.handler);
    for (const [, route] of wsRoutes) {
      expect(JSON.stringify(resources[integrationIdOf(route)]!.Properties.IntegrationUri)).toContain(
        `"${wsFunctionId}"`,
      );
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
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    const [[, client]] = ofType('AWS::Cognito::UserPoolClient') as [[string, Resource]];
    const writable = client.Properties.WriteAttributes as string[] | undefined;
    // Absent WriteAttributes would mean "every writable attribute", e-mail included.
    expect(writable).toBeDefined();
    expect(writable).not.toContain('email');
    expect(writable).toEqual(expect.arrayContaining(['given_name', 'family_name']));
    expect(writable!.every((name) => ['given_name', 'family_name'].includes(name))).toBe(true);
  });

  it('serves the SPA with the shell as the fallback for client-side routes and security headers', () => {
    const siteId = logicalId(stack, stack.site.distribution);
    const config = resources[siteId]!.Properties.DistributionConfig;
    // index.html is the pre-rendered home page; app.html the empty shell for every other route,
    // by the viewer-request function (tests/infra/site.test.ts), not by error responses, which
    // would answer the API's 403 and 404 with the shell.
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request', FunctionARN: expect.anything() }),
    ]);
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

  it('outputs what the deploy workflow and the SPA need', () => {
    const outputs = Object.keys(template.toJSON().Outputs as object);
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'WebSocketUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']),
    );
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
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    // Production's API allows no other origin: the site calls it at its own /api.
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
  });
});

describe('stage names', () => {
  it('names the stack after the stage', () => {
    expect(defineCraftiApp(new App({ context: { stage: 'feature-x', 'aws:cdk:bundling-stacks': [] } })).stackName).toBe(
      'Crafti-feature-x',
    );
  });

  it('rejects a stage that cannot be part of resource names', () => {
    expect(() => defineCraftiApp(new App({ context: { stage: 'Feature/X' } }))).toThrow(/Invalid stage/);
  });
});

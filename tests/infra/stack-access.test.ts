import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppFunction } from '../../infra/constructs/app-function';
import { READ_ACTIONS } from '../../infra/constructs/data-table';
import { groupPermissions, type GroupPermissions } from '../../functions/api/permissions';
import { UPLOAD_PURPOSES } from '../../shared/schemas/uploads';
import type { CraftiStack } from '../../infra/stacks/crafti-stack';
import { routeGroups } from '../../shared/api/routes';
import { build, logicalId, resourcesOfType, type Resource } from './stack-template';

/**
 * Who may touch what in the stack for stage "test": each function's IAM statements against its
 * group's declaration (functions/api/permissions.ts), and the buckets (private, TLS-only, the
 * upload notifications and CORS).
 */
describe('the Crafti stack for stage "test": access', () => {
  let stack: CraftiStack;
  let template: Template;
  let resources: Record<string, Resource>;
  const ofType = (type: string) => resourcesOfType(resources, type);

  beforeAll(() => {
    ({ stack, template, resources } = build('test'));
  });

  describe('least privilege', () => {
    type Statement = { Action: string | string[]; Resource: unknown };
    const statementsOf = (fn: AppFunction) => {
      const roleId = logicalId(stack, fn.role!);
      return ofType('AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
    };
    const bucketId = (bucket: 'media' | 'documents') =>
      logicalId(stack, bucket === 'media' ? stack.storage.mediaBucket : stack.storage.documentsBucket);

    /** Every action the group's declaration allows, with the resource it must be limited to. */
    function allowed(group: keyof typeof groupPermissions): { action: string; resource?: string }[] {
      const needs: GroupPermissions = groupPermissions[group];
      const table = logicalId(stack, stack.data.table);
      const s3 = (bucket: 'media' | 'documents', actions: readonly string[] = []) => [
        ...actions.map((a) => ({
          action: ({ put: 's3:PutObject', get: 's3:GetObject', delete: 's3:DeleteObject' } as Record<string, string>)[
            a
          ]!,
          resource: bucketId(bucket),
        })),
        ...(actions.includes('get') ? [{ action: 's3:ListBucket', resource: bucketId(bucket) }] : []),
      ];
      return [
        { action: 'logs:CreateLogStream' },
        { action: 'logs:PutLogEvents' },
        ...(needs.table
          ? (needs.table === 'read'
              ? READ_ACTIONS
              : [
                  ...READ_ACTIONS,
                  'dynamodb:PutItem',
                  'dynamodb:UpdateItem',
                  'dynamodb:DeleteItem',
                  'dynamodb:BatchWriteItem',
                ]
            ).map((action) => ({ action, resource: table }))
          : []),
        ...(needs.cognito ?? []).map((a) => ({
          action: `cognito-idp:${a}`,
          resource: logicalId(stack, stack.auth.userPool),
        })),
        ...s3('media', needs.media),
        ...s3('documents', needs.documents),
        ...(needs.mail ? [{ action: 'ses:SendEmail' }, { action: 'ses:SendRawEmail' }] : []),
        ...(needs.push ? [{ action: 'execute-api:ManageConnections' }] : []),
        ...(needs.payments ? [{ action: 'ssm:GetParameter', resource: 'paymongo/' }, { action: 'kms:Decrypt' }] : []),
        ...(needs.search
          ? ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpDelete', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpPatch'].map(
              (action) => ({ action, resource: logicalId(stack, stack.searchEngine.domain) }),
            )
          : []),
      ];
    }

    it('gives each route group function no action its group did not declare, each on its own resource', () => {
      for (const [group, fn] of stack.api.functions) {
        const permitted = allowed(group);
        for (const statement of statementsOf(fn)) {
          const resource = JSON.stringify(statement.Resource);
          for (const action of [statement.Action].flat()) {
            const matches = permitted.filter((p) => p.action === action);
            expect(
              matches.length,
              `${group}: ${action} is not declared in functions/api/permissions.ts`,
            ).toBeGreaterThan(0);
            const onDeclared = matches.some((m) => !m.resource || resource.includes(m.resource));
            expect(onDeclared, `${group}: ${action} on ${resource}`).toBe(true);
          }
        }
      }
    });

    it('lets the groups that change what Browse Arts search shows (and the every-minute job) call the search engine, and no other', () => {
      const domain = logicalId(stack, stack.searchEngine.domain);
      const callsEngine = (fn: AppFunction) =>
        statementsOf(fn).some(
          (s) => [s.Action].flat().some((a) => a.startsWith('es:')) && JSON.stringify(s.Resource).includes(domain),
        );
      const granted = [...stack.api.functions].filter(([, fn]) => callsEngine(fn)).map(([group]) => group);
      expect(granted.sort()).toEqual(['arts', 'checkout', 'moderation']);
      expect(callsEngine(stack.runDueWork)).toBe(true);
      expect(callsEngine(stack.reconcilePayments)).toBe(false);
      // Reached by IAM only: the domain has no resource policy, HTTPS and encryption on.
      const [, engine] = ofType('AWS::OpenSearchService::Domain')[0]!;
      expect(engine.Properties.AccessPolicies).toBeUndefined();
      expect(engine.Properties).toMatchObject({
        DomainEndpointOptions: { EnforceHTTPS: true },
        EncryptionAtRestOptions: { Enabled: true },
        NodeToNodeEncryptionOptions: { Enabled: true },
      });
    });

    it('lets only the functions that take payments read the PayMongo keys, and decrypt them only through SSM', () => {
      expect(Object.values(groupPermissions).some((needs: GroupPermissions) => needs.payments)).toBe(true);
      for (const [group, fn] of stack.api.functions) {
        const needs: GroupPermissions = groupPermissions[group];
        const statements = statementsOf(fn);
        const reads = statements.filter(
          (s) => [s.Action].flat().includes('ssm:GetParameter') && JSON.stringify(s.Resource).includes('paymongo/'),
        );
        const variables = resources[logicalId(stack, fn)]!.Properties.Environment.Variables as Record<string, unknown>;
        if (!needs.payments) {
          expect(reads, group).toEqual([]);
          expect(variables.PAYMONGO_SECRET_PARAMETER, group).toBeUndefined();
          continue;
        }
        expect(JSON.stringify(reads)).toContain('parameter/crafti/test/paymongo/secret-key');
        expect(JSON.stringify(reads)).toContain('parameter/crafti/test/paymongo/webhook-secret');
        const decrypt = statements.filter((s) => [s.Action].flat().includes('kms:Decrypt')) as {
          Condition?: Record<string, Record<string, unknown>>;
        }[];
        expect(decrypt, group).toHaveLength(1);
        expect(decrypt[0]!.Condition?.StringEquals?.['kms:ViaService'], group).toBeDefined();
        expect(JSON.stringify(decrypt[0]!.Condition?.StringEquals?.['kms:EncryptionContext:PARAMETER_ARN'])).toContain(
          'paymongo/webhook-secret',
        );
        expect(variables).toMatchObject({
          PAYMONGO_API_URL: 'https://api.paymongo.com',
          PAYMONGO_SECRET_PARAMETER: '/crafti/test/paymongo/secret-key',
          PAYMONGO_WEBHOOK_SECRET_PARAMETER: '/crafti/test/paymongo/webhook-secret',
        });
      }
    });

    it('keeps Cognito admin calls to the account group (and suspensions to moderation), and writes away from the read-only groups', () => {
      const actionsOf = (group: keyof typeof groupPermissions) =>
        statementsOf(stack.api.functions.get(group)!).flatMap((s) => [s.Action].flat());
      for (const group of routeGroups) {
        const cognito = actionsOf(group).filter((a) => a.startsWith('cognito-idp:'));
        if (group === 'account') expect(cognito).toContain('cognito-idp:AdminCreateUser');
        else if (group === 'moderation')
          expect(cognito.sort()).toEqual([
            'cognito-idp:AdminDisableUser',
            'cognito-idp:AdminEnableUser',
            'cognito-idp:AdminUserGlobalSignOut',
          ]);
        else expect(cognito, group).toEqual([]);
      }
      // The cart and notifications groups write since checkout (their lines, read marks and counters).
      for (const group of ['admin'] as const) {
        expect(
          actionsOf(group).some((a) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)),
          group,
        ).toBe(false);
      }
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
        .flatMap(
          ([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
        );
      const actions = statements.flatMap((s) => [s.Action].flat());
      expect(actions).toEqual(
        expect.arrayContaining([
          's3:GetObject',
          's3:DeleteObject',
          's3:ListBucket',
          'dynamodb:UpdateItem',
          's3:PutObject',
        ]),
      );
      const writes = statements.filter((s) => [s.Action].flat().includes('s3:PutObject'));
      expect(writes).toHaveLength(1);
      expect([writes[0]!.Action].flat()).toEqual(['s3:PutObject']);
      expect(writes[0]!.Resource).toEqual({
        'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack, stack.storage.mediaBucket), 'Arn'] }, '/variants/*']],
      });
    });

    it('accept presigned POSTs from the site (and the Vite dev server on dev stages)', () => {
      const originsOf = (bucket: ReturnType<typeof uploadBuckets>[number]) =>
        (
          resources[logicalId(stack, bucket)]!.Properties.CorsConfiguration.CorsRules as {
            AllowedMethods: string[];
            AllowedOrigins: unknown[];
          }[]
        )[0]!;
      for (const bucket of uploadBuckets()) expect(originsOf(bucket).AllowedMethods).toContain('POST');
      expect(originsOf(stack.storage.documentsBucket).AllowedOrigins).toEqual([
        {
          'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack, stack.site.distribution), 'DomainName'] }]],
        },
        'http://localhost:5173',
      ]);
      // The site serves the media bucket at /media: naming the site there would be a cycle (StorageProps).
      expect(originsOf(stack.storage.mediaBucket).AllowedOrigins).toEqual([
        'https://*.cloudfront.net',
        'http://localhost:5173',
      ]);
    });
  });
});

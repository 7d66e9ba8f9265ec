import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppFunction } from '../../infra/constructs/app-function';
import { esbuildOptions, REPO_ROOT } from '../../infra/constructs/bundling';

/**
 * CDK's own bundling of one AppFunction, compared byte for byte with what
 * tests/bench/lambda-bundles.ts builds from the same settings: the bench measures what ships.
 */
describe('an AppFunction bundle', () => {
  const entry = path.join(REPO_ROOT, 'functions/api/tags/handler.ts');
  let outdir: string;
  let assetFiles: string[];
  let assetCode: Buffer;
  let environment: Record<string, unknown>;

  beforeAll(() => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-bundling-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'Bundling');
    new AppFunction(stack, 'Tags', { entry });
    const assembly = app.synth();
    const template = Template.fromStack(stack).toJSON() as {
      Resources: Record<string, { Type: string; Properties: Record<string, { Variables?: Record<string, unknown> }> }>;
    };
    const fn = Object.values(template.Resources).find((r) => r.Type === 'AWS::Lambda::Function')!;
    environment = fn.Properties.Environment?.Variables ?? {};
    const assetDir = fs
      .readdirSync(assembly.directory)
      .map((name) => path.join(assembly.directory, name))
      .find((dir) => fs.statSync(dir).isDirectory() && fs.existsSync(path.join(dir, 'index.mjs')))!;
    assetFiles = fs.readdirSync(assetDir).sort();
    assetCode = fs.readFileSync(path.join(assetDir, 'index.mjs'));
  });
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('is one ESM file with no source map beside it', () => {
    expect(assetFiles).toEqual(['index.mjs']);
    expect(assetCode.toString('utf8')).not.toMatch(/sourceMappingURL/);
    expect(String(environment.NODE_OPTIONS ?? '')).not.toContain('--enable-source-maps');
  });

  it('has exactly the bytes the bundle bench measures', async () => {
    const ours = await build({
      ...esbuildOptions(entry),
      write: false,
      outfile: path.join(outdir, 'bench', 'index.mjs'),
    });
    expect(ours.outputFiles).toHaveLength(1);
    expect(Buffer.from(ours.outputFiles[0]!.contents).equals(assetCode)).toBe(true);
  });

  it('bundles the AWS SDK, without the credential chain Lambda does not use', () => {
    const code = assetCode.toString('utf8');
    expect(code).toContain('dynamodb');
    expect(code).not.toMatch(/from\s*"@aws-sdk\//);
    // The SSO and STS clients of the default chain (their endpoints name them).
    expect(code).not.toContain('portal.sso');
    expect(code).not.toContain('AssumeRoleWithWebIdentity');
  });

  it('carries only the DynamoDB commands ElectroDB sends, not the whole client', () => {
    const code = assetCode.toString('utf8');
    expect(code).toContain('TransactWriteItems');
    // Commands nothing here sends (their operation names are in a command's bundled schema).
    for (const unused of [
      'BatchExecuteStatement',
      'ExportTableToPointInTime',
      'ListTables',
      'DescribeContinuousBackups',
    ])
      expect(code, unused).not.toContain(unused);
  });
});

/**
 * ElectroDB requires `@aws-sdk/lib-dynamodb` from CommonJS and reads its commands as properties
 * (`this.lib.GetCommand`): the build cannot tell that a command is missing from the trimmed
 * stand-in (functions/lib/lambda-document-client.mjs), a request would. A newer ElectroDB that
 * sends one more command fails here.
 */
describe('the trimmed DynamoDB document client of the bundles', () => {
  it('exports every command ElectroDB sends', async () => {
    const electroClient = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/electrodb/src/client.js'), 'utf8');
    const used = [...new Set([...electroClient.matchAll(/\bthis\.lib\.(\w+)/g)].map((m) => m[1]!))];
    expect(used.length).toBeGreaterThan(5);
    const trimmed = (await import(path.join(REPO_ROOT, 'functions/lib/lambda-document-client.mjs'))) as Record<
      string,
      unknown
    >;
    for (const name of [...used, 'DynamoDBDocumentClient']) expect(typeof trimmed[name], name).toBe('function');
  });
});

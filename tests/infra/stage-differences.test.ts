import { App } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { stageForBranch } from '../../infra/ci/stage-name';
import { defineCraftiApp } from '../../infra/stacks/crafti-app';
import type { CraftiStack } from '../../infra/stacks/crafti-stack';

// Template JSON is untyped CloudFormation; the assertions below are what check its shape.
type Resource = {
  Type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

function build(stage: string) {
  const stack = defineCraftiApp(new App({ context: { stage, 'aws:cdk:bundling-stacks': [] } }));
  const resources = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
  return { stack, resources };
}
const idOf = (stack: CraftiStack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const ofType = (resources: Record<string, Resource>, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);
/** The buckets whose objects a custom resource empties before the stack deletes them. */
const autoEmptied = (resources: Record<string, Resource>) =>
  new Set(
    ofType(resources, 'Custom::S3AutoDeleteObjects').map(([, r]) => (r.Properties.BucketName as { Ref: string }).Ref),
  );

/**
 * The two kinds of stage, synthesized side by side: the production stage (`main`, what the deploy
 * workflow publishes from the trunk) keeps its data whatever happens to the stack; a branch stage
 * (named as the workflow names it) is destroyed whole with its branch.
 */
describe('production and branch stages', () => {
  let production: ReturnType<typeof build>;
  let branch: ReturnType<typeof build>;

  beforeAll(() => {
    production = build(stageForBranch('main'));
    branch = build(stageForBranch('feature/checkout-webhooks'));
  });

  it('production protects the table: point-in-time recovery, deletion protection, retained', () => {
    const { stack, resources } = production;
    const table = resources[idOf(stack, stack.data.table)]!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('production retains the user pool, with deletion protection', () => {
    const { stack, resources } = production;
    const pool = resources[idOf(stack, stack.auth.userPool)]!;
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('production retains the upload buckets and never empties them', () => {
    const { stack, resources } = production;
    for (const bucket of [stack.storage.mediaBucket, stack.storage.documentsBucket]) {
      const id = idOf(stack, bucket);
      expect(resources[id]!.DeletionPolicy, bucket.node.path).toBe('Retain');
      expect(autoEmptied(resources).has(id), bucket.node.path).toBe(false);
    }
  });

  it("production's search engine runs two nodes in two zones; a branch stage's one", () => {
    const nodes = ({ stack, resources }: ReturnType<typeof build>) =>
      resources[idOf(stack, stack.searchEngine.domain)]!.Properties.ClusterConfig as Record<string, unknown>;
    expect(nodes(production)).toMatchObject({
      InstanceCount: 2,
      InstanceType: 't3.small.search',
      ZoneAwarenessEnabled: true,
      ZoneAwarenessConfig: { AvailabilityZoneCount: 2 },
    });
    expect(nodes(branch)).toMatchObject({ InstanceCount: 1, ZoneAwarenessEnabled: false });
  });

  it('a branch stage retains nothing: every resource goes with the stack', () => {
    const retained = Object.entries(branch.resources).filter(
      ([, r]) => r.DeletionPolicy === 'Retain' || r.UpdateReplacePolicy === 'Retain',
    );
    expect(retained.map(([id, r]) => `${id} (${r.Type})`)).toEqual([]);
  });

  it('a branch stage can be deleted: no deletion protection, no point-in-time recovery', () => {
    const { stack, resources } = branch;
    const table = resources[idOf(stack, stack.data.table)]!;
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: false });
    expect(resources[idOf(stack, stack.auth.userPool)]!.Properties.DeletionProtection ?? 'INACTIVE').toBe('INACTIVE');
  });

  it('a branch stage empties every bucket before deleting it', () => {
    const buckets = ofType(branch.resources, 'AWS::S3::Bucket').map(([id]) => id);
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const id of buckets) expect(autoEmptied(branch.resources).has(id), id).toBe(true);
  });

  it('differ in nothing else that names them: resource names carry the stage', () => {
    const names = (r: Record<string, Resource>) =>
      ofType(r, 'AWS::Lambda::Function')
        .map(([, f]) => f.Properties.FunctionName)
        .filter(Boolean);
    expect(names(production.resources).every((n: string) => n.startsWith('crafti-main-'))).toBe(true);
    expect(
      names(branch.resources).every((n: string) =>
        n.startsWith(`crafti-${stageForBranch('feature/checkout-webhooks')}-`),
      ),
    ).toBe(true);
    expect(production.stack.stackName).toBe('Crafti-main');
    expect(branch.stack.stackName).toMatch(/^Crafti-feature-checkou-[0-9a-f]{8}$/);
  });
});

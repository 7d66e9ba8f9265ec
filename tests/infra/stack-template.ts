import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { defineCraftiApp } from '../../infra/stacks/crafti-app';
import type { CraftiStack } from '../../infra/stacks/crafti-stack';

/** The synthesized Crafti stack, as the stack tests (stack.test.ts, stack-access.test.ts) read it. */

// Template JSON is untyped CloudFormation; the tests' assertions are what check its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

/** Builds the stack in-process (with more `-c` context, if given); `aws:cdk:bundling-stacks: []` skips esbuild (only the template matters here). */
export function build(
  stage: string,
  context: Record<string, string> = {},
): { stack: CraftiStack; template: Template; resources: Record<string, Resource> } {
  const stack = defineCraftiApp(new App({ context: { stage, 'aws:cdk:bundling-stacks': [], ...context } }));
  const template = Template.fromStack(stack);
  return { stack, template, resources: template.toJSON().Resources as Record<string, Resource> };
}

/** The template's resources of one CloudFormation type, as [logical id, resource] pairs. */
export const resourcesOfType = (resources: Record<string, Resource>, type: string): [string, Resource][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

export const logicalId = (stack: CraftiStack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

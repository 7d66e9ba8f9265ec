import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { defineCraftiApp } from '../../infra/stacks/crafti-app';

/** The message of each finding, so a failure says which rule fired where. */
const describeFindings = (findings: ReturnType<Annotations['findError']>) =>
  findings.map((f) => `${f.id}: ${String(f.entry.data)}`);

describe('cdk-nag AWS Solutions checks', () => {
  it.each(['test', 'prod'])('report nothing unsuppressed for stage "%s"', (stage) => {
    const stack = defineCraftiApp(new App({ context: { stage, 'aws:cdk:bundling-stacks': [] } }));
    const annotations = Annotations.fromStack(stack);
    const awsSolutions = Match.stringLikeRegexp('AwsSolutions-.*');
    expect(describeFindings(annotations.findError('*', awsSolutions))).toEqual([]);
    expect(describeFindings(annotations.findWarning('*', awsSolutions))).toEqual([]);
  });
});

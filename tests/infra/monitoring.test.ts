import { App } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../functions/core/observability/metric-catalog';
import { AppFunction } from '../../infra/constructs/app-function';
import { SES_BOUNCE_RATE_ALARM, SES_COMPLAINT_RATE_ALARM } from '../../infra/constructs/monitoring';
import { defineCraftiApp } from '../../infra/stacks/crafti-app';
import type { CraftiStack } from '../../infra/stacks/crafti-stack';

// Template JSON is untyped CloudFormation; the assertions below are what check its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

function build(context: Record<string, string>) {
  const stack = defineCraftiApp(new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } }));
  const template = Template.fromStack(stack);
  return { stack, template, resources: template.toJSON().Resources as Record<string, Resource> };
}

const idOf = (stack: CraftiStack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

describe('monitoring of a branch stage', () => {
  let stack: CraftiStack;
  let template: Template;
  let resources: Record<string, Resource>;
  const alarms = () => Object.entries(resources).filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm');
  /** The alarms whose metric (or one of its math inputs) has this name and a dimension naming `ref`. */
  const alarmsOn = (metricName: string, ref?: unknown) =>
    alarms().filter(([, a]) => {
      const stats = a.Properties.MetricName
        ? [{ MetricName: a.Properties.MetricName, Dimensions: a.Properties.Dimensions ?? [] }]
        : (a.Properties.Metrics ?? [])
            .filter((m: { MetricStat?: unknown }) => m.MetricStat)
            .map((m: { MetricStat: { Metric: unknown } }) => m.MetricStat.Metric);
      return stats.some(
        (s: { MetricName: string; Dimensions?: { Value: unknown }[] }) =>
          s.MetricName === metricName &&
          (ref === undefined || (s.Dimensions ?? []).some((d) => JSON.stringify(d.Value) === JSON.stringify(ref))),
      );
    });
  const topicRef = () => ({ Ref: idOf(stack, stack.monitoring.topic) });

  beforeAll(() => {
    // An alarm e-mail given to a branch stage is ignored: branches alarm nobody.
    ({ stack, template, resources } = build({ stage: 'feature-x-1a2b3c4d', alarmEmail: 'ops@crafti.example' }));
  });

  it('alarms on the errors of every function made by AppFunction, and on its throttles in an alarm of at most ten functions', () => {
    const functions = stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
    expect(functions.length).toBeGreaterThanOrEqual(3);
    for (const fn of functions) {
      const ref = { Ref: idOf(stack, fn) };
      const errors = alarmsOn('Errors', ref);
      expect(errors, `${fn.node.path} Errors`).toHaveLength(1);
      expect(errors[0]![1].Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      const throttles = alarmsOn('Throttles', ref);
      expect(throttles, `${fn.node.path} Throttles`).toHaveLength(1);
      const { Metrics, Threshold, ComparisonOperator } = throttles[0]![1].Properties;
      expect({ Threshold, ComparisonOperator }).toEqual({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      // The sum of its functions' throttles: each a metric of the math, at most ten.
      const summed = Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat);
      expect(summed.length).toBeLessThanOrEqual(10);
      expect(Metrics.find((m: { Expression?: string }) => m.Expression).Expression).toBe(
        summed.map((m: { Id: string }) => m.Id).join(' + '),
      );
    }
  });

  it('alarms on the HTTP API 5xx rate and p99 latency', () => {
    const api = { Ref: idOf(stack, stack.api.api) };
    const rate = alarmsOn('5xx', api);
    expect(rate).toHaveLength(1);
    expect(rate[0]![1].Properties.Metrics.find((m: { Expression?: string }) => m.Expression).Expression).toMatch(
      /100 \* errors \/ requests/,
    );
    expect(alarmsOn('Count', api)).toHaveLength(1);
    const latency = alarmsOn('Latency', api);
    expect(latency).toHaveLength(1);
    expect(JSON.stringify(latency[0]![1].Properties.Metrics)).toContain('"Stat":"p99"');
  });

  it('alarms on WebSocket connect/integration errors and on calls API Gateway could not make', () => {
    const api = { Ref: idOf(stack, stack.realtime.api) };
    expect(alarmsOn('IntegrationError', api)).toHaveLength(1);
    expect(alarmsOn('ExecutionError', api)).toHaveLength(1);
  });

  it("alarms on the table's throttled requests and system errors", () => {
    const table = { Ref: idOf(stack, stack.data.table) };
    expect(alarmsOn('ThrottledRequests', table)).toHaveLength(1);
    expect(alarmsOn('SystemErrors', table)).toHaveLength(1);
  });

  it('alarms on SES bounce and complaint rates below the levels where AWS reviews the account', () => {
    expect(alarmsOn('Reputation.BounceRate').map(([, a]) => a.Properties.Threshold)).toEqual([SES_BOUNCE_RATE_ALARM]);
    expect(alarmsOn('Reputation.ComplaintRate').map(([, a]) => a.Properties.Threshold)).toEqual([
      SES_COMPLAINT_RATE_ALARM,
    ]);
    expect(SES_BOUNCE_RATE_ALARM).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE_ALARM).toBeLessThan(0.001);
  });

  it("alarms on any webhook signature failure, any paid event that does not match its checkout and any failed reservation sweep, in this stage's metrics", () => {
    for (const name of [
      BUSINESS_METRICS.webhookSignatureFailures,
      BUSINESS_METRICS.webhookPaymentMismatches,
      BUSINESS_METRICS.reservationSweepFailures,
    ]) {
      const found = alarmsOn(name, 'feature-x-1a2b3c4d');
      expect(found, name).toHaveLength(1);
      expect(found[0]![1].Properties).toMatchObject({ Namespace: 'Crafti', Threshold: 1, Statistic: 'Sum' });
    }
  });

  it("sends every alarm, and its recovery, to the stage's topic", () => {
    expect(alarms().length).toBeGreaterThan(10);
    for (const [id, alarm] of alarms()) {
      expect(alarm.Properties.AlarmActions, id).toEqual([topicRef()]);
      expect(alarm.Properties.OKActions, id).toEqual([topicRef()]);
    }
    template.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'crafti-feature-x-1a2b3c4d-alarms' });
  });

  it('subscribes nobody on a branch stage', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('has a dashboard for the stage showing every alarm and every function', () => {
    const dashboards = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('crafti-feature-x-1a2b3c4d');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const [id] of alarms()) expect(body, id).toContain(`"${id}","Arn"`);
    for (const fn of stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction)) {
      expect(body, fn.node.path).toContain(`"Ref":"${idOf(stack, fn)}"`);
    }
    for (const name of Object.values(BUSINESS_METRICS).filter((n) => n !== BUSINESS_METRICS.signInsRefused))
      expect(body, name).toContain(name);
    expect(body).toContain('SignInSuccesses');
  });

  it('lets a function opt out of its default alarms', async () => {
    const { Stack } = await import('aws-cdk-lib');
    const { Code } = await import('aws-cdk-lib/aws-lambda');
    const scratch = new Stack(new App(), 'Scratch');
    // Code.fromInline skips bundling: only the construct's alarms are under test here.
    const props = { entry: 'functions/ws/handler.ts', code: Code.fromInline('export {}'), handler: 'index.handler' };
    const fnWith = new AppFunction(scratch, 'With', props as never);
    const fnWithout = new AppFunction(scratch, 'Without', { ...props, alarms: false } as never);
    expect(fnWith.errorsAlarm).toBeDefined();
    expect(fnWithout.errorsAlarm).toBeUndefined();
    // Its errors alarm only: throttles are alarmed in groups by Monitoring.watchThrottles.
    Template.fromStack(scratch).resourceCountIs('AWS::CloudWatch::Alarm', 1);
  });
});

describe('monitoring of the production stage', () => {
  it('e-mails the address given with -c alarmEmail', () => {
    const { stack, template } = build({ stage: 'prod', alarmEmail: 'ops@crafti.example' });
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@crafti.example',
      TopicArn: { Ref: idOf(stack, stack.monitoring.topic) },
    });
  });

  it('warns at synthesis when production has no one to alarm', () => {
    const { stack } = build({ stage: 'prod' });
    expect(Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('alarmEmail'))).not.toHaveLength(0);
  });

  it('refuses an alarm e-mail that is not an address', () => {
    expect(() => build({ stage: 'prod', alarmEmail: 'ops' })).toThrow(/Invalid alarmEmail/);
  });
});

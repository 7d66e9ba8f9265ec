import { Aspects, AspectPriority, Annotations, Duration, type IAspect, Stack } from 'aws-cdk-lib';
import type { HttpApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Domain } from 'aws-cdk-lib/aws-opensearchservice';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { NagSuppressions } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import {
  BUSINESS_METRICS,
  type BusinessMetric,
  METRICS_NAMESPACE,
  STAGE_DIMENSION,
} from '../../functions/core/observability/metric-catalog';
import { AppFunction } from './app-function';

export interface MonitoringProps {
  readonly stage: string;
  /**
   * Who is e-mailed when an alarm fires (`-c alarmEmail=...`). Only production stages subscribe
   * it: branch stages have the same alarms, visible on their dashboard, and e-mail nobody.
   * @default no subscriber
   */
  readonly alarmEmail?: string;
  readonly production: boolean;
}

const FIVE_MINUTES = Duration.minutes(5);

/** An alarm's math may sum at most 10 metrics. */
const MAX_ALARM_METRICS = 10;

/** The operations our functions call (functions/core/db): at most MAX_ALARM_METRICS. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/**
 * SES reviews a sending account at a 5 % bounce or 0.1 % complaint rate and may pause its sending
 * at 10 % or 0.5 %: these alarm a little before the review. SES publishes the rates per account
 * and region (no dimension), so every stage in an account watches the same two numbers.
 */
export const SES_BOUNCE_RATE_ALARM = 0.04;
export const SES_COMPLAINT_RATE_ALARM = 0.0008;

/** The business metrics whose every occurrence is an incident. */
const ALARMED_BUSINESS_METRICS: Partial<Record<BusinessMetric, string>> = {
  webhookSignatureFailures:
    'A payment webhook failed its signature check: a forged call, or the webhook secret is wrong (then no order gets paid).',
  webhookPaymentMismatches:
    'A signed "paid" webhook named another checkout session or an amount other than the checkout total: it settled nothing. A payment to look at (a partial payment, or an attempt to mark an order paid).',
  reservationSweepFailures:
    'The expired-reservation sweep failed: stock held by abandoned checkouts is not being released.',
  transferFailures:
    "A held share could not be transferred to its artist's PayMongo wallet (refused or failed): it is retried, but an artist is waiting for money.",
  refundFailures:
    'PayMongo refused or failed a refund: the order shows "refund pending" and the buyer has not got the money back. Look at the order and PayMongo.',
  unwantedPayments:
    'A buyer paid for something Crafti could not deliver (the pieces sold out meanwhile, a commission funding no longer wanted): the payment is being refunded whole. Check the refund went through.',
  ledgerMismatches:
    "The daily reconciliation found PayMongo's payments, transfers or refunds and the ledger disagreeing: money moved that the ledger does not record, or the other way round.",
};

/**
 * Alarms, their SNS topic and the stage's dashboard.
 *
 * Functions bring their own alarms (AppFunction, errors and throttles); this construct adds those
 * of the APIs, the table, SES and the business metrics. As an aspect of the stack it then visits
 * every construct at synthesis, wherever and whenever it was added: each Alarm gets the topic as
 * its alarm and OK action and a place on the dashboard's status grid, each AppFunction its lines
 * on the function graphs. A function added later by another construct is therefore watched and
 * notified without anyone remembering to.
 */
export class Monitoring extends Construct implements IAspect {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  private readonly stage: string;
  private readonly wired = new WeakSet<IConstruct>();
  /** Filled by the aspect; the widgets below read these arrays when the template is rendered. */
  private readonly allAlarms: Alarm[] = [];
  private readonly functionErrors: GraphWidget;
  private readonly functionThrottles: GraphWidget;
  private readonly functionDurations: GraphWidget;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stage = props.stage;

    this.topic = new Topic(this, 'AlarmTopic', {
      topicName: `crafti-${props.stage}-alarms`,
      displayName: `Crafti ${props.stage} alarms`,
      enforceSSL: true,
    });
    if (props.production && props.alarmEmail) {
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    } else if (props.production) {
      Annotations.of(this).addWarningV2(
        'crafti:monitoring:noAlarmEmail',
        'A production stage without -c alarmEmail=...: its alarms notify nobody.',
      );
    }
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry alarm names and states, no customer data. CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key would cost every branch stack a monthly key fee.',
      },
    ]);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `crafti-${props.stage}`,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Crafti · ${props.stage}\nAlarms e-mail ${props.production && props.alarmEmail ? 'the on-call address' : 'nobody on this stage'} (topic crafti-${props.stage}-alarms). Logs Insights: filter on \`requestId\` or \`clientRequestId\` (the browser's x-request-id).`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.allAlarms, width: 24, height: 6 }));
    this.functionErrors = new GraphWidget({ title: 'Function errors', width: 8, stacked: true });
    this.functionThrottles = new GraphWidget({ title: 'Function throttles', width: 8, stacked: true });
    this.functionDurations = new GraphWidget({ title: 'Function duration p99 (ms)', width: 8 });
    this.dashboard.addWidgets(this.functionErrors, this.functionThrottles, this.functionDurations);

    this.watchBusinessMetrics();
    this.watchMail();

    // Mutates what it visits (alarm actions, dashboard lines), so it runs before read-only aspects such as cdk-nag.
    Aspects.of(Stack.of(this)).add(this, { priority: AspectPriority.MUTATING });
  }

  visit(node: IConstruct): void {
    if (this.wired.has(node)) return;
    if (node instanceof Alarm) {
      this.wired.add(node);
      node.addAlarmAction(new SnsAction(this.topic));
      node.addOkAction(new SnsAction(this.topic));
      this.allAlarms.push(node);
    } else if (node instanceof AppFunction) {
      this.wired.add(node);
      const label = node.node.id.replace(/^Fn-/, '');
      this.functionErrors.addLeftMetric(node.metricErrors({ period: FIVE_MINUTES, label }));
      this.functionThrottles.addLeftMetric(node.metricThrottles({ period: FIVE_MINUTES, label }));
      this.functionDurations.addLeftMetric(node.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label }));
    }
  }

  /**
   * Throttles of every function, in alarms of ten functions each (an alarm's math sums at most
   * ten metrics): one alarm per function would be 31 of the stack's 500 resources. Call once,
   * after the last AppFunction is made; the alarm's description names its functions.
   */
  watchThrottles(): void {
    const functions = Stack.of(this)
      .node.findAll()
      .filter((c): c is AppFunction => c instanceof AppFunction && c.errorsAlarm !== undefined);
    for (let start = 0, group = 1; start < functions.length; start += MAX_ALARM_METRICS, group++) {
      const some = functions.slice(start, start + MAX_ALARM_METRICS);
      const usingMetrics = Object.fromEntries(
        some.map((fn, i) => [`t${i}`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })]),
      );
      const names = some.map((fn) => fn.node.id.replace(/^Fn-/, '')).join(', ');
      this.alarm(`FunctionThrottles${group}`, {
        metric: new MathExpression({
          expression: Object.keys(usingMetrics).join(' + '),
          usingMetrics,
          period: FIVE_MINUTES,
          label: 'throttles',
        }),
        threshold: 1,
        description: `Invocations were throttled (account or reserved concurrency exhausted) in one of: ${names}. The dashboard's "Function throttles" shows which.`,
      });
    }
  }

  /** 5xx rate and p99 latency of the HTTP API. */
  watchHttpApi(api: HttpApi): void {
    const requests = api.metricCount({ period: FIVE_MINUTES, label: 'requests' });
    const errors = api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum', label: '5xx' });
    // Below 10 requests in five minutes a single failure is not a rate worth waking anyone for.
    const errorRate = new MathExpression({
      expression: 'IF(requests >= 10, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors },
      period: FIVE_MINUTES,
      label: '5xx %',
    });
    const p99 = api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'p99' });
    this.alarm('HttpServerErrorRate', {
      metric: errorRate,
      threshold: 5,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description:
        "More than 5 % of HTTP API requests answered 5xx in two of the last three 5-minute periods. The access log and the group functions' logs have the request ids.",
    });
    this.alarm('HttpLatencyP99', {
      metric: p99,
      threshold: 3000,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      description:
        'HTTP API p99 latency above 3 s for 15 minutes: a slow dependency, throttling, or cold starts under a burst.',
    });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'HTTP API requests and 5xx', left: [requests], right: [errors], width: 8 }),
      new GraphWidget({ title: 'HTTP API 5xx rate (%)', left: [errorRate], width: 8 }),
      new GraphWidget({
        title: 'HTTP API latency (ms)',
        left: [api.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' }), p99],
        width: 8,
      }),
    );
  }

  /** Connections refused or failed and messages the handler failed, and calls API Gateway could not make. */
  watchWebSocket(stage: WebSocketStage): void {
    const metric = (name: string, label: string) =>
      stage.metric(name, { period: FIVE_MINUTES, statistic: 'Sum', label });
    // A 4xx/5xx from the handler: a refused $connect (401 bad token, 429 over the per-user cap) or a failed action.
    const integrationErrors = metric('IntegrationError', 'integration errors');
    // API Gateway could not invoke the handler at all.
    const executionErrors = metric('ExecutionError', 'execution errors');
    this.alarm('WsIntegrationErrors', {
      metric: integrationErrors,
      threshold: 10,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description:
        'WebSocket connects refused or messages failed (handler 4xx/5xx) ten or more times in two of three 5-minute periods: tokens not verifying, the connection table failing, or a client loop.',
    });
    this.alarm('WsExecutionErrors', {
      metric: executionErrors,
      threshold: 1,
      description:
        'API Gateway could not invoke the WebSocket handler (permissions, throttling or a missing function).',
    });
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'WebSocket connects and messages',
        left: [metric('ConnectCount', 'connects'), metric('MessageCount', 'messages')],
        width: 12,
      }),
      new GraphWidget({
        title: 'WebSocket errors',
        left: [integrationErrors, executionErrors, metric('ClientError', 'client errors')],
        width: 12,
      }),
    );
  }

  /** Throttled requests (a hot partition, on demand) and DynamoDB's own errors. */
  watchTable(table: Table): void {
    const throttled = table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
      label: 'throttled requests',
    });
    const systemErrors = table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
      label: 'system errors',
    });
    this.alarm('TableThrottles', {
      metric: throttled,
      threshold: 1,
      description:
        'DynamoDB throttled requests: on demand this means a hot partition or a sudden jump past twice the previous peak.',
    });
    this.alarm('TableSystemErrors', {
      metric: systemErrors,
      threshold: 1,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: 'DynamoDB answered 500s in two of three 5-minute periods (the SDK retries single ones).',
    });
    // Two graphs: both sums name their per-operation metrics alike, which one graph cannot hold.
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Table throttled requests', left: [throttled], width: 8 }),
      new GraphWidget({ title: 'Table system errors', left: [systemErrors], width: 8 }),
      new GraphWidget({
        title: 'Table consumed capacity',
        left: [
          table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, label: 'RCU' }),
          table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, label: 'WCU' }),
        ],
        width: 8,
      }),
    );
  }

  /**
   * The search engine (Browse Arts' searches of several words): red cluster (a shard unassigned:
   * searches fail over to DynamoDB), and the CPU or JVM heap that says it is time for bigger nodes
   * (docs/cost.md "Search beyond one word").
   */
  watchSearchEngine(domain: Domain): void {
    const red = domain.metricClusterStatusRed({ period: Duration.minutes(1), statistic: 'Maximum' });
    const cpu = domain.metricCPUUtilization({ period: FIVE_MINUTES, statistic: 'Maximum' });
    const heap = domain.metricJVMMemoryPressure({ period: FIVE_MINUTES, statistic: 'Maximum' });
    this.alarm('SearchEngineRed', {
      metric: red,
      threshold: 1,
      description: 'The search engine is red: searches of several words are read from DynamoDB meanwhile.',
    });
    this.alarm('SearchEngineBusy', {
      metric: cpu,
      threshold: 80,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      description: 'The search engine ran above 80 % CPU for 15 minutes: time for larger data nodes.',
    });
    this.alarm('SearchEngineHeap', {
      metric: heap,
      threshold: 85,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      description: "The search engine's JVM heap stayed above 85 %: time for larger data nodes.",
    });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Search engine CPU and heap (%)', left: [cpu, heap], width: 12 }),
    );
  }

  /** Refused sign-ins, from Cognito's own metric: sign-in goes from the browser straight to Cognito. */
  watchSignIns(userPool: UserPool, client: UserPoolClient): void {
    const dimensionsMap = { UserPool: userPool.userPoolId, UserPoolClient: client.userPoolClientId };
    const signIns = (statistic: string, label: string) =>
      new Metric({
        namespace: 'AWS/Cognito',
        metricName: 'SignInSuccesses',
        dimensionsMap,
        statistic,
        period: Duration.hours(1),
        label,
      });
    // Each attempt is a sample of 1 (issued tokens) or 0 (refused or throttled).
    const refused = new MathExpression({
      expression: 'attempts - successes',
      usingMetrics: { attempts: signIns('SampleCount', 'attempts'), successes: signIns('Sum', 'successes') },
      period: Duration.hours(1),
      label: BUSINESS_METRICS.signInsRefused,
    });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Sign-ins per hour', left: [signIns('Sum', 'signed in'), refused], width: 24 }),
    );
  }

  private watchBusinessMetrics(): void {
    const business = (metric: BusinessMetric, period: Duration) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: BUSINESS_METRICS[metric],
        dimensionsMap: { [STAGE_DIMENSION]: this.stage },
        statistic: 'Sum',
        period,
      });
    for (const [metric, description] of Object.entries(ALARMED_BUSINESS_METRICS) as [BusinessMetric, string][]) {
      this.alarm(BUSINESS_METRICS[metric], { metric: business(metric, FIVE_MINUTES), threshold: 1, description });
    }
    const hourly = (metrics: BusinessMetric[]) => metrics.map((m) => business(m, Duration.hours(1)));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Accounts and uploads per hour',
        left: hourly(['registrations', 'uploadsRejected']),
        width: 8,
      }),
      new GraphWidget({
        title: 'Orders per hour',
        left: hourly(['ordersCreated', 'ordersPaid', 'ordersExpired', 'checkoutFailures']),
        width: 8,
      }),
      new GraphWidget({
        title: 'Chat and failures per hour',
        left: hourly(['messagesSent']),
        right: hourly(['webhookSignatureFailures', 'webhookPaymentMismatches', 'reservationSweepFailures']),
        width: 8,
      }),
      new GraphWidget({
        title: "Artists' money per hour",
        left: hourly(['payoutOnboardingFailures', 'moneyTaskFailures']),
        right: hourly(['transferFailures', 'refundFailures', 'unwantedPayments', 'ledgerMismatches']),
        width: 24,
      }),
    );
  }

  private watchMail(): void {
    const rate = (metricName: string, label: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1), label });
    const bounce = rate('Reputation.BounceRate', 'bounce rate');
    const complaint = rate('Reputation.ComplaintRate', 'complaint rate');
    this.alarm('SesBounceRate', {
      metric: bounce,
      threshold: SES_BOUNCE_RATE_ALARM,
      description:
        "The account's SES bounce rate is near 5 %, where AWS reviews the account (10 % may pause its sending): find what sends to dead addresses.",
    });
    this.alarm('SesComplaintRate', {
      metric: complaint,
      threshold: SES_COMPLAINT_RATE_ALARM,
      description:
        "The account's SES complaint rate is near 0.1 %, where AWS reviews the account (0.5 % may pause its sending).",
    });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'SES reputation (account)', left: [bounce, complaint], width: 24 }),
    );
  }

  private alarm(
    id: string,
    opts: {
      metric: IMetric;
      threshold: number;
      description: string;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
    },
  ): Alarm {
    const name = id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    return new Alarm(this, `${id}Alarm`, {
      alarmName: `crafti-${this.stage}-${name}`,
      alarmDescription: opts.description,
      metric: opts.metric,
      threshold: opts.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: opts.evaluationPeriods ?? 1,
      datapointsToAlarm: opts.datapointsToAlarm,
      // No traffic is no failure; SES and the business metrics have no data points most of the time.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

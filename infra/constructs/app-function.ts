import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { type IRole, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

import { APP_FUNCTION_BUNDLING, REPO_ROOT } from './bundling';

export { REPO_ROOT };

export interface AppFunctionProps extends Omit<NodejsFunctionProps, 'logRetention' | 'logGroup'> {
  /**
   * Where the function logs; its role is granted write access to it.
   * @default a new log group with `logRetention` and `logRemovalPolicy`
   */
  readonly logGroup?: ILogGroup;
  /**
   * How long the function's log group keeps its events. The group is a real resource of the
   * stack (no LogRetention custom resource), so it is deleted with a branch stage.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * What happens to the log group when the stack is deleted.
   * @default RemovalPolicy.DESTROY
   */
  readonly logRemovalPolicy?: RemovalPolicy;
  /**
   * Alarms on the function's errors (an invocation that threw or timed out: request handlers turn
   * their own failures into 500s, so this is a crash, a timeout or an event function's failure)
   * at one in five minutes. Its throttles (concurrency exhausted) are alarmed by the stack's
   * Monitoring (watchThrottles), ten functions an alarm, to keep the stack under CloudFormation's
   * 500 resources. Monitoring sends every alarm to its topic and puts the function on the dashboard.
   * @default true
   */
  readonly alarms?: boolean;
}

/**
 * Every Lambda of the app: Node 22 on ARM64, bundled locally by esbuild into minified ESM without
 * a source map, the AWS SDK v3 bundled (tree-shaken, and independent of the runtime's copy); see
 * APP_FUNCTION_BUNDLING in ./bundling.ts for why.
 *
 * Defaults, each overridable through the props:
 * - `runtime` @default Runtime.NODEJS_22_X (the version the design pins; see DESIGN.md notes)
 * - `architecture` @default Architecture.ARM_64
 * - `memorySize` @default 512
 * - `timeout` @default Duration.seconds(15) (room for a cold start plus Cognito and SES calls, under the HTTP API's 30 s)
 * - `role` @default a role that may only write to the function's own log group
 * - `bundling` @default APP_FUNCTION_BUNDLING: ESM, minify, keepNames, no source map, `externalModules: []`, the root tsconfig
 * - `alarms` @default true: errors ≥ 1 in 5 minutes (throttles: Monitoring.watchThrottles)
 */
export class AppFunction extends NodejsFunction {
  /** Errors ≥ 1 in 5 minutes; undefined when made with `alarms: false`. */
  readonly errorsAlarm?: Alarm;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const {
      logRetention = RetentionDays.ONE_MONTH,
      logRemovalPolicy = RemovalPolicy.DESTROY,
      alarms = true,
      ...functionProps
    } = props;
    // Both must exist before the function, so they are created beside it rather than inside it.
    const logGroup =
      functionProps.logGroup ??
      new LogGroup(scope, `${id}-Logs`, { retention: logRetention, removalPolicy: logRemovalPolicy });
    // Our own role instead of the default one with AWSLambdaBasicExecutionRole (logs:* on every group).
    const role: IRole =
      functionProps.role ?? new Role(scope, `${id}-Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    super(scope, id, {
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(15),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      ...functionProps,
      role,
      logGroup,
      bundling: { ...APP_FUNCTION_BUNDLING, ...functionProps.bundling },
    });

    if (alarms) {
      const label = functionProps.functionName ?? id;
      const atLeastOnce = {
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      };
      this.errorsAlarm = new Alarm(this, 'ErrorsAlarm', {
        ...atLeastOnce,
        alarmName: functionProps.functionName ? `${functionProps.functionName}-errors` : undefined,
        alarmDescription: `${label}: an invocation failed (uncaught error, timeout or out of memory). Its log group has the stack trace.`,
        metric: this.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      });
    }

    // cdk-nag's L1 wants the newest Node runtime (24); the design pins 22, the version the code and
    // its dependencies are built and tested for.
    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is pinned on purpose: the version the code and its dependencies are tested on (DESIGN.md).',
      },
    ]);
  }
}

import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { type IRole, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

/** The repository root: the lock file, the tsconfig with the path aliases, and `functions/`. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * ESM bundles have no `require`; some bundled CommonJS dependencies still call it for Node built-ins.
 */
const REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

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
}

/**
 * Every Lambda of the app: Node 22 on ARM64, bundled locally by esbuild into minified ESM with a
 * source map, the AWS SDK v3 bundled (tree-shaken, and independent of the runtime's copy).
 *
 * Defaults, each overridable through the props:
 * - `runtime` @default Runtime.NODEJS_22_X (the version the design pins; see DESIGN.md notes)
 * - `architecture` @default Architecture.ARM_64
 * - `memorySize` @default 512
 * - `timeout` @default Duration.seconds(15) (room for a cold start plus Cognito and SES calls, under the HTTP API's 30 s)
 * - `role` @default a role that may only write to the function's own log group
 * - `bundling` @default ESM, minify, sourcemap, `externalModules: []`, the root tsconfig
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { logRetention = RetentionDays.ONE_MONTH, logRemovalPolicy = RemovalPolicy.DESTROY, ...functionProps } = props;
    // Both must exist before the function, so they are created beside it rather than inside it.
    const logGroup = functionProps.logGroup ?? new LogGroup(scope, `${id}-Logs`, { retention: logRetention, removalPolicy: logRemovalPolicy });
    // Our own role instead of the default one with AWSLambdaBasicExecutionRole (logs:* on every group).
    const role: IRole = functionProps.role ?? new Role(scope, `${id}-Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
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
      environment: { NODE_OPTIONS: '--enable-source-maps', ...functionProps.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: REQUIRE_SHIM,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        externalModules: [],
        tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
        ...functionProps.bundling,
      },
    });

    // cdk-nag's L1 wants the newest Node runtime (24); the design pins 22, the version the code and
    // its dependencies are built and tested for.
    NagSuppressions.addResourceSuppressions(this, [
      { id: 'AwsSolutions-L1', reason: 'Node.js 22 is pinned on purpose: the version the code and its dependencies are tested on (DESIGN.md).' },
    ]);
  }
}

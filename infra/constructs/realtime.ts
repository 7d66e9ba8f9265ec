import path from 'node:path';
import { CfnRoute, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { AppFunction, REPO_ROOT } from './app-function';
import { type FunctionGrantee, suppressWildcardGrant } from './nag';

export interface RealtimeProps {
  readonly apiName: string;
  readonly stageName: string;
  readonly functionName: string;
  /** Shared function configuration; WS_CALLBACK_URL is added here. */
  readonly environment: Record<string, string>;
}

/**
 * The WebSocket API for chat and live notifications. One function serves `$connect` (it verifies
 * the Cognito token from `?token=` itself, so there is no Lambda authorizer), `$disconnect` and
 * `$default` (the handler dispatches on the message's `action`).
 */
export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly handler: AppFunction;
  /** `wss://...`, what browsers connect to. */
  readonly url: string;
  /** `https://...`, where functions post to connections (the management API). */
  readonly callbackUrl: string;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.handler = new AppFunction(this, 'Fn-ws', {
      functionName: props.functionName,
      entry: path.join(REPO_ROOT, 'functions/ws/handler.ts'),
      environment: props.environment,
    });

    this.api = new WebSocketApi(this, 'Api', {
      apiName: props.apiName,
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('ConnectIntegration', this.handler) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('DisconnectIntegration', this.handler) },
      defaultRouteOptions: { integration: new WebSocketLambdaIntegration('DefaultIntegration', this.handler) },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName,
      autoDeploy: true,
      // Chat is human-paced; this bounds the cost of a runaway client.
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    this.url = this.stage.url;
    this.callbackUrl = this.stage.callbackUrl;
    this.handler.addEnvironment('WS_CALLBACK_URL', this.callbackUrl);
    this.grantPush(this.handler);

    // WebSocket routes take no JWT authorizer: the token arrives in the query string and $connect checks it.
    const routes = this.api.node.findAll().filter((c) => c instanceof CfnRoute);
    NagSuppressions.addResourceSuppressions(routes, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          '$connect verifies the Cognito token in the handler (browsers cannot send headers on WebSocket); other routes only serve connections accepted that way.',
      },
    ]);
    // Access logging on WebSocket stages depends on an account-level setting this stack must not own.
    NagSuppressions.addResourceSuppressions(this.stage, [
      {
        id: 'AwsSolutions-APIG1',
        reason:
          'WebSocket access logs need the account-wide API Gateway CloudWatch role, which a per-branch stack must not own; the handler logs every connect and disconnect.',
      },
    ]);
  }

  /** Pushing messages to connected browsers (chat, notifications). */
  grantPush(grantee: FunctionGrantee): void {
    this.stage.grantManagementApiAccess(grantee);
    suppressWildcardGrant(
      grantee,
      'Connection ids are only known at run time; the grant is limited to the @connections API of this stage.',
      [{ regex: '/^Resource::arn:<AWS::Partition>:execute-api:.*\\/@connections\\/\\*$/g' }],
    );
  }
}

import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  type HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { routeGroups, routes, splitRouteKey, type RouteGroup } from '../../shared/api/routes';
import { AppFunction, REPO_ROOT } from './app-function';

export interface HttpApiRoutesProps {
  readonly apiName: string;
  /** Each group's function is named `<prefix>-<group>`. */
  readonly functionNamePrefix: string;
  readonly environment: Record<string, string>;
  /** Origins allowed by CORS (none: the site calls the API at its own /api; dev stages: the Vite dev server). */
  readonly allowOrigins: string[];
  /** The user pool's issuer URL and app client id, checked by the JWT authorizer. */
  readonly jwtIssuer: string;
  readonly jwtAudience: string;
}

/**
 * The HTTP API, built entirely from the route table: one function per route group
 * (`functions/api/<group>/handler.ts`) and one route per entry, behind the Cognito JWT authorizer
 * unless the entry is `public`. Admin routes are checked for the Admin group by the handlers.
 */
export class HttpApiRoutes extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly authorizer: HttpJwtAuthorizer;
  /** The function of each route group, keyed by group name. */
  readonly functions: ReadonlyMap<RouteGroup, AppFunction>;
  /** `https://<id>.execute-api.<region>.amazonaws.com`, without a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: HttpApiRoutesProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      apiName: props.apiName,
      createDefaultStage: false,
      // Only where something calls the API's own address from a page (dev stages: the Vite dev server).
      corsPreflight:
        props.allowOrigins.length === 0
          ? undefined
          : {
              allowOrigins: props.allowOrigins,
              allowHeaders: ['authorization', 'content-type', 'x-request-id'],
              allowMethods: [
                CorsHttpMethod.GET,
                CorsHttpMethod.POST,
                CorsHttpMethod.PUT,
                CorsHttpMethod.PATCH,
                CorsHttpMethod.DELETE,
                CorsHttpMethod.OPTIONS,
              ],
              // Browsers cache a preflight at most this long (Chromium: 2 hours), so they ask once, not before every call.
              maxAge: Duration.hours(2),
            },
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      // Per-stage limits so one abusive client cannot run up the Lambda and DynamoDB bill.
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', {
            retention: RetentionDays.ONE_MONTH,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
        ),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    this.url = this.api.apiEndpoint;

    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', props.jwtIssuer, { jwtAudience: [props.jwtAudience] });

    const functions = new Map<RouteGroup, AppFunction>();
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const group of routeGroups) {
      const fn = new AppFunction(this, `Fn-${group}`, {
        functionName: `${props.functionNamePrefix}-${group}`,
        entry: path.join(REPO_ROOT, 'functions/api', group, 'handler.ts'),
        environment: props.environment,
      });
      functions.set(group, fn);
      // One API-wide invoke permission per function keeps its resource policy small as routes grow.
      integrations.set(group, new HttpLambdaIntegration(`Integration-${group}`, fn, { scopePermissionToRoute: false }));
    }
    this.functions = functions;

    for (const route of routes) {
      const { method, path: routePath } = splitRouteKey(route.routeKey);
      const httpRoute = new HttpRoute(this, `Route ${route.routeKey}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(routePath, method as HttpMethod),
        integration: integrations.get(route.group)!,
        authorizer: route.auth === 'public' ? undefined : this.authorizer,
      });
      if (route.auth === 'public') {
        NagSuppressions.addResourceSuppressions(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `The route table marks ${route.routeKey} public: it serves visitors who are not signed in.`,
          },
        ]);
      }
    }
  }
}

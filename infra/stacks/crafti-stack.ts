import path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AppFunction, REPO_ROOT } from '../constructs/app-function';
import { Auth } from '../constructs/auth';
import { DataTable } from '../constructs/data-table';
import { HttpApiRoutes } from '../constructs/http-api';
import { Mail } from '../constructs/mail';
import { Realtime } from '../constructs/realtime';
import { Site } from '../constructs/site';
import { Storage } from '../constructs/storage';
import type { StageSettings } from './stage';
import { groupPermissions, type GroupPermissions } from '../../functions/api/permissions';
import type { EnvKey } from '../../functions/core/config';

/** The Vite dev server, allowed on dev stages so a local SPA can run against a deployed backend. */
const DEV_ORIGIN = 'http://localhost:5173';

export interface CraftiStackProps extends StackProps {
  readonly settings: StageSettings;
}

/** One complete, isolated copy of the product for one stage. */
export class CraftiStack extends Stack {
  readonly site: Site;
  readonly data: DataTable;
  readonly auth: Auth;
  readonly storage: Storage;
  readonly mail: Mail;
  readonly realtime: Realtime;
  readonly api: HttpApiRoutes;
  /** Checks every uploaded object by its bytes and deletes what its purpose does not allow. */
  readonly objectCreated: AppFunction;

  constructor(scope: Construct, id: string, props: CraftiStackProps) {
    super(scope, id, props);
    const { stage, production } = props.settings;
    const name = (suffix: string) => `crafti-${stage}-${suffix}`;

    this.site = new Site(this, 'Site');
    const browserOrigins = production ? [this.site.url] : [this.site.url, DEV_ORIGIN];
    this.data = new DataTable(this, 'Data', { tableName: `crafti-${stage}`, production });
    this.auth = new Auth(this, 'Auth', { userPoolName: `crafti-${stage}`, production });
    this.storage = new Storage(this, 'Storage', { uploadOrigins: browserOrigins, production });
    this.mail = new Mail(this, 'Mail', { mailFrom: props.settings.mailFrom, createIdentity: props.settings.createMailIdentity });

    // The functions' configuration (functions/core/config.ts), as the local stack gives it too.
    // WS_CALLBACK_URL comes from the WebSocket stage, made below.
    const environment = {
      STAGE: stage,
      LOG_LEVEL: 'info',
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      COGNITO_CLIENT_ID: this.auth.client.userPoolClientId,
      COGNITO_ISSUER: this.auth.issuer,
      MEDIA_BUCKET: this.storage.mediaBucket.bucketName,
      DOCUMENTS_BUCKET: this.storage.documentsBucket.bucketName,
      MEDIA_URL: this.storage.mediaUrl,
      SITE_URL: this.site.url,
      MAIL_FROM: this.mail.from,
    } satisfies Omit<Record<EnvKey, string>, 'WS_CALLBACK_URL'>;

    this.realtime = new Realtime(this, 'Realtime', {
      apiName: name('ws'),
      stageName: stage,
      functionName: name('ws'),
      environment,
    });
    this.data.grantData(this.realtime.handler);

    const functionEnvironment = { ...environment, WS_CALLBACK_URL: this.realtime.callbackUrl } satisfies Record<EnvKey, string>;
    this.api = new HttpApiRoutes(this, 'Api', {
      apiName: name('http'),
      functionNamePrefix: name('api'),
      environment: functionEnvironment,
      allowOrigins: browserOrigins,
      jwtIssuer: this.auth.issuer,
      jwtAudience: this.auth.client.userPoolClientId,
    });
    // Each group's function gets exactly what its group declares (functions/api/permissions.ts).
    for (const [group, fn] of this.api.functions) {
      const needs: GroupPermissions = groupPermissions[group];
      if (needs.table) this.data.grantData(fn, needs.table);
      this.auth.grantAdminActions(fn, needs.cognito ?? []);
      this.storage.grantBucketObjects(fn, 'media', needs.media ?? []);
      this.storage.grantBucketObjects(fn, 'documents', needs.documents ?? []);
      if (needs.mail) this.mail.grantSend(fn);
      if (needs.push) this.realtime.grantPush(fn);
    }

    this.objectCreated = new AppFunction(this, 'Fn-object-created', {
      functionName: name('object-created'),
      entry: path.join(REPO_ROOT, 'functions/events/object-created.ts'),
      environment: functionEnvironment,
    });
    this.data.grantData(this.objectCreated);
    this.storage.grantObjectChecks(this.objectCreated);
    this.storage.notifyObjectCreated(this.objectCreated);

    this.site.deploy({
      apiUrl: this.api.url,
      wsUrl: this.realtime.url,
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      mediaUrl: this.storage.mediaUrl,
    });

    const outputs: Record<string, string> = {
      SiteUrl: this.site.url,
      ApiUrl: this.api.url,
      WebSocketUrl: this.realtime.url,
      UserPoolId: this.auth.userPool.userPoolId,
      UserPoolClientId: this.auth.client.userPoolClientId,
      TableName: this.data.table.tableName,
      MediaUrl: this.storage.mediaUrl,
    };
    for (const [key, value] of Object.entries(outputs)) new CfnOutput(this, key, { value });
  }
}

import path from 'node:path';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { AppFunction, REPO_ROOT } from '../constructs/app-function';
import { functionEntry } from '../constructs/bundling';
import { Auth } from '../constructs/auth';
import { DataTable } from '../constructs/data-table';
import { HttpApiRoutes } from '../constructs/http-api';
import { Mail } from '../constructs/mail';
import { Monitoring } from '../constructs/monitoring';
import { PaymentSecrets } from '../constructs/payment-secrets';
import { PushKeys } from '../constructs/push-keys';
import { SearchEngine } from '../constructs/search-engine';
import { Realtime } from '../constructs/realtime';
import { Site } from '../constructs/site';
import { Storage } from '../constructs/storage';
import type { StageSettings } from './stage';
import { groupPermissions, type GroupPermissions } from '../../functions/api/permissions';
import type { EnvKey } from '../../functions/core/config';
import { VARIANT_PREFIX } from '../../functions/core/uploads/variant-keys';
import { SITE_MEDIA_PATH } from '../../shared/site-api';

/** The Vite dev server, allowed on dev stages so a local SPA can run against a deployed backend. */
const DEV_ORIGIN = 'http://localhost:5173';
/** Every CloudFront distribution's default host, the site's among them (see StorageProps.mediaUploadOrigins). */
const CLOUDFRONT_ORIGINS = 'https://*.cloudfront.net';

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
  readonly searchEngine: SearchEngine;
  readonly payments: PaymentSecrets;
  readonly pushKeys: PushKeys;
  readonly api: HttpApiRoutes;
  /** Alarms (every AppFunction's included), their SNS topic and the stage's dashboard. */
  readonly monitoring: Monitoring;
  /**
   * Checks every uploaded object by its bytes and deletes what its purpose does not allow; makes
   * the WebP variants of art and post images.
   */
  readonly objectCreated: AppFunction;
  /** Every minute: lapsed checkouts, due money tasks and due work (functions/events/run-due-work.ts). */
  readonly runDueWork: AppFunction;
  /** Daily: PayMongo's payments, transfers and refunds against the ledger (functions/events/reconcile-payments.ts). */
  readonly reconcilePayments: AppFunction;

  constructor(scope: Construct, id: string, props: CraftiStackProps) {
    super(scope, id, props);
    const { stage, production } = props.settings;
    const name = (suffix: string) => `crafti-${stage}-${suffix}`;

    this.site = new Site(this, 'Site');
    const browserOrigins = production ? [this.site.url] : [this.site.url, DEV_ORIGIN];
    // Proves to the functions that a call came through the site's /api (shared/site-api.ts).
    const edgeSecret = new Secret(this, 'EdgeSecret', {
      description: 'Sent by CloudFront with each call to /api; the functions believe its viewer address only with it',
      generateSecretString: { passwordLength: 40, excludePunctuation: true },
    });
    const edgeSecretValue = edgeSecret.secretValue.unsafeUnwrap();
    NagSuppressions.addResourceSuppressions(edgeSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'A shared value between CloudFront and the functions, set at deploy; rotating it means a deploy, not a rotation function.',
      },
    ]);
    // Signs e-mails' one-click unsubscribe links (functions/core/mail/links.ts): made by the stack.
    const mailLinkSecret = new Secret(this, 'MailLinkSecret', {
      description: "Signs the one-click unsubscribe links of Crafti's e-mails",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(mailLinkSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "Signs unsubscribe links that must keep working for months; rotating it would break every link in people's mailboxes, so it changes only by a deploy that replaces it.",
      },
    ]);
    this.data = new DataTable(this, 'Data', { tableName: `crafti-${stage}`, production });
    this.auth = new Auth(this, 'Auth', { userPoolName: `crafti-${stage}`, production });
    this.storage = new Storage(this, 'Storage', {
      uploadOrigins: browserOrigins,
      mediaUploadOrigins: production ? [CLOUDFRONT_ORIGINS] : [CLOUDFRONT_ORIGINS, DEV_ORIGIN],
      production,
    });
    // Pictures on the site's own address (shared/site-api.ts SITE_MEDIA_PATH).
    const mediaUrl = `${this.site.url}${SITE_MEDIA_PATH}`;
    this.mail = new Mail(this, 'Mail', {
      mailFrom: props.settings.mailFrom,
      createIdentity: props.settings.createMailIdentity,
    });
    this.payments = new PaymentSecrets(this, 'Payments', {
      secretKeyParameterName: props.settings.paymongoSecretParameter,
      webhookSecretParameterName: props.settings.paymongoWebhookSecretParameter,
    });
    this.pushKeys = new PushKeys(this, 'PushKeys', {
      publicKey: props.settings.vapidPublicKey,
      privateKeyParameterName: props.settings.vapidPrivateKeyParameter,
    });

    this.searchEngine = new SearchEngine(this, 'SearchEngine', { production });

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
      MEDIA_URL: mediaUrl,
      SITE_URL: this.site.url,
      MAIL_FROM: this.mail.from,
      PAYMONGO_API_URL: 'https://api.paymongo.com',
      SEARCH_URL: this.searchEngine.url,
      EDGE_SECRET: edgeSecretValue,
      MAIL_LINK_SECRET: mailLinkSecret.secretValue.unsafeUnwrap(),
    } satisfies Omit<Record<EnvKey, string>, 'WS_CALLBACK_URL'>;

    this.realtime = new Realtime(this, 'Realtime', {
      apiName: name('ws'),
      stageName: stage,
      functionName: name('ws'),
      environment,
    });
    this.data.grantData(this.realtime.handler);

    const functionEnvironment = { ...environment, WS_CALLBACK_URL: this.realtime.callbackUrl } satisfies Record<
      EnvKey,
      string
    >;
    this.api = new HttpApiRoutes(this, 'Api', {
      apiName: name('http'),
      functionNamePrefix: name('api'),
      environment: functionEnvironment,
      // The site calls the API at its own /api (Site.serveApi): no CORS for it. Dev stages let the
      // Vite dev server on this machine call the API's own address.
      allowOrigins: production ? [] : [DEV_ORIGIN],
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
      // Who pushes to people's tabs notifies them, and so sends to their devices too.
      if (needs.push) this.realtime.grantPush(fn);
      if (needs.push) this.pushKeys.grantRead(fn);
      if (needs.payments) this.payments.grantRead(fn);
      if (needs.search) this.searchEngine.grant(fn);
    }

    this.objectCreated = new AppFunction(this, 'Fn-object-created', {
      functionName: name('object-created'),
      entry: path.join(REPO_ROOT, 'functions/events/object-created.ts'),
      environment: functionEnvironment,
      // Image variants (functions/core/uploads/variants.ts) are made with sharp, a native module
      // esbuild cannot bundle: it stays out of index.mjs and is installed beside it, by `npm ci`
      // of the lock file's sharp in the bundling directory, on the synthesizing machine (from
      // npm's cache when the project's own `npm ci` ran there; else from the registry).
      // npm installs the prebuilt binary of the machine it runs on; ours and CI's are linux-x64,
      // so this one function runs on x86_64 (the others stay on ARM64). The npm_config_* pin the
      // binary to Lambda's platform whatever the machine, and the check after bundling fails the
      // synth rather than ship a bundle without it (npm skips optional packages it cannot get).
      bundling: {
        nodeModules: functionEntry('functions/events/object-created.ts').nodeModules,
        environment: { npm_config_os: 'linux', npm_config_cpu: 'x64', npm_config_libc: 'glibc' },
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => [
            `test -f "${outputDir}/node_modules/@img/sharp-linux-x64/package.json" || { echo "object-created: sharp's linux-x64 binary is missing from the bundle" >&2; exit 1; }`,
          ],
        },
      },
      architecture: Architecture.X86_64,
      // Decoding a camera photo and encoding two WebPs: more memory (which also brings more CPU)
      // and time than a request handler needs.
      memorySize: 1024,
      timeout: Duration.seconds(30),
    });
    this.data.grantData(this.objectCreated);
    this.storage.grantObjectChecks(this.objectCreated);
    this.storage.grantMediaWrites(this.objectCreated, VARIANT_PREFIX);
    this.storage.notifyObjectCreated(this.objectCreated);

    this.runDueWork = new AppFunction(this, 'Fn-run-due-work', {
      functionName: name('run-due-work'),
      entry: path.join(REPO_ROOT, 'functions/events/run-due-work.ts'),
      environment: functionEnvironment,
      timeout: Duration.seconds(50),
    });
    // It settles checkouts (table), tells the buyers' and artists' tabs (push), expires the
    // PayMongo sessions and asks PayMongo again for transfers and refunds (the secret key), and
    // mails a refund's buyer and artist.
    this.data.grantData(this.runDueWork);
    this.realtime.grantPush(this.runDueWork);
    this.pushKeys.grantRead(this.runDueWork);
    this.payments.grantRead(this.runDueWork);
    this.mail.grantSend(this.runDueWork);
    // ...and runs an art's search task a crash left behind (the engine's document too).
    this.searchEngine.grant(this.runDueWork);
    new Rule(this, 'RunDueWorkEveryMinute', {
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaTarget(this.runDueWork, { retryAttempts: 0 })],
    });

    this.reconcilePayments = new AppFunction(this, 'Fn-reconcile-payments', {
      functionName: name('reconcile-payments'),
      entry: path.join(REPO_ROOT, 'functions/events/reconcile-payments.ts'),
      environment: functionEnvironment,
      timeout: Duration.minutes(2),
    });
    // It reads the ledger (table) and PayMongo's payments, transfers and refunds (the secret key).
    this.data.grantData(this.reconcilePayments, 'read');
    this.payments.grantRead(this.reconcilePayments);
    new Rule(this, 'ReconcilePaymentsDaily', {
      // 00:30 in Manila (UTC+8).
      schedule: Schedule.cron({ minute: '30', hour: '16' }),
      targets: [new LambdaTarget(this.reconcilePayments, { retryAttempts: 2 })],
    });

    this.monitoring = new Monitoring(this, 'Monitoring', { stage, production, alarmEmail: props.settings.alarmEmail });
    this.monitoring.watchHttpApi(this.api.api);
    this.monitoring.watchWebSocket(this.realtime.stage);
    this.monitoring.watchTable(this.data.table);
    this.monitoring.watchSearchEngine(this.searchEngine.domain);
    this.monitoring.watchSignIns(this.auth.userPool, this.auth.client);
    this.monitoring.watchThrottles();

    this.site.serveApi(this.api.api, edgeSecretValue);
    this.site.servePages(this.api.api, edgeSecretValue);
    this.site.serveMedia(this.storage.mediaBucket);
    this.site.deploy({
      apiUrl: this.site.apiUrl,
      wsUrl: this.realtime.url,
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      mediaUrl,
      ...(props.settings.vapidPublicKey ? { vapidPublicKey: props.settings.vapidPublicKey } : {}),
    });

    const outputs: Record<string, string> = {
      SiteUrl: this.site.url,
      ApiUrl: this.api.url,
      WebSocketUrl: this.realtime.url,
      UserPoolId: this.auth.userPool.userPoolId,
      UserPoolClientId: this.auth.client.userPoolClientId,
      TableName: this.data.table.tableName,
      MediaUrl: mediaUrl,
      AlarmTopicArn: this.monitoring.topic.topicArn,
      DashboardName: this.monitoring.dashboard.dashboardName,
    };
    for (const [key, value] of Object.entries(outputs)) new CfnOutput(this, key, { value });
  }
}

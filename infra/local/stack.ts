import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertPortFree, freePort } from './ports';
import { ensureBuckets, ensureTable, ensureUserPool } from './seed';
import { startCognito } from './services/cognito';
import { DynamoDbExitedError, startDynamoDb } from './services/dynamodb';
import { startPaymongo, type PaymongoSimulator } from './services/paymongo';
import { startSearchEngine, type SearchEngine } from './services/search-engine';
import { startPushService } from './services/push-service';
import { mailLinkSecret, vapidKeys } from './kept-secrets';
import { startFaultProxy, type Fault, type FaultProxy } from './services/fault-proxy';
import { startReadMeter, type ReadMeter } from './services/read-meter';
import { startS3, type LocalS3Event } from './services/s3';
import { startSes } from './services/ses';
import { LOCAL_CREDENTIALS, LOCAL_REGION, type Service } from './services/types';
import { startGateway } from './gateway/gateway';
import { inFunctionEnv } from './function-env';
import { buildLambdaBundles } from './lambda-bundles';
import { objectCreatedNotifier } from './s3-notifications';
import type { FaultyService } from './faults';
import type { EnvKey, PushEnvKey } from '@functions/core/config';
import { SITE_API_PATH, SITE_MEDIA_PATH } from '@shared/site-api';
import type { WebConfig } from '@shared/web-config';

/**
 * The whole backend on one machine: DynamoDB Local, cognito-local (behind its shim), a local S3,
 * aws-ses-v2-local, the PayMongo simulator and the local API gateway running the real handlers. Used by
 * `npm start` (persistent, fixed ports) and by the tests (ephemeral, free ports).
 */

export const PORT_SETTINGS = {
  web: { env: 'CRAFTI_WEB_PORT', default: 5173 },
  api: { env: 'CRAFTI_API_PORT', default: 3001 },
  ws: { env: 'CRAFTI_WS_PORT', default: 3002 },
  dynamodb: { env: 'CRAFTI_DYNAMODB_PORT', default: 8000 },
  cognito: { env: 'CRAFTI_COGNITO_PORT', default: 9229 },
  s3: { env: 'CRAFTI_S3_PORT', default: 4569 },
  mailbox: { env: 'CRAFTI_SES_PORT', default: 8005 },
  paymongo: { env: 'CRAFTI_PAYMONGO_PORT', default: 4010 },
  push: { env: 'CRAFTI_PUSH_PORT', default: 4020 },
  search: { env: 'CRAFTI_SEARCH_PORT', default: 4030 },
} as const;

export type PortName = keyof typeof PORT_SETTINGS;
export type Ports = Record<PortName, number>;

export interface Endpoints {
  web: string;
  api: string;
  ws: string;
  mailbox: string;
  dynamodb: string;
  cognito: string;
  s3: string;
  paymongo: string;
  /** The local Web Push service (./services/push-service.ts): what the functions push to, and what tests read. */
  push: string;
  /** The search engine's stand-in (./services/search-engine.ts), OpenSearch's REST API. */
  search: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  tableName: string;
  mediaBucket: string;
  documentsBucket: string;
}

export type { WebConfig };

/** Where the site's /api calls go, and the secret the edge proves itself with (shared/site-api.ts). */
export interface SiteEdge {
  apiUrl: string;
  secret: string;
  /** The media bucket's own address (the local S3), behind the site's `/media/*`. */
  mediaBucketUrl: string;
}

export interface StackOptions {
  /** Persist data here; omit for an in-memory, throw-away stack. */
  dataDir?: string;
  /** Scratch directory for logs and ephemeral data. */
  workDir: string;
  /** 'fixed' uses PORT_SETTINGS (env overridable) and checks they are free; 'free' picks any. */
  ports: 'fixed' | 'free';
  name: string;
  /**
   * What the gateway and the events call: the functions' sources (the default), or the bundles
   * CDK would deploy (./lambda-bundles.ts), built as the stack starts.
   */
  handlers?: 'sources' | 'bundles';
  /** Put a counting proxy between the functions and DynamoDB Local (./services/read-meter.ts), for the benchmarks. */
  meterReads?: boolean;
  /**
   * With `meterReads`: the proxy also cancels a transaction that meets another in progress on an
   * item, as DynamoDB does (./services/dynamodb-conflicts.ts), so hot items show in a benchmark.
   */
  transactionConflicts?: boolean;
  /**
   * Put a fault proxy (./services/fault-proxy.ts) between the functions and DynamoDB, S3, SES and
   * PayMongo, steered by `RunningStack.faults` (the fault bench, ./faults.ts); or only in front of
   * those listed (the test stack's SES, for tests that make one person's mail fail: `setFaultAt`).
   */
  faults?: boolean | readonly FaultyService[];
  /**
   * Pictures at the web server's `/media/*` (SITE_MEDIA_PATH), as CloudFront serves them: for a
   * stack whose web server runs (npm start, the browser tests); else the local S3's own address.
   */
  mediaOnSite?: boolean;
}

/** A stack started with `faults`: sets a service's fault (null: none) and restarts the WebSocket API. */
export interface FaultSwitches {
  set(service: FaultyService, fault: Fault | null): void;
  /** Requests the service's fault touched so far. */
  touched(service: FaultyService): number;
  restartWebSocket(downMs: number): Promise<void>;
  /** Runs the every-minute job now (what the fault left pending), as its timer would. */
  runDueWork(): Promise<unknown>;
}

export interface RunningStack {
  endpoints: Endpoints;
  ports: Ports;
  /** Environment the functions run with (also applied to this process). */
  env: Record<string, string>;
  webConfig: WebConfig;
  /** What the web server passes the site's /api calls to, as CloudFront does (infra/local/web.ts). */
  siteEdge: SiteEdge;
  /** The PayMongo simulator, for tests that steer payments and webhooks in-process. */
  paymongo: PaymongoSimulator;
  /** What DynamoDB returned to reads, when started with `meterReads`. */
  readMeter?: ReadMeter;
  /** The search engine's stand-in: what its searches returned, for the benchmarks. */
  searchEngine: SearchEngine;
  /** With `faults`: the switches. */
  faults?: FaultSwitches;
  stop(): Promise<void>;
}

/**
 * `npm start` keeps fixed PayMongo test keys so its saved sessions stay valid across restarts;
 * each test stack makes its own.
 */
const LOCAL_PAYMONGO_KEYS = { secretKey: 'sk_test_crafti_local', webhookSecret: 'whsk_crafti_local' };
const randomPaymongoKeys = () => ({
  secretKey: `sk_test_${randomBytes(16).toString('hex')}`,
  webhookSecret: `whsk_${randomBytes(16).toString('hex')}`,
});

async function choosePorts(mode: 'fixed' | 'free'): Promise<Ports> {
  const ports = {} as Ports;
  const taken = new Set<number>();
  for (const [name, setting] of Object.entries(PORT_SETTINGS) as [PortName, (typeof PORT_SETTINGS)[PortName]][]) {
    if (mode === 'free') {
      // The OS may hand back a port it gave a moment ago and that is now closed again.
      do ports[name] = await freePort();
      while (taken.has(ports[name]));
      taken.add(ports[name]);
    } else {
      const fromEnv = Number(process.env[setting.env]);
      ports[name] = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : setting.default;
      await assertPortFree(`${name}, set ${setting.env} to change it`, ports[name]);
    }
  }
  return ports;
}

/**
 * A free port is free when it is chosen, not always when Java binds it a few seconds later (an outgoing
 * connection may take it meanwhile); a test stack then tries once more on another port.
 */
async function startDynamoDbRetrying(
  ports: Ports,
  mode: 'fixed' | 'free',
  opts: { dataDir?: string; logFile: string },
): Promise<Service> {
  try {
    return await startDynamoDb({ port: ports.dynamodb, ...opts });
  } catch (err) {
    if (mode !== 'free' || !(err instanceof DynamoDbExitedError)) throw err;
    console.warn(`${err.message}\nTrying once more on another port.`);
    ports.dynamodb = await freePort();
    return startDynamoDb({ port: ports.dynamodb, ...opts });
  }
}

export async function startStack(opts: StackOptions): Promise<RunningStack> {
  // This machine runs Node 20; the Lambdas run on Node 22, so the SDK's notice does not apply here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const ports = await choosePorts(opts.ports);
  fs.mkdirSync(opts.workDir, { recursive: true });
  const logDir = path.join(opts.workDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const persistent = opts.dataDir !== undefined;
  const dataRoot = opts.dataDir ?? path.join(opts.workDir, 'data');
  const dynamoDir = path.join(dataRoot, 'dynamodb');
  if (persistent) fs.mkdirSync(dynamoDir, { recursive: true });

  const started: Service[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };

  // Bound once the handlers' environment is in place; writes before that (bucket setup) are not checked.
  let onS3Event: (event: LocalS3Event) => void = () => undefined;
  // Built while the services start; a failure is thrown where it is awaited.
  const building = opts.handlers === 'bundles' ? buildLambdaBundles(path.join(opts.workDir, 'lambdas')) : undefined;
  building?.catch(() => undefined);

  try {
    const paymongoKeys = persistent ? LOCAL_PAYMONGO_KEYS : randomPaymongoKeys();
    const [dynamo, cognito, s3, ses, paymongo, pushService, searchEngine] = await Promise.all([
      startDynamoDbRetrying(ports, opts.ports, {
        dataDir: persistent ? dynamoDir : undefined,
        logFile: path.join(logDir, 'dynamodb.log'),
      }).then((s) => (started.push(s), s)),
      startCognito({
        port: ports.cognito,
        dataDir: path.join(dataRoot, 'cognito'),
        logFile: path.join(logDir, 'cognito.log'),
      }).then((s) => (started.push(s), s)),
      startS3({ port: ports.s3, dataDir: path.join(dataRoot, 's3'), onEvent: (event) => onS3Event(event) }).then(
        (s) => (started.push(s), s),
      ),
      startSes({ port: ports.mailbox }).then((s) => (started.push(s), s)),
      // Webhooks go to the gateway, which starts below; until then (and while it lacks the route) deliveries are retried.
      startPaymongo({
        port: ports.paymongo,
        ...paymongoKeys,
        webhookUrl: `http://127.0.0.1:${ports.api}/paymongo/webhook`,
        dataDir: persistent ? path.join(dataRoot, 'paymongo') : undefined,
      }).then((s) => (started.push(s), s)),
      startPushService({ port: ports.push }).then((s) => (started.push({ url: s.url, stop: s.close }), s)),
      startSearchEngine({ port: ports.search, dataDir: persistent ? path.join(dataRoot, 'search') : undefined }).then(
        (s) => (started.push(s), s),
      ),
    ]);

    const webOrigins = [`http://127.0.0.1:${ports.web}`, `http://localhost:${ports.web}`];
    const tableName = `${opts.name}-table`;
    const mediaBucket = `${opts.name}-media`;
    const documentsBucket = `${opts.name}-documents`;
    const [, pool] = await Promise.all([
      ensureTable(dynamo.url, tableName),
      ensureUserPool(cognito.url, opts.name),
      ensureBuckets(s3.url, [mediaBucket, documentsBucket], webOrigins),
    ]);
    const issuer = `${cognito.issuerBase}/${pool.userPoolId}`;
    const readMeter = opts.meterReads
      ? await startReadMeter(dynamo.url, { transactionConflicts: opts.transactionConflicts })
      : undefined;
    if (readMeter) started.push(readMeter);
    // With `faults`: what the functions are given as each service's address is its fault proxy.
    const proxies: Partial<Record<FaultyService, FaultProxy>> = {};
    const behind = async (service: FaultyService, url: string) => {
      if (!opts.faults || (Array.isArray(opts.faults) && !opts.faults.includes(service))) return url;
      const proxy = (proxies[service] = await startFaultProxy(url));
      started.push(proxy);
      return proxy.url;
    };
    const dynamodbUrl = await behind('dynamodb', readMeter?.url ?? dynamo.url);
    const s3Url = await behind('s3', s3.url);
    const sesUrl = await behind('ses', ses.url);
    const paymongoUrl = await behind('paymongo', paymongo.url);
    const searchUrl = await behind('search', searchEngine.url);
    const wsCallback = `http://127.0.0.1:${ports.ws}`;

    const edgeSecret = randomBytes(24).toString('hex');
    // Kept with the data when it persists, so devices subscribed yesterday still take pushes.
    const vapid = vapidKeys(persistent ? dataRoot : undefined);
    // The functions' configuration (functions/core/config.ts), as CDK gives it on AWS...
    const functionEnv = {
      STAGE: 'local',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      TABLE_NAME: tableName,
      USER_POOL_ID: pool.userPoolId,
      COGNITO_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ISSUER: issuer,
      WS_CALLBACK_URL: wsCallback,
      MEDIA_BUCKET: mediaBucket,
      DOCUMENTS_BUCKET: documentsBucket,
      MEDIA_URL: opts.mediaOnSite ? `http://localhost:${ports.web}${SITE_MEDIA_PATH}` : `${s3.url}/${mediaBucket}`,
      SITE_URL: `http://localhost:${ports.web}`,
      MAIL_FROM: 'Crafti <no-reply@crafti.test>',
      PAYMONGO_API_URL: paymongoUrl,
      SEARCH_URL: searchUrl,
      EDGE_SECRET: edgeSecret,
      MAIL_LINK_SECRET: mailLinkSecret(persistent ? dataRoot : undefined),
    } satisfies Record<EnvKey, string>;
    // ...and what only this machine needs: credentials, endpoints and path-style S3.
    const env: Record<string, string> = {
      ...functionEnv,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamodbUrl,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.url,
      AWS_ENDPOINT_URL_S3: s3Url,
      AWS_ENDPOINT_URL_SESV2: sesUrl,
      AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: wsCallback,
      S3_FORCE_PATH_STYLE: 'true',
      // No SSM here: the keys themselves (functions/core/payments/paymongo.ts).
      PAYMONGO_SECRET_KEY: paymongoKeys.secretKey,
      PAYMONGO_WEBHOOK_SECRET: paymongoKeys.webhookSecret,
      // No SSM here either: the VAPID key itself; and the local push service is one we send to.
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_ORIGINS: new URL(pushService.url).origin,
    } satisfies Record<string, string> & Partial<Record<PushEnvKey, string>>;
    // The handlers run in this process and read their configuration from process.env.
    for (const key of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL']) delete process.env[key];
    Object.assign(process.env, env);

    const bundles = await building;
    if (bundles) started.push({ url: '', stop: async () => bundles.remove() });
    const functionsDir = path.resolve(import.meta.dirname, '../../functions');
    // Each function runs in the environment its group is granted (PayMongo's keys only where AWS gives them).
    const importHandler = async (file: string, fn: string) => {
      const handler = (
        (await import(bundles ? bundles.urlOf(file) : pathToFileURL(path.join(functionsDir, file)).href)) as {
          handler: (...args: unknown[]) => unknown;
        }
      ).handler;
      return inFunctionEnv(fn, env, handler) as never;
    };
    const gateway = await startGateway({
      httpPort: ports.api,
      wsPort: ports.ws,
      allowOrigins: webOrigins,
      issuer,
      clientId: pool.userPoolClientId,
      loadHttpHandler: (group) => importHandler(`api/${group}/handler.ts`, group),
      loadWsHandler: () => importHandler('ws/handler.ts', 'ws'),
    });
    started.push({ url: gateway.httpUrl, stop: gateway.stop });
    // The buckets notify the object-created function of every new object, as on AWS.
    onS3Event = objectCreatedNotifier(() => importHandler('events/object-created.ts', 'object-created'));
    // The scheduled function, every minute as EventBridge runs it on AWS: lapsed checkouts give their pieces back.
    const sweep = () =>
      importHandler('events/run-due-work.ts', 'run-due-work')
        .then((run) => (run as () => Promise<unknown>)())
        .catch((err: unknown) => console.error('run-due-work failed:', err));
    const sweeper = setInterval(() => void sweep(), 60_000);
    sweeper.unref();
    started.push({ url: gateway.httpUrl, stop: async () => clearInterval(sweeper) });

    const endpoints: Endpoints = {
      web: `http://localhost:${ports.web}`,
      api: gateway.httpUrl,
      ws: gateway.wsUrl,
      mailbox: ses.url,
      dynamodb: dynamo.url,
      cognito: cognito.url,
      s3: s3.url,
      paymongo: paymongo.url,
      push: pushService.url,
      search: searchEngine.url,
      region: LOCAL_REGION,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      issuer,
      tableName,
      mediaBucket,
      documentsBucket,
    };
    const webConfig: WebConfig = {
      // The API on the site's own address, as CloudFront serves it (shared/site-api.ts).
      apiUrl: `${endpoints.web}${SITE_API_PATH}`,
      wsUrl: endpoints.ws,
      region: LOCAL_REGION,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint: cognito.url,
      mediaUrl: env.MEDIA_URL!,
      vapidPublicKey: vapid.publicKey,
    };
    return {
      endpoints,
      ports,
      env,
      webConfig,
      siteEdge: { apiUrl: endpoints.api, secret: edgeSecret, mediaBucketUrl: `${endpoints.s3}/${opts.name}-media` },
      paymongo,
      readMeter,
      searchEngine,
      ...(opts.faults
        ? {
            faults: {
              set: (service, fault) => proxies[service]?.set(fault),
              touched: (service) => proxies[service]?.touched() ?? 0,
              restartWebSocket: (downMs) => gateway.restartWebSocket(downMs),
              runDueWork: sweep,
            } satisfies FaultSwitches,
          }
        : {}),
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    (await building?.catch(() => undefined))?.remove();
    throw err;
  }
}

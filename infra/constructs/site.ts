import fs from 'node:fs';
import path from 'node:path';
import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { PAGE_PATH_PATTERNS, PAGE_REWRITES } from '../../shared/public-pages';
import { EDGE_SECRET_HEADER, SITE_API_PATH, SITE_MEDIA_PATH, VIEWER_ADDRESS_HEADER } from '../../shared/site-api';
import type { WebConfig } from '../../shared/web-config';
import {
  FILE_PATH,
  HASHED_ASSET_CACHE_CONTROL,
  inlineScriptSources,
  PRECOMPRESSED_PATH,
  PRECOMPRESSED_SUFFIX,
  PRECOMPRESSED_TYPES,
  PRERENDERED_INDEX,
  readPrerendered,
  SHELL_FILE,
  shellWithConfig,
  TAKES_BROTLI,
  FRAME_SHELLS_INDEX,
  patternTest,
  readFrameShells,
} from '../../web/prerendered';
import { REPO_ROOT } from './app-function';
import { suppressBucketAccessLogs, suppressDistributionFindings } from './nag';

/** What the SPA reads from `/config.json` on AWS (no Cognito endpoint override there). */
export type SiteConfig = Omit<WebConfig, 'cognitoEndpoint'>;

export interface SiteProps {
  /**
   * The built SPA (`npm run build:web`); its `prerendered.json` names the pre-rendered pages.
   * @default web/dist
   */
  readonly webDist?: string;
}

/**
 * The SPA: a private bucket behind CloudFront (Origin Access Control), security headers on every
 * response. Each pre-rendered public page (web/prerender.ts) is its own object, reached at its
 * path through a viewer-request function; every other page path gets the shell, app.html, and
 * renders in the browser. `/api/*` is the HTTP API (serveApi), so the app's calls are same-origin.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution>.cloudfront.net`, also the origin the upload buckets allow. */
  readonly url: string;
  /** Where the app calls the API: `<url>/api` (serveApi). */
  readonly apiUrl: string;
  private readonly webDist: string;

  constructor(scope: Construct, id: string, props: SiteProps = {}) {
    super(scope, id);
    this.webDist = props.webDist ?? path.join(REPO_ROOT, 'web/dist');

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // Only build output lives here; every deploy rewrites it, so it never needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    suppressBucketAccessLogs(this.bucket);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Crafti site',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders(),
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.viewerRequest() }],
      },
      // No error responses: they would apply to /api/* too and turn the API's 403 and 404 into
      // the shell. Client-side routes (/arts/123) get the shell from the viewer-request function.
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_200,
    });
    suppressDistributionFindings(this.distribution);
    this.url = `https://${this.distribution.distributionDomainName}`;
    this.apiUrl = `${this.url}${SITE_API_PATH}`;
  }

  /**
   * The HTTP API at `/api/*` of the site (shared/site-api.ts): nothing cached, every method, the
   * viewer's headers but Host (API Gateway answers only to its own), and the edge's secret beside
   * the viewer's address, which a function at the edge writes in place of any the caller sent.
   */
  serveApi(api: HttpApi, edgeSecret: string): void {
    this.distribution.addBehavior(`${SITE_API_PATH}/*`, this.apiOrigin(api, edgeSecret), {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.apiRequest() }],
    });
  }

  /**
   * The public pages (issue 49, shared/public-pages.ts): `/a/{id}/{slug}`, `/@{username}`, the
   * sitemap and robots.txt, rendered by the API's `pages` group and cached here for as long as the
   * page says (60 s for a page, 10 min for the sitemap: functions/core/public-pages/shown.ts),
   * the same copy for everyone: no cookies, no credentials, only the shop's `after` in the key.
   */
  servePages(api: HttpApi, edgeSecret: string): void {
    const origin = this.apiOrigin(api, edgeSecret);
    const cachePolicy = new CachePolicy(this, 'PagesCache', {
      comment: 'Crafti public pages: as long as the page says, the same for everyone',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(60),
      maxTtl: Duration.hours(1),
      queryStringBehavior: CacheQueryStringBehavior.allowList('after'),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const rewrite = this.pagesRequest();
    for (const pattern of PAGE_PATH_PATTERNS)
      this.distribution.addBehavior(pattern, origin, {
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: rewrite }],
      });
  }

  /**
   * The pictures at `/media/*` of the site (shared/site-api.ts `SITE_MEDIA_PATH`): the media bucket
   * through Origin Access Control, the prefix taken off by a viewer-request function, cached as
   * the media distribution caches them. A page's pictures then come over the connection its HTML
   * came on (issue 49's public pages, 51 §6), not a second host's.
   */
  serveMedia(bucket: IBucket): void {
    this.distribution.addBehavior(`${SITE_MEDIA_PATH}/*`, S3BucketOrigin.withOriginAccessControl(bucket), {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      functionAssociations: [
        {
          eventType: FunctionEventType.VIEWER_REQUEST,
          function: new CloudFrontFunction(this, 'MediaRequest', {
            comment: 'Crafti: the media bucket at /media',
            runtime: FunctionRuntime.JS_2_0,
            code: FunctionCode.fromInline(
              [
                'function handler(event) {',
                '  var request = event.request;',
                `  request.uri = request.uri.slice(${SITE_MEDIA_PATH.length});`,
                '  return request;',
                '}',
              ].join('\n'),
            ),
          }),
        },
      ],
    });
  }

  /** The site's page path → the API's (`/@maria` → `/pages/shop/maria`), by PAGE_REWRITES. */
  private pagesRequest(): CloudFrontFunction {
    return new CloudFrontFunction(this, 'PagesRequest', {
      comment: 'Crafti: the public pages at the API',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          `var RULES = ${JSON.stringify(PAGE_REWRITES)};`,
          'function handler(event) {',
          '  var request = event.request;',
          '  for (var i = 0; i < RULES.length; i++) {',
          '    var re = new RegExp(RULES[i].pattern);',
          '    if (re.test(request.uri)) { request.uri = request.uri.replace(re, RULES[i].to); return request; }',
          '  }',
          "  return { statusCode: 404, statusDescription: 'Not Found' };",
          '}',
        ].join('\n'),
      ),
    });
  }

  private origin?: HttpOrigin;

  /** The HTTP API as CloudFront's origin (HTTPS, the edge's secret beside every call): one, whichever behaviours use it. */
  private apiOrigin(api: HttpApi, edgeSecret: string): HttpOrigin {
    this.origin ??= new HttpOrigin(Fn.select(2, Fn.split('/', api.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [EDGE_SECRET_HEADER]: edgeSecret },
    });
    return this.origin;
  }

  /** `/api/tags` → `/tags` at the API, with the viewer's address (web/local stand-in: infra/local/web.ts). */
  private apiRequest(): CloudFrontFunction {
    return new CloudFrontFunction(this, 'ApiRequest', {
      comment: 'Crafti: the API at /api, with the viewer address',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          `  request.uri = request.uri.slice(${SITE_API_PATH.length}) || '/';`,
          `  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };`,
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });
  }

  /**
   * Uploads the built SPA (when `web/dist` exists, so synth works before a build) and a
   * `/config.json` generated at deploy time, which is how one build serves every stage.
   */
  deploy(config: SiteConfig, webDist = this.webDist): void {
    const built = fs.existsSync(path.join(webDist, 'index.html'));
    const hashedAssets = path.join(webDist, 'assets');
    const assets: BucketDeployment[] = [];
    if (built && fs.existsSync(hashedAssets)) {
      // Content-hashed files never change, and old ones stay (no prune) for tabs still running an older build.
      const hashed = {
        sources: [Source.asset(hashedAssets)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [CacheControl.fromString(HASHED_ASSET_CACHE_CONTROL)],
      };
      assets.push(new BucketDeployment(this, 'DeployAssets', { ...hashed, exclude: [`*${PRECOMPRESSED_SUFFIX}`] }));
      // Their brotli copies (web/prerendered.ts), stored with the type and encoding S3 answers them
      // with: one deployment per type, as a deployment's metadata is the same for all its files.
      for (const [extension, contentType] of Object.entries(PRECOMPRESSED_TYPES)) {
        assets.push(
          new BucketDeployment(this, `DeployBrotli${extension.toUpperCase()}`, {
            ...hashed,
            exclude: ['*'],
            include: [`*.${extension}${PRECOMPRESSED_SUFFIX}`],
            contentType,
            contentEncoding: 'br',
          }),
        );
      }
    }
    const shells = this.shells(webDist);
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        ...(built
          ? [
              Source.asset(webDist, {
                exclude: ['assets', '.vite', PRERENDERED_INDEX, FRAME_SHELLS_INDEX, ...Object.keys(shells)],
              }),
            ]
          : []),
        Source.jsonData('config.json', config),
        // The shells carry the configuration too: a signed-in page's first requests need not wait for config.json.
        ...Object.entries(shells).map(([file, shell]) =>
          Source.data(file, shellWithConfig(shell, Stack.of(this).toJsonString(config))),
        ),
      ],
      destinationBucket: this.bucket,
      // Keeps the hashed assets out of this deployment's prune.
      exclude: ['assets/*'],
      // The pages and config.json must be revalidated so a deploy is seen at once.
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    for (const deployment of assets) entry.node.addDependency(deployment);
    this.suppressDeploymentFindings();
  }

  /**
   * What CloudFront asks S3 for: `/explore` → the object `explore.html`, for each page the build
   * pre-rendered (`/` is the default root object; a build without pre-rendered pages maps none);
   * a framed route's path (`/dashboard`, `/art/123`) → its own shell (web/signed-in-frames.ts); any
   * other page path (no extension: `/cart`, `/orders/123`) → the shell; and a hashed script,
   * style or SVG → its brotli copy when the browser takes brotli (web/prerendered.ts:
   * precompressedUri, which the local stand-in runs). CloudFront does not compress a response that is already.
   */
  private viewerRequest(): CloudFrontFunction {
    const pages = Object.fromEntries(
      Object.entries(readPrerendered(this.webDist))
        .filter(([urlPath]) => urlPath !== '/')
        .map(([urlPath, file]) => [urlPath, `/${file}`]),
    );
    // A framed route's own shell (web/signed-in-frames.ts), by its pattern as the router matches it.
    const frameShells = Object.entries(readFrameShells(this.webDist)).map(
      ([pattern, file]) => `[${patternTest(pattern).toString()}, ${JSON.stringify(`/${file}`)}]`,
    );
    return new CloudFrontFunction(this, 'ViewerRequest', {
      comment: 'Crafti: pre-rendered pages by path, brotli copies of the assets',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          `var PAGES = ${JSON.stringify(pages)};`,
          `var PRECOMPRESSED = /${PRECOMPRESSED_PATH.source}/;`,
          `var TAKES_BROTLI = /${TAKES_BROTLI.source}/;`,
          `var FILE = /${FILE_PATH.source}/;`,
          `var SHELLS = [${frameShells.join(', ')}];`,
          'function handler(event) {',
          '  var request = event.request;',
          '  var file = PAGES[request.uri];',
          '  if (file) request.uri = file;',
          "  else if (request.uri !== '/' && !FILE.test(request.uri)) {",
          `    var shell = '/${SHELL_FILE}';`,
          '    for (var i = 0; i < SHELLS.length; i++) if (SHELLS[i][0].test(request.uri)) shell = SHELLS[i][1];',
          '    request.uri = shell;',
          '  }',
          "  var accepts = request.headers['accept-encoding'];",
          `  if (accepts && PRECOMPRESSED.test(request.uri) && TAKES_BROTLI.test(accepts.value)) request.uri += '${PRECOMPRESSED_SUFFIX}';`,
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });
  }

  /** The built shells by file, if there is a build: app.html, and each framed route's own (web/signed-in-frames.ts). */
  private shells(webDist = this.webDist): Record<string, string> {
    const files = [SHELL_FILE, ...Object.values(readFrameShells(webDist))];
    return Object.fromEntries(
      files
        .filter((file) => fs.existsSync(path.join(webDist, file)))
        .map((file) => [file, fs.readFileSync(path.join(webDist, file), 'utf8')]),
    );
  }

  private securityHeaders(): ResponseHeadersPolicy {
    const { region, urlSuffix } = Stack.of(this);
    const aws = (service: string) => `${service}.${region}.${urlSuffix}`;
    // The WebSocket, bucket and media hosts are only known once this distribution exists, and the
    // buckets must allow its origin (CORS): naming them exactly here would be a CloudFormation cycle,
    // so the policy allows those AWS hosts of this region instead. Scripts are 'self', and the
    // shell's one inline script (web/src/shell-start.ts), by its hash.
    const csp = [
      "default-src 'self'",
      ["script-src 'self'", ...new Set(Object.values(this.shells()).flatMap(inlineScriptSources))].join(' '),
      // Chakra UI (Emotion) injects its styles at run time.
      "style-src 'self' 'unsafe-inline'",
      // Media at the site's /media ('self'; the media distribution's older addresses); private
      // verification documents through short-lived S3 links (admins).
      `img-src 'self' data: blob: https://*.cloudfront.net https://*.${aws('s3')}`,
      "font-src 'self' data:",
      // The API is the site's own /api (serveApi); the WebSocket API keeps its own address.
      `connect-src 'self' https://${aws('cognito-idp')} wss://*.${aws('execute-api')} https://*.${aws('s3')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');

    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Crafti site security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });
  }

  /** BucketDeployment's provider is CDK's own singleton function; its role and runtime are CDK's choice. */
  private suppressDeploymentFindings(): void {
    const providers = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    NagSuppressions.addResourceSuppressions(
      providers,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK BucketDeployment provider: AWSLambdaBasicExecutionRole for its own logs.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK BucketDeployment provider: copies from the CDK asset bucket into the site bucket and invalidates the distribution (CDK's own policy).",
        },
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment provider: the runtime is chosen by aws-cdk-lib.' },
      ],
      true,
    );
  }
}

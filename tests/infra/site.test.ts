import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Site } from '../../infra/constructs/site';

/** The shell as web/prerender.ts writes it: the configuration's placeholder and one inline script. */
const SHELL =
  '<!doctype html><head><script type="application/json" id="crafti-config">__CRAFTI_CONFIG__</script><script>start()</script></head>';

/** A framed route's shell: its frames before #root, the inline script after it. */
const FRAME_SHELL =
  '<!doctype html><head><script type="application/json" id="crafti-config">__CRAFTI_CONFIG__</script></head><body><template data-frame="/art/:artId Client"></template><div id="root"></div><script>paint()</script></body>';

/** A build as web/prerender.ts leaves it: pages, the shell and the index of pre-rendered paths. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-site-'));
  for (const file of ['index.html', 'home.html', 'explore.html', 'login.html'])
    fs.writeFileSync(path.join(dist, file), '<!doctype html>');
  fs.writeFileSync(path.join(dist, 'app.html'), SHELL);
  // A framed route's own shell (web/signed-in-frames.ts), whose inline script differs.
  fs.writeFileSync(path.join(dist, 'app-art.html'), FRAME_SHELL);
  fs.writeFileSync(path.join(dist, 'frame-shells.json'), JSON.stringify({ '/art/:artId': 'app-art.html' }));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), '');
  const pages = { '/': 'index.html', '/home': 'home.html', '/explore': 'explore.html', '/login': 'login.html' };
  fs.writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(pages));
  return dist;
}

type Headers = Record<string, { value: string }>;

type Request = { uri: string; headers: Headers };

/** A viewer-request function's code, run the way CloudFront runs it on a request (from `viewerIp`). */
function run(code: string, request: Request, viewerIp = '203.0.113.9'): Request {
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: Request;
    viewer: { ip: string };
  }) => Request;
  return handler({ request, viewer: { ip: viewerIp } });
}

/** The site's viewer-request function on a request for `uri` (with the browser's Accept-Encoding, if any). */
function requestFor(code: string, uri: string, acceptEncoding?: string): string {
  return run(code, {
    uri,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': { value: acceptEncoding } },
  }).uri;
}

interface Deployment {
  Properties: {
    SourceObjectKeys: unknown[];
    SourceMarkers?: Record<string, unknown>[];
    Exclude?: string[];
    Include?: string[];
    SystemMetadata?: Record<string, string>;
    DestinationBucketKeyPrefix?: string;
  };
}

describe('the site', () => {
  let dist: string;
  let code: string;
  let apiCode: string;
  let pagesCode: string;
  let mediaCode: string;
  let template: Template;

  beforeAll(() => {
    dist = fakeBuild();
    const stack = new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'SiteTest', {
      env: { region: 'ap-southeast-1' },
    });
    const site = new Site(stack, 'Site', { webDist: dist });
    const api = new HttpApi(stack, 'Api');
    site.serveApi(api, 'the-edge-secret');
    site.servePages(api, 'the-edge-secret');
    site.serveMedia(new Bucket(stack, 'Media'));
    site.deploy({
      apiUrl: site.apiUrl,
      wsUrl: 'wss://ws',
      region: 'ap-southeast-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      mediaUrl: 'https://m',
    });
    template = Template.fromStack(stack);
    const functions = Object.values(template.findResources('AWS::CloudFront::Function')) as {
      Properties: { FunctionCode: string; FunctionConfig: { Comment: string } };
    }[];
    const codeOf = (comment: RegExp) => functions.find((f) => comment.test(f.Properties.FunctionConfig.Comment))!;
    code = codeOf(/pre-rendered pages/).Properties.FunctionCode;
    apiCode = codeOf(/the API at \/api/).Properties.FunctionCode;
    pagesCode = codeOf(/public pages/).Properties.FunctionCode;
    mediaCode = codeOf(/media bucket at \/media/).Properties.FunctionCode;
  });

  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("allows the shell's inline script by its hash, and no other inline script", () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
      Properties: {
        ResponseHeadersPolicyConfig: {
          SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
        };
      };
    };
    // A join of literal parts and the region's tokens: the script part is literal.
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`; script-src 'self' 'sha256-${hash('start()')}' 'sha256-${hash('paint()')}'; style-src`);
  });

  it('deploys the pages, config.json, and the shells with the configuration written in', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Deployment[];
    const entry = deployments.find((d) => d.Properties.SourceObjectKeys.length === 4);
    expect(entry, 'the deployment of the pages, config.json and the two shells').toBeDefined();
  });

  it("serves a framed route's paths its own shell, as the router matches them, and every other page the shell", () => {
    expect(requestFor(code, '/art/0b7c2a1e-5f0e-4c53-9a55-0d3c4b1d2e3f')).toBe('/app-art.html');
    expect(requestFor(code, '/Art/0b7c2a1e/')).toBe('/app-art.html');
    expect(requestFor(code, '/art/')).toBe('/app.html');
    expect(requestFor(code, '/art/a/b')).toBe('/app.html');
    expect(requestFor(code, '/artists/a')).toBe('/app.html');
    expect(requestFor(code, '/cart')).toBe('/app.html');
  });

  it('serves each pre-rendered page as its own object at its path', () => {
    expect(requestFor(code, '/explore')).toBe('/explore.html');
    expect(requestFor(code, '/login')).toBe('/login.html');
    expect(requestFor(code, '/home')).toBe('/home.html');
  });

  it('serves the shell at every other page path, files as they are, and / as the default root object', () => {
    expect(requestFor(code, '/')).toBe('/');
    expect(requestFor(code, '/dashboard')).toBe('/app.html');
    expect(requestFor(code, '/orders/0b7c2a1e-5f0e-4c53-9a55-0d3c4b1d2e3f')).toBe('/app.html');
    expect(requestFor(code, '/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(requestFor(code, '/config.json')).toBe('/config.json');
    expect(requestFor(code, '/favicon.svg')).toBe('/favicon.svg');
    // Not by error responses: those would be the whole distribution's, and turn the API's 403 and 404 into the shell.
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CustomErrorResponses?: unknown[] } };
    };
    expect(distribution.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it("passes /api/* to the HTTP API uncached, with the viewer's headers but Host, the edge's secret and the viewer's address", () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: {
            PathPattern: string;
            TargetOriginId: string;
            AllowedMethods: string[];
            CachePolicyId: string;
            OriginRequestPolicyId: string;
            ViewerProtocolPolicy: string;
          }[];
          Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[] }[];
        };
      };
    };
    const config = distribution.Properties.DistributionConfig;
    const [api] = config.CacheBehaviors;
    expect(config.CacheBehaviors.map((b) => b.PathPattern)).toEqual([
      '/api/*',
      '/a/*',
      '/@*',
      '/sitemap.xml',
      '/sitemaps/*',
      '/robots.txt',
      '/media/*',
    ]);
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      // The managed CachingDisabled and AllViewerExceptHostHeader policies.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o) => o.Id === api!.TargetOriginId)!;
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-crafti-edge', HeaderValue: 'the-edge-secret' }]);

    // The prefix comes off; the viewer's address replaces any the caller named.
    const forged = { 'x-crafti-viewer': { value: '198.51.100.1' } };
    const passed = run(apiCode, { uri: '/api/api/arts', headers: forged }, '203.0.113.9');
    expect(passed.uri).toBe('/api/arts');
    expect(passed.headers['x-crafti-viewer']).toEqual({ value: '203.0.113.9' });
    expect(run(apiCode, { uri: '/api/tags', headers: {} }).uri).toBe('/tags');
  });

  it('passes the public pages to the API, cached as the page says, the same copy for everyone', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: { PathPattern: string; AllowedMethods: string[]; CachePolicyId: { Ref: string } }[];
        };
      };
    };
    const pages = distribution.Properties.DistributionConfig.CacheBehaviors.filter(
      (b) => b.PathPattern !== '/api/*' && b.PathPattern !== '/media/*',
    );
    expect(pages).toHaveLength(5);
    for (const behaviour of pages) expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
    const policies = template.findResources('AWS::CloudFront::CachePolicy') as Record<
      string,
      { Properties: { CachePolicyConfig: Record<string, unknown> } }
    >;
    const policy = policies[pages[0]!.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 60, MaxTTL: 3600 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['after'] },
    });

    const uri = (path: string) => run(pagesCode, { uri: path, headers: {} }) as Request & { statusCode?: number };
    expect(uri('/a/0b7c2a1e-5f0e/mango-tree-watercolor').uri).toBe('/pages/art/0b7c2a1e-5f0e');
    expect(uri('/a/0b7c2a1e-5f0e').uri).toBe('/pages/art/0b7c2a1e-5f0e');
    expect(uri('/@maria.santos').uri).toBe('/pages/shop/maria.santos');
    expect(uri('/sitemap.xml').uri).toBe('/pages/sitemap');
    expect(uri('/sitemaps/arts-2026-11.xml').uri).toBe('/pages/sitemap/arts-2026-11');
    expect(uri('/robots.txt').uri).toBe('/pages/robots');
    // A path of those patterns that is no page: not found at the edge, never the API's other routes.
    expect(uri('/a/x/y/z').statusCode).toBe(404);
    expect(uri('/@maria/../../admin').statusCode).toBe(404);
  });

  it('serves the media bucket at /media/*: GET and HEAD, cached, through Origin Access Control, the prefix taken off', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          CacheBehaviors: {
            PathPattern: string;
            AllowedMethods: string[];
            CachePolicyId: string;
            TargetOriginId: string;
          }[];
          Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
        };
      };
    };
    const config = distribution.Properties.DistributionConfig;
    const media = config.CacheBehaviors.find((b) => b.PathPattern === '/media/*')!;
    // The managed CachingOptimized policy.
    expect(media).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
    });
    const origin = config.Origins.find((o) => o.Id === media.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toMatch(/Media/);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(run(mediaCode, { uri: '/media/art-image/u1/a%20b.480.webp', headers: {} }).uri).toBe(
      '/art-image/u1/a%20b.480.webp',
    );
  });

  it("asks S3 for a hashed script's, style's or SVG's brotli copy when the browser takes brotli, else for the file as built", () => {
    const chromium = 'gzip, deflate, br, zstd';
    expect(requestFor(code, '/assets/app-abc.js', chromium)).toBe('/assets/app-abc.js.br');
    expect(requestFor(code, '/assets/app-abc.css', 'br')).toBe('/assets/app-abc.css.br');
    expect(requestFor(code, '/assets/icon-abc.svg', chromium)).toBe('/assets/icon-abc.svg.br');
    // No brotli, or no header at all: the file as built, which CloudFront compresses as it can.
    expect(requestFor(code, '/assets/app-abc.js', 'gzip, deflate')).toBe('/assets/app-abc.js');
    expect(requestFor(code, '/assets/app-abc.js')).toBe('/assets/app-abc.js');
    // Pictures are compressed already; pages are compressed as they are sent (the shell changes at deploy).
    expect(requestFor(code, '/assets/hero-abc.webp', chromium)).toBe('/assets/hero-abc.webp');
    expect(requestFor(code, '/explore', chromium)).toBe('/explore.html');
    expect(requestFor(code, '/dashboard', chromium)).toBe('/app.html');
    expect(requestFor(code, '/assets/nested/app-abc.js', chromium)).toBe('/assets/nested/app-abc.js');
  });

  it('stores the brotli copies with their type and encoding, and the hashed files without the copies, each cached for a year', () => {
    const deployments = (Object.values(template.findResources('Custom::CDKBucketDeployment')) as Deployment[]).filter(
      (d) => d.Properties.DestinationBucketKeyPrefix === 'assets/',
    );
    const plain = deployments.find((d) => !d.Properties.Include);
    expect(plain?.Properties.Exclude).toEqual(['*.br']);
    expect(plain?.Properties.SystemMetadata?.['cache-control']).toBe('public, max-age=31536000, immutable');
    const copies = deployments
      .filter((d) => d.Properties.Include)
      .map((d) => ({ include: d.Properties.Include, exclude: d.Properties.Exclude, ...d.Properties.SystemMetadata }));
    const stored = (include: string, type: string) => ({
      include: [include],
      exclude: ['*'],
      'content-type': type,
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(copies).toEqual(
      expect.arrayContaining([
        stored('*.js.br', 'text/javascript'),
        stored('*.css.br', 'text/css'),
        stored('*.svg.br', 'image/svg+xml'),
      ]),
    );
    expect(copies).toHaveLength(3);
  });
});

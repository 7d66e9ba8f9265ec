import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site } from '../../infra/constructs/site';

/** The shell as web/prerender.ts writes it: the configuration's placeholder and one inline script. */
const SHELL =
  '<!doctype html><head><script type="application/json" id="crafti-config">__CRAFTI_CONFIG__</script><script>start()</script></head>';

/** A build as web/prerender.ts leaves it: pages, the shell and the index of pre-rendered paths. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crafti-site-'));
  for (const file of ['index.html', 'home.html', 'explore.html', 'login.html'])
    fs.writeFileSync(path.join(dist, file), '<!doctype html>');
  fs.writeFileSync(path.join(dist, 'app.html'), SHELL);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), '');
  const pages = { '/': 'index.html', '/home': 'home.html', '/explore': 'explore.html', '/login': 'login.html' };
  fs.writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify(pages));
  return dist;
}

type Headers = Record<string, { value: string }>;

/** The viewer-request function's code, run the way CloudFront runs it on a request for `uri` (with the browser's Accept-Encoding, if any). */
function requestFor(code: string, uri: string, acceptEncoding?: string): string {
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: { uri: string; headers: Headers };
  }) => { uri: string };
  return handler({
    request: { uri, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': { value: acceptEncoding } } },
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
  let template: Template;

  beforeAll(() => {
    dist = fakeBuild();
    const stack = new Stack(new App({ context: { 'aws:cdk:bundling-stacks': [] } }), 'SiteTest', {
      env: { region: 'ap-southeast-1' },
    });
    new Site(stack, 'Site', { webDist: dist }).deploy({
      apiUrl: 'https://api',
      wsUrl: 'wss://ws',
      region: 'ap-southeast-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      mediaUrl: 'https://m',
    });
    template = Template.fromStack(stack);
    const fn = Object.values(template.findResources('AWS::CloudFront::Function'))[0] as {
      Properties: { FunctionCode: string };
    };
    code = fn.Properties.FunctionCode;
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
    const hash = createHash('sha256').update('start()').digest('base64');
    expect(csp).toContain(`; script-src 'self' 'sha256-${hash}'; style-src`);
  });

  it('deploys the pages, config.json, and the shell with the configuration written in', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Deployment[];
    const entry = deployments.find((d) => d.Properties.SourceObjectKeys.length === 3);
    expect(entry, 'the deployment of the pages, config.json and the shell').toBeDefined();
  });

  it('serves each pre-rendered page as its own object at its path', () => {
    expect(requestFor(code, '/explore')).toBe('/explore.html');
    expect(requestFor(code, '/login')).toBe('/login.html');
    expect(requestFor(code, '/home')).toBe('/home.html');
  });

  it('leaves every other path alone: / is the default root object, the rest fall back to the shell', () => {
    expect(requestFor(code, '/')).toBe('/');
    expect(requestFor(code, '/dashboard')).toBe('/dashboard');
    expect(requestFor(code, '/assets/index-abc.js')).toBe('/assets/index-abc.js');
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CustomErrorResponses: { ResponsePagePath: string }[] } };
    };
    expect(distribution.Properties.DistributionConfig.CustomErrorResponses.map((r) => r.ResponsePagePath)).toEqual([
      '/app.html',
      '/app.html',
    ]);
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
    expect(requestFor(code, '/dashboard', chromium)).toBe('/dashboard');
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

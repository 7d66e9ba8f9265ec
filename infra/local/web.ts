import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServer, preview, type Plugin } from 'vite';
import {
  HASHED_ASSET_CACHE_CONTROL,
  precompressedUri,
  readFrameShells,
  readPrerendered,
  SHELL_FILE,
  shellFileFor,
  shellWithConfig,
  TAKES_BROTLI,
} from '../../web/prerendered';
import { pageApiPath } from '../../shared/public-pages';
import { EDGE_SECRET_HEADER, SITE_API_PATH, SITE_MEDIA_PATH, VIEWER_ADDRESS_HEADER } from '../../shared/site-api';
import type { SiteEdge, WebConfig } from './stack';

const viteConfigFile = path.resolve(import.meta.dirname, '../../web/vite.config.ts');
const defaultWebDist = () =>
  process.env.CRAFTI_WEB_DIST
    ? path.resolve(process.env.CRAFTI_WEB_DIST)
    : path.resolve(import.meta.dirname, '../../web/dist');

/** Serves the runtime configuration the SPA reads at start, as CloudFront serves the deployed one. */
function configJson(config: WebConfig): Plugin {
  const handler = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify(config));
  };
  return {
    name: 'crafti-config-json',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}

/**
 * The API on the site's own address, as CloudFront's `/api/*` behaviour serves it
 * (infra/constructs/site.ts): the prefix taken off, the viewer's address named beside the edge's
 * secret (any the caller sent replaced), the Host the API's own; nothing cached. First of the
 * plugins, so no page or file answers an /api path.
 */
function apiOnSiteOrigin(edge: SiteEdge): Plugin {
  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    if (url !== SITE_API_PATH && !url.startsWith(`${SITE_API_PATH}/`) && !url.startsWith(`${SITE_API_PATH}?`))
      return next();
    passToApi(edge, req, res, url.slice(SITE_API_PATH.length).replace(/^(?!\/)/, '/'), req.headers);
  };
  return {
    name: 'crafti-api-on-site-origin',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}

/**
 * The pictures on the site's own address, as CloudFront's `/media/*` behaviour serves them
 * (infra/constructs/site.ts): the prefix taken off, the rest asked of the media bucket (the local
 * S3), GET and HEAD only, nobody's credentials passed on.
 */
function mediaOnSiteOrigin(edge: SiteEdge): Plugin {
  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${SITE_MEDIA_PATH}/`)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return void res.end();
    }
    const bucket = new URL(edge.mediaBucketUrl);
    const headers: http.OutgoingHttpHeaders = { host: bucket.host };
    for (const name of ['range', 'if-none-match', 'if-modified-since'] as const)
      if (req.headers[name]) headers[name] = req.headers[name];
    const upstream = http.request(
      {
        hostname: bucket.hostname,
        port: bucket.port,
        method: req.method,
        path: `${bucket.pathname}${url.slice(SITE_MEDIA_PATH.length).split('?')[0]}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502);
      res.end();
    });
    upstream.end();
  };
  return {
    name: 'crafti-media-on-site-origin',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}

/**
 * The public pages (issue 49), as CloudFront's page behaviours serve them: `/a/{id}/{slug}`,
 * `/@{username}`, the sitemap and robots.txt rewritten to the API's `/pages/…` routes
 * (shared/public-pages.ts), GET only, nobody's credentials passed on (the pages are the same for
 * everyone, so CloudFront caches them).
 */
function publicPages(edge: SiteEdge): Plugin {
  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    const apiPath = pageApiPath(pathname);
    if (!apiPath) return next();
    const { authorization: _a, cookie: _c, ...headers } = req.headers;
    passToApi(edge, req, res, `${apiPath}${query === undefined ? '' : `?${query}`}`, headers);
  };
  return {
    name: 'crafti-public-pages',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}

/** One request passed to the API at `path`: the viewer's address named beside the edge's secret, the Host the API's own. */
function passToApi(
  edge: SiteEdge,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  viewerHeaders: http.IncomingHttpHeaders,
): void {
  const target = new URL(edge.apiUrl);
  const headers: http.OutgoingHttpHeaders = {
    ...viewerHeaders,
    host: target.host,
    [VIEWER_ADDRESS_HEADER]: req.socket.remoteAddress ?? '127.0.0.1',
    [EDGE_SECRET_HEADER]: edge.secret,
  };
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, method: req.method, path, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (res.headersSent) return void res.destroy(err);
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API did not answer.' }));
  });
  req.pipe(upstream);
}

/**
 * Serves the production build as CloudFront does (infra/constructs/site.ts): a pre-rendered page
 * is its own file, any other page path gets the shell (the SPA fallback); files are files.
 */
function fileExists(webDist: string, pathname: string): boolean {
  try {
    return fs.statSync(path.join(webDist, path.normalize(decodeURIComponent(pathname)))).isFile();
  } catch {
    return false;
  }
}

/**
 * The shell with the configuration written in, as the deploy writes it (web/prerendered.ts),
 * revalidated by its ETag as CloudFront's is, compressed as CloudFront compresses it.
 */
function sendShell(webDist: string, file: string, req: IncomingMessage, res: ServerResponse, config: WebConfig): void {
  const html = shellWithConfig(fs.readFileSync(path.join(webDist, file), 'utf8'), JSON.stringify(config));
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  res.setHeader('content-type', 'text/html');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  sendCompressed(req, res, Buffer.from(html));
}

/**
 * Brotli where the browser takes it, else gzip, as CloudFront compresses what it serves (its
 * CachingOptimized policy accepts both; Chromium asks for br). Quality 5, a middle setting: the
 * pre-rendered home page then fits the first round trip of a new connection (~14 kB), as it does
 * from CloudFront, where gzip alone (~15 kB) needed a second one.
 */
function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  compressed?: Map<string, Buffer>,
  key?: string,
): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = TAKES_BROTLI.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  res.setHeader('vary', 'accept-encoding');
  if (encoding) res.setHeader('content-encoding', encoding);
  if (req.method === 'HEAD') return void res.end();
  if (!encoding) return void res.end(body);
  const cached = key ? compressed?.get(`${encoding} ${key}`) : undefined;
  const out =
    cached ??
    (encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(body));
  if (key && !cached) compressed?.set(`${encoding} ${key}`, out);
  res.end(out);
}

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The build's text files (pages, scripts, styles, SVGs) compressed as CloudFront compresses them
 * (sendCompressed; vite preview's own compression is gzip only), once per file: the build does
 * not change under a running server. Runs after prerenderedPages has pointed a page path at its file.
 */
function compressedLikeCloudFront(webDist: string): Plugin {
  const compressed = new Map<string, Buffer>();
  return {
    name: 'crafti-compressed-like-cloudfront',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]!);
        const type = TEXT_TYPES[path.extname(pathname)];
        if (!type || pathname === '/config.json' || !fileExists(webDist, pathname)) return next();
        const file = path.join(webDist, path.normalize(pathname));
        // The build's own brotli copy where it made one, as CloudFront's function picks it (web/prerendered.ts).
        const stored = precompressedUri(pathname, req.headers['accept-encoding']);
        const precompressed = stored !== pathname && fileExists(webDist, stored);
        const body = fs.readFileSync(precompressed ? path.join(webDist, path.normalize(stored)) : file);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        res.setHeader('content-type', type);
        res.setHeader('etag', etag);
        // Pages (and the service worker, the manifest) revalidate each time, as CloudFront's deploy
        // stores them; hashed assets keep the year-long caching set before (hashedAssetCaching).
        if (!pathname.startsWith('/assets/')) res.setHeader('cache-control', 'no-cache');
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          return void res.end();
        }
        if (precompressed) {
          res.setHeader('vary', 'accept-encoding');
          res.setHeader('content-encoding', 'br');
          return void res.end(req.method === 'HEAD' ? undefined : body);
        }
        sendCompressed(req, res, body, compressed, file);
      });
    },
  };
}

function prerenderedPages(webDist: string, config: WebConfig): Plugin {
  return {
    name: 'crafti-prerendered-pages',
    configurePreviewServer(server) {
      const pages = readPrerendered(webDist);
      const frameShells = readFrameShells(webDist);
      const shells = new Set([SHELL_FILE, ...Object.values(frameShells)]);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        const isFile = pathname !== '/' && fileExists(webDist, pathname);
        const file =
          pages[pathname] ?? (isFile || pathname === '/config.json' ? undefined : shellFileFor(pathname, frameShells));
        if (!file || !shells.has(file)) {
          if (file) req.url = `/${file}${query === undefined ? '' : `?${query}`}`;
          return next();
        }
        sendShell(webDist, file, req, res, config);
      });
    },
  };
}

/**
 * The content-hashed files under /assets/ are cached for a year, as CloudFront serves them
 * (infra/constructs/site.ts): a returning visitor's browser does not ask for them again. The pages
 * and /config.json keep their revalidate-each-time answers.
 */
function hashedAssetCaching(): Plugin {
  return {
    name: 'crafti-hashed-asset-caching',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // Vite's static file server keeps a Cache-Control header set before it.
        if (req.url?.startsWith('/assets/')) res.setHeader('cache-control', HASHED_ASSET_CACHE_CONTROL);
        next();
      });
    },
  };
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

/** The Vite dev server, with hot reload (`npm run dev`). */
export async function startWebDev(port: number, config: WebConfig, edge: SiteEdge): Promise<WebServer> {
  const server = await createServer({
    configFile: viteConfigFile,
    plugins: [apiOnSiteOrigin(edge), mediaOnSiteOrigin(edge), publicPages(edge), configJson(config)],
    server: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  await server.listen();
  return { url: `http://localhost:${port}`, stop: () => server.close() };
}

/**
 * `vite preview` of a production build, served as CloudFront serves it: `dist` (`npm start`'s own
 * build), else web/dist (end-to-end tests, the Lighthouse bench), or CRAFTI_WEB_DIST when set (so
 * a run can test its own build while another is being made).
 */
export async function startWebPreview(
  port: number,
  config: WebConfig,
  edge: SiteEdge,
  dist: string = defaultWebDist(),
): Promise<WebServer> {
  const server = await preview({
    configFile: viteConfigFile,
    build: { outDir: dist },
    plugins: [
      apiOnSiteOrigin(edge),
      mediaOnSiteOrigin(edge),
      publicPages(edge),
      configJson(config),
      hashedAssetCaching(),
      prerenderedPages(dist, config),
      compressedLikeCloudFront(dist),
    ],
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServer, preview, type Plugin } from 'vite';
import { HASHED_ASSET_CACHE_CONTROL, readPrerendered, SHELL_FILE, shellWithConfig } from '../../web/prerendered';
import type { WebConfig } from './stack';

const viteConfigFile = path.resolve(import.meta.dirname, '../../web/vite.config.ts');
const defaultWebDist = () => (process.env.CRAFTI_WEB_DIST ? path.resolve(process.env.CRAFTI_WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'));

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
 * revalidated by its ETag as CloudFront's is. Compressed here: this runs before the preview
 * server's own compression.
 */
function sendShell(webDist: string, req: IncomingMessage, res: ServerResponse, config: WebConfig): void {
  const html = shellWithConfig(fs.readFileSync(path.join(webDist, SHELL_FILE), 'utf8'), JSON.stringify(config));
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
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) res.setHeader('content-encoding', 'gzip');
  res.end(req.method === 'HEAD' ? undefined : gzip ? zlib.gzipSync(html) : html);
}

function prerenderedPages(webDist: string, config: WebConfig): Plugin {
  return {
    name: 'crafti-prerendered-pages',
    configurePreviewServer(server) {
      const pages = readPrerendered(webDist);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        const isFile = pathname !== '/' && fileExists(webDist, pathname);
        const file = pages[pathname] ?? (isFile || pathname === '/config.json' ? undefined : SHELL_FILE);
        if (file !== SHELL_FILE) {
          if (file) req.url = `/${file}${query === undefined ? '' : `?${query}`}`;
          return next();
        }
        sendShell(webDist, req, res, config);
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
export async function startWebDev(port: number, config: WebConfig): Promise<WebServer> {
  const server = await createServer({
    configFile: viteConfigFile,
    plugins: [configJson(config)],
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
export async function startWebPreview(port: number, config: WebConfig, dist: string = defaultWebDist()): Promise<WebServer> {
  const server = await preview({
    configFile: viteConfigFile,
    build: { outDir: dist },
    plugins: [configJson(config), hashedAssetCaching(), prerenderedPages(dist, config)],
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

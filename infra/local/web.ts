import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, preview, type Plugin } from 'vite';
import type { WebConfig } from './stack';

const viteConfigFile = path.resolve(import.meta.dirname, '../../web/vite.config.ts');

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

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

/** The Vite dev server (npm start). */
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
 * `vite preview` of the production build in web/dist (end-to-end tests), or in CRAFTI_WEB_DIST
 * when set (so a run can test its own build while another is being made).
 */
export async function startWebPreview(port: number, config: WebConfig): Promise<WebServer> {
  const server = await preview({
    configFile: viteConfigFile,
    ...(process.env.CRAFTI_WEB_DIST ? { build: { outDir: process.env.CRAFTI_WEB_DIST } } : {}),
    plugins: [configJson(config)],
    preview: { port, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

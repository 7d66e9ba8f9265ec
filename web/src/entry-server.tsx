import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes } from './app/router';
import { PageTitleSink } from './lib/page-title';
import type { SessionUser } from './lib/stored-session';

export interface Prerendered {
  /** The markup inside #root. */
  html: string;
  /** `<style data-emotion>` tags with exactly the CSS this markup uses (Chakra's globals included). */
  styles: string;
  /** The title the page set with usePageTitle, if any. */
  title: string | undefined;
  /**
   * The CSS of Chakra's <Global> styles alone (its layers, keyframes, base styles and every token
   * as a variable): the same on every page; the browser build does not compute it
   * (web/slim-chakra-theme.ts), so pages the browser renders get it from app.html.
   */
  globalCss: string;
  /** Each emotion rule the markup uses, by its id, Chakra's globals aside: a signed-in frame's CSS (web/signed-in-frames.ts). */
  rules: Record<string, string>;
}

/**
 * Renders a public page as a signed-out visitor sees it on first paint, for web/prerender.ts; with
 * `user`, a signed-in page as it stands before its data (its frame: web/signed-in-frames.ts).
 * Waits for the lazy page (prerender, unlike renderToString, resolves Suspense). The tree is the
 * one main.tsx hydrates: the same providers, with StaticRouter in place of BrowserRouter.
 */
export async function render(url: string, user: SessionUser | null = null): Promise<Prerendered> {
  // Emotion's own cache key, so the browser's default cache adopts these style tags on hydration.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let title: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    <PageTitleSink value={(t) => (title = t)}>
      <CacheProvider value={cache}>
        <StrictMode>
          <App initialUser={user}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </StrictMode>
      </CacheProvider>
    </PageTitleSink>,
    // Every boundary in place: React would move a large one to the end of the HTML with an inline
    // script to swap it in, which the site's CSP (script-src 'self') and JavaScript-off visitors refuse.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  const chunks = emotion.extractCriticalToChunks(html);
  const globalCss = chunks.styles
    .filter((chunk) => chunk.key.endsWith('-global'))
    .map((chunk) => chunk.css)
    .join('');
  const rules: Record<string, string> = {};
  for (const chunk of chunks.styles.filter((c) => !c.key.endsWith('-global')))
    for (const id of chunk.ids) {
      const css = cache.inserted[id];
      if (typeof css === 'string') rules[id] = css;
    }
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks), title, globalCss, rules };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>)
    out += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return out;
}

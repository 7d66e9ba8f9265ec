import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes } from './app/router';
import { PageTitleSink } from './lib/page-title';

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
}

/**
 * Renders a public page as a signed-out visitor sees it on first paint, for web/prerender.ts.
 * Waits for the lazy page (prerender, unlike renderToString, resolves Suspense). The tree is the
 * one main.tsx hydrates: the same providers, with StaticRouter in place of BrowserRouter.
 */
export async function render(url: string): Promise<Prerendered> {
  // Emotion's own cache key, so the browser's default cache adopts these style tags on hydration.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let title: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    <PageTitleSink value={(t) => (title = t)}>
      <CacheProvider value={cache}>
        <StrictMode>
          <App initialUser={null}>
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
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks), title, globalCss };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream as AsyncIterable<Buffer | string>)
    out += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return out;
}

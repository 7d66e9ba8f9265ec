import { startPageRequests } from './app/early-requests';
import { inlineConfig } from './lib/config';
import { modulePreloads, ROUTES_META, routeOf } from './lib/route-chunks';

/**
 * The shell's first script, written into app.html's <head> by web/prerender.ts (bundled on its
 * own; the site's CSP allows it by its hash, infra/constructs/site.ts). It starts a signed-in
 * page's first requests (app/early-requests.ts) as the browser reads the HTML, with the
 * configuration the page carries, instead of once the entry and the modules it loads have run:
 * even with the app's code in the browser's cache, that is a chain of tasks a phone takes a while
 * over. The entry (main.tsx) asks for the same requests again where this could not (no
 * configuration in the page, as under the Vite dev server); a request already started is not
 * started twice.
 */
const config = inlineConfig();
const route = config
  ? routeOf(document.querySelector<HTMLMetaElement>(`meta[name="${ROUTES_META}"]`)?.content, window.location.pathname)
  : null;
if (config && route) {
  // Pictures come from the media address (on AWS its own CloudFront distribution, another host):
  // its connection opens while the page's code and first data come, not once a picture is named.
  const media = new URL(config.mediaUrl).origin;
  if (media !== window.location.origin) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = media;
    document.head.append(link);
  }
  startPageRequests(config.apiUrl, route.pattern);
  // The route's chunks, asked for as the HTML is read, beside the app's (the shell's own
  // modulepreload links): not once the entry and its imports have arrived and run (main.tsx adds
  // only those not linked here), a round trip or two later on a phone.
  document.head.append(modulePreloads(route.files));
}

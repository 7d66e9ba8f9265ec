import { startPageRequests } from './app/early-requests';
import { inlineConfig } from './lib/config';
import { modulePreloads, modulesToPreload, ROUTES_META, routeOf } from './lib/route-chunks';
import { paintFrame } from './lib/signed-in-frame';
import { roleFromGroups } from './lib/stored-session';
import { storedIdToken } from './lib/stored-token';

/**
 * The shell's inline script, written into the shells (app.html, and a framed route's own) right after
 * #root by web/prerender.ts (bundled on its own; the site's CSP allows it by its hash,
 * infra/constructs/site.ts). As the browser reads the HTML, for the person the stored session names:
 * - it paints the page's frame where the shell has one for their role (lib/signed-in-frame.ts):
 *   the bar and the page before its data, on screen before any of the app's code downloads, which
 *   the entry (main.tsx) asks for once that paint is shown;
 * - elsewhere it asks for the app's chunks and the route's at once (the page shows nothing before
 *   its code), not once the entry and the modules it loads have arrived and run;
 * - it starts the page's first requests (app/early-requests.ts), with the configuration the page
 *   carries, and has their first pictures fetched (into the frame's places for them, if painted).
 * The entry asks for the same requests again where this could not (no configuration in the page,
 * as under the Vite dev server); a request already started is not started twice.
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
  const session = storedIdToken();
  // A frame is its page at its plain address: with a query (Browse Arts' search and filters, a
  // later page) the page's head and first pictures are not the frame's.
  const framed =
    session !== null &&
    window.location.search === '' &&
    paintFrame(route.pattern, roleFromGroups(session.payload['cognito:groups']));
  // The app's chunks (the shell links them itself; a framed route's shell lists them) and the route's.
  if (!framed) document.head.append(modulePreloads(modulesToPreload(route.files)));
  startPageRequests(config.apiUrl, route.pattern);
}

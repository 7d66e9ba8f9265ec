/**
 * What the pre-render step (web/prerender.ts) and the signed-in frames it writes
 * (web/signed-in-frames.ts) share: how they escape what they write into HTML, and what a render
 * must not have come out as.
 */

export const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** What the route's error boundary (src/app/route-error.tsx) says instead of a page that failed. */
const ROUTE_ERROR_TEXT = 'This part of the page could not be shown.';

/** Refuses a render of `label` whose code failed: never ship that. */
export function refuseFailedRender(label: string, html: string): void {
  // A page whose code failed to load or render comes out as the route's error message.
  if (html.includes(ROUTE_ERROR_TEXT))
    throw new Error(`${label} pre-rendered as the route's error message (see the error above)`);
  // A Suspense boundary that failed on the server (its code did not load) is marked `<!--$!-->` and left to the browser.
  if (html.includes('<!--$!-->'))
    throw new Error(`${label} pre-rendered with a part that failed to load (see the error above)`);
}

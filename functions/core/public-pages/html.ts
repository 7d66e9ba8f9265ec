import { facebookShareUrl, messengerShareUrl } from '@shared/public-pages';
import { config, siteLink } from '../config';

/**
 * The HTML of Crafti's public pages (issue 49): one small document per page, its styles inline,
 * no framework and no script needed to show it (crawlers run none; a phone on slow data paints it
 * from the first round trip). The one script, /share.js (web/public), only adds the phone's share
 * sheet and "Copy link" beside the plain share links.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values, escaped. */
export const esc = (text: string | number) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script type="application/ld+json">: nothing in it can close the script. */
export const jsonLd = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface Head {
  title: string;
  description: string;
  /** The site path of the page (canonical, og:url). */
  path: string;
  /** Ask search engines not to index it (the artist's setting, a gone page). */
  noindex?: boolean;
  image?: { url: string; width: number | null; height: number | null; alt: string };
  /** og:type: `product` for an art, `profile` for a shop, `website` otherwise. */
  type?: 'product' | 'profile' | 'website';
  /** Open Graph's product price (pesos) and availability. */
  price?: { amount: string; currency: 'PHP' };
  structured?: unknown;
  /** A picture to fetch first (the page's LCP image): its srcset and sizes. */
  preload?: { href: string; srcset?: string; sizes?: string };
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#fff}
a{color:#7b341e}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 16px;border-bottom:1px solid #e2e8f0}
.brand{font-weight:800;font-size:20px;text-decoration:none;color:#7b341e}
.bar nav{display:flex;gap:8px}
.bar nav a{padding:10px 8px;text-decoration:none;color:#1a202c;font-weight:600}
main{max-width:1120px;margin:0 auto;padding:16px}
h1{font-size:26px;line-height:1.25;margin:0 0 6px}
h2{font-size:18px;margin:24px 0 8px}
.art{display:grid;gap:20px}
@media (min-width:900px){.art{grid-template-columns:minmax(0,560px) minmax(0,1fr);gap:40px}}
.pic{margin:0;background:#f7fafc;border-radius:8px;overflow:hidden;align-self:start}
.pic img{display:block;width:100%;height:auto}
.price{font-size:24px;font-weight:700;margin:0}
.muted{color:#4a5568}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:12px 0}
dl.facts dt{color:#4a5568}
dl.facts dd{margin:0}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:16px 0 4px}
.btn{display:flex;align-items:center;justify-content:center;min-height:48px;padding:8px 12px;border-radius:8px;border:1px solid #7b341e;color:#7b341e;background:#fff;font-weight:600;text-decoration:none;text-align:center;font-size:16px;cursor:pointer}
.btn.primary{background:#7b341e;color:#fff}
.btn.solo{display:inline-flex;padding:8px 28px;margin:8px 0 4px}
.who{display:flex;align-items:center;gap:12px;margin:16px 0}
.who img,.avatar{width:56px;height:56px;border-radius:50%;object-fit:cover;background:#edf2f7;flex:none;display:flex;align-items:center;justify-content:center;font-weight:700;color:#4a5568}
.badge{display:inline-block;padding:0 8px;border-radius:999px;background:#c6f6d5;color:#22543d;font-size:14px;font-weight:600}
.tags{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}
.tags li{padding:2px 10px;border-radius:999px;background:#edf2f7;font-size:14px}
.share{display:flex;flex-wrap:wrap;gap:10px;margin:16px 0}
.share .btn{flex:1 1 140px}
.steps{list-style:none;padding:0;display:grid;gap:12px}
.steps img{width:120px;height:auto;border-radius:6px;display:block}
.grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
@media (min-width:700px){.grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.grid a{display:block;text-decoration:none;color:inherit}
.grid img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:8px;background:#f7fafc;display:block}
.grid .t{font-weight:600;margin:6px 0 0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.shop{display:flex;gap:16px;align-items:center;flex-wrap:wrap}
.shop .avatar{width:96px;height:96px;font-size:32px}
.gone{text-align:center;padding:48px 0}
footer{border-top:1px solid #e2e8f0;margin-top:32px;padding:16px;text-align:center}
footer a{display:inline-block;padding:10px 8px;color:#4a5568}
[hidden]{display:none!important}
`
  .replace(/\n/g, '')
  .trim();

const mediaOrigin = () => new URL(config().MEDIA_URL).origin;

const absolute = (pathOrUrl: string) => (/^https?:/.test(pathOrUrl) ? pathOrUrl : siteLink(pathOrUrl));

function headTags(head: Head): string {
  const url = absolute(head.path);
  const tags = [
    // The pictures' host, where it is not the site's own (/media): its connection opened while the page still arrives.
    mediaOrigin() === new URL(config().SITE_URL).origin ? '' : `<link rel="preconnect" href="${esc(mediaOrigin())}">`,
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}">`,
    `<link rel="canonical" href="${esc(url)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    '<meta property="og:site_name" content="Crafti">',
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${esc(head.title)}">`,
    `<meta property="og:description" content="${esc(head.description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    '<meta property="og:locale" content="en_PH">',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(head.title)}">`,
    `<meta name="twitter:description" content="${esc(head.description)}">`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${esc(head.image.url)}">`,
      `<meta property="og:image:alt" content="${esc(head.image.alt)}">`,
      `<meta name="twitter:image" content="${esc(head.image.url)}">`,
      `<meta name="twitter:image:alt" content="${esc(head.image.alt)}">`,
    );
    if (head.image.width && head.image.height)
      tags.push(
        `<meta property="og:image:width" content="${head.image.width}">`,
        `<meta property="og:image:height" content="${head.image.height}">`,
      );
  }
  if (head.price)
    tags.push(
      `<meta property="product:price:amount" content="${esc(head.price.amount)}">`,
      `<meta property="product:price:currency" content="${head.price.currency}">`,
    );
  if (head.preload)
    tags.push(
      `<link rel="preload" as="image" href="${esc(head.preload.href)}"${head.preload.srcset ? ` imagesrcset="${esc(head.preload.srcset)}"` : ''}${head.preload.sizes ? ` imagesizes="${esc(head.preload.sizes)}"` : ''} fetchpriority="high">`,
    );
  if (head.structured !== undefined)
    tags.push(`<script type="application/ld+json">${jsonLd(head.structured)}</script>`);
  return tags.filter(Boolean).join('');
}

/** A whole public page: the bar, the page's own markup, the footer. */
export function page(head: Head, main: string, options: { share?: boolean } = {}): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="theme-color" content="#7b341e">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    headTags(head),
    `<style>${STYLES}</style>`,
    options.share ? '<script src="/share.js" defer></script>' : '',
    '</head><body>',
    '<header class="bar"><a class="brand" href="/">Crafti</a><nav aria-label="Crafti">',
    '<a href="/explore">Explore</a><a href="/login">Sign in</a></nav></header>',
    `<main>${main}</main>`,
    '<footer><a href="/about-us">About us</a><a href="/how-it-works">How it works</a><a href="/faq">FAQ</a>',
    '<a href="/privacy-policy">Privacy</a><a href="/terms-and-conditions">Terms</a></footer>',
    '</body></html>',
  ].join('');
}

/**
 * Share: the plain links work without a script; /share.js shows "Share" (the phone's share sheet,
 * where the browser has one) and "Copy link", and says so when the link is copied.
 */
/** A person's picture, or their initials in its place. */
export function avatar(imageUrl: string | null, name: string, size: number, alt = ''): string {
  if (imageUrl)
    return `<img class="avatar" src="${esc(imageUrl)}" alt="${esc(alt)}" width="${size}" height="${size}" decoding="async">`;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return `<span class="avatar" aria-hidden="true">${esc(initials)}</span>`;
}

export function shareBlock(path: string, title: string): string {
  const url = absolute(path);
  return [
    `<div class="share" data-share-url="${esc(url)}" data-share-title="${esc(title)}">`,
    '<button type="button" class="btn" data-share="native" hidden>Share</button>',
    '<button type="button" class="btn" data-share="copy" hidden>Copy link</button>',
    `<a class="btn" href="${esc(facebookShareUrl(url))}" target="_blank" rel="noopener">Share on Facebook</a>`,
    `<a class="btn" href="${esc(messengerShareUrl(url))}">Send in Messenger</a>`,
    '<p class="muted" data-share="status" role="status" aria-live="polite"></p>',
    '</div>',
  ].join('');
}

/** A page that is not there (404) or no longer (410): people get a way on, crawlers the status. */
export function gonePage(kind: 'art' | 'shop', gone: boolean, path: string): string {
  const title = kind === 'art' ? (gone ? 'This piece is no longer available' : 'Art not found') : 'Shop not found';
  const text =
    kind === 'art'
      ? gone
        ? 'It has been sold or taken down by its artist. There is more handmade work waiting on Crafti.'
        : 'There is no piece at this address. It may have been removed.'
      : 'There is no artist shop at this address.';
  return page(
    { title: `${title} · Crafti`, description: text, path, noindex: true },
    `<div class="gone"><h1>${esc(title)}</h1><p class="muted">${esc(text)}</p><p><a class="btn primary" href="/explore">Explore Crafti</a></p></div>`,
  );
}

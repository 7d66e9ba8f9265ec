/**
 * Finds the web addresses in a chat message so they can be shown as links. Only http and https
 * addresses written out in full (`https://…`) become links; anything else, `javascript:` and
 * `data:` included, stays text. The result is plain data: the thread renders it as React
 * elements, never as HTML.
 */

export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/** A run of characters that may be an address: from `http://` or `https://` to the next space or angle bracket/quote. */
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.ph/a."). */
const TRAILING = /[.,;:!?'"*_~]+$/;

/** Drops what most likely follows the address: closing punctuation, and a `)` with no `(` in the address. */
function trimEnd(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    if (text.endsWith(')') && (text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0))
      text = text.slice(0, -1);
    if (text === before) return text;
  }
}

/** The address as a link target, or null when it is not a usable http(s) address. */
export function safeHref(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

/** The message as text and links, in order; joined back, the parts' texts are the message. */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let text = '';
  let from = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = trimEnd(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    text += message.slice(from, start);
    if (text) parts.push({ type: 'text', text });
    text = '';
    parts.push({ type: 'link', text: candidate, href });
    from = start + candidate.length;
  }
  text += message.slice(from);
  if (text) parts.push({ type: 'text', text });
  return parts;
}

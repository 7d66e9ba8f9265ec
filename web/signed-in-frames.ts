import type { Role } from '@shared/schemas/common';
import { escapeAttr, refuseFailedRender } from './prerender-html';
import type { Prerendered } from './src/entry-server';
import { FRAME_ATTR, frameKey, PICTURE_SLOT_ATTR, PICTURE_WAIT_ATTR } from './src/lib/signed-in-frame';

/**
 * The signed-in pages painted from their shell before their code (src/lib/signed-in-frame.ts), and
 * for whom: where people land and spend their time, measured cold on a phone (issue 51:
 * tests/bench/lighthouse.ts). Each has a shell of its own (its frames and their CSS, ~10 kB
 * compressed: in the one shell every route gets, they made a cold /cart 0.25 s slower); every other
 * route (and an admin on these) gets the shell, which shows nothing before its code.
 */
export const FRAMED: Record<string, Role[]> = {
  '/dashboard': ['Artist', 'Client'],
  '/browse-arts': ['Artist', 'Client'],
  '/art/:artId': ['Artist', 'Client'],
};

/** A path the route pattern matches, to render it at (its parameters have no data: the page waits for it). */
const pathOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'frame');

/** A frame must be what the page shows before its data, and nothing that would run or fail. */
function checked(key: string, html: string): string {
  if (/<script\b/i.test(html)) throw new Error(`the frame ${key} rendered a script`);
  refuseFailedRender(`the frame ${key}`, html);
  if (!html.includes('<main')) throw new Error(`the frame ${key} has no page in it`);
  return html;
}

/** A framed route's own shell's file (web/prerendered.ts FRAME_SHELLS_INDEX): `/art/:artId` → `app-art.html`. */
export const frameShellFile = (pattern: string) =>
  `app-${pattern
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('-')}.html`;

export interface RouteFrames {
  pattern: string;
  /** The CSS its frames use, Chakra's globals aside (the shell has those). */
  css: string;
  /** Its templates, one per role, for the shell's <body>, before #root. */
  templates: string;
  sizes: string[];
}

/** Renders each framed route for each of its roles, for the route's own shell. */
export async function signedInFrames(
  render: (url: string, user: { userId: string; email: undefined; role: Role }) => Promise<Prerendered>,
): Promise<RouteFrames[]> {
  const routes: RouteFrames[] = [];
  for (const [pattern, roles] of Object.entries(FRAMED)) {
    const rules = new Map<string, string>();
    const templates: string[] = [];
    const sizes: string[] = [];
    for (const role of roles) {
      const key = frameKey(pattern, role);
      const rendered = await render(pathOf(pattern), { userId: 'frame', email: undefined, role });
      const html = checked(key, rendered.html);
      for (const [id, css] of Object.entries(rendered.rules)) if (!rules.has(id)) rules.set(id, css);
      const title = rendered.title ? ` data-title="${escapeAttr(rendered.title)}"` : '';
      templates.push(`<template ${FRAME_ATTR}="${escapeAttr(key)}"${title}>${html}</template>`);
      sizes.push(`${role} ${(html.length / 1024).toFixed(1)} kB`);
    }
    // A frame's loading state waits, hidden, for its first picture's place to be filled (or given up).
    const waiting = `#root[${FRAME_ATTR}] [${PICTURE_WAIT_ATTR}]:has(img[${PICTURE_SLOT_ATTR}=""]:not([src])){visibility:hidden}`;
    routes.push({ pattern, css: [...rules.values(), waiting].join(''), templates: templates.join('\n'), sizes });
  }
  return routes;
}

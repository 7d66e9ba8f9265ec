import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the browser suite and the benches launch it. `CHROMIUM_PATH` picks one
 * browser for all of them.
 */

/** The whole browser: the benches, and the walks that need notifications or Background Sync. */
export const WHOLE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The headless shell (`chromium-headless-shell`, the same source built for headless use): ~12 %
 * less CPU per walk than the whole browser in its headless mode (measured Nov 2026: five walks
 * 104.9 → 92.5 s). The whole browser where it is not installed.
 */
export const HEADLESS_SHELL =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : WHOLE_CHROMIUM);

/** Headless, on a machine with no GPU, and nothing of its own on the network beside the page's. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

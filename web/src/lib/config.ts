import type { WebConfig } from '@shared/web-config';

/**
 * The runtime configuration (@shared/web-config's WebConfig, served at /config.json: written at
 * deploy time; by the local stack locally) is checked by hand rather than with zod so the
 * validator stays out of the first load.
 */
const required = ['apiUrl', 'wsUrl', 'region', 'userPoolId', 'userPoolClientId', 'mediaUrl'] as const;

export function parseConfig(value: unknown): WebConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const record = value as Record<string, unknown>;
  for (const key of required) {
    if (typeof record[key] !== 'string' || record[key] === '') throw new Error(`config.json lacks ${key}`);
  }
  if (!/^https?:\/\//.test(record.apiUrl as string)) throw new Error('config.json apiUrl must be http(s)');
  if (!/^wss?:\/\//.test(record.wsUrl as string)) throw new Error('config.json wsUrl must be ws(s)');
  if (record.cognitoEndpoint !== undefined && typeof record.cognitoEndpoint !== 'string') {
    throw new Error('config.json cognitoEndpoint must be a string');
  }
  return record as unknown as WebConfig;
}

/**
 * The element the shell (app.html) carries the configuration in, so that a signed-in page's first
 * requests need not wait for /config.json: the deploy (infra/constructs/site.ts), and locally the
 * web server (infra/local/web.ts), write it in place of CONFIG_PLACEHOLDER. A JSON script element,
 * which the browser never runs: the CSP has nothing to allow.
 */
export const INLINE_CONFIG_ID = 'crafti-config';
export const CONFIG_PLACEHOLDER = '__CRAFTI_CONFIG__';

/** The configuration written into the page, if it carries a valid one (the shell as served does). */
export function inlineConfig(): WebConfig | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text || text === CONFIG_PLACEHOLDER) return undefined;
  try {
    return parseConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

let current: WebConfig | undefined;
let loading: Promise<WebConfig> | undefined;

/**
 * The configuration, once: the one written into the page, or else /config.json, fetched. The
 * entry module starts it at boot, in parallel with the first route's code; nothing a signed-out
 * visitor of a public page sees waits for it, only API calls and the session do.
 */
export function loadConfig(): Promise<WebConfig> {
  if (!loading) {
    const inline = inlineConfig();
    if (inline) {
      current = inline;
      loading = Promise.resolve(inline);
    }
  }
  loading ??= fetch('/config.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
      current = parseConfig(await response.json());
      return current;
    })
    .catch((err: unknown) => {
      // A failed load is tried again by the next caller rather than remembered.
      loading = undefined;
      throw err;
    });
  return loading;
}

export function config(): WebConfig {
  if (!current) throw new Error('Configuration not loaded yet');
  return current;
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CONFIG = {
  apiUrl: 'https://api.example',
  wsUrl: 'wss://ws.example',
  region: 'ap-southeast-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  mediaUrl: 'https://media.example',
};

/** A fresh copy of the module (it keeps the configuration once loaded), with `element` in the page. */
async function withPage(element: string) {
  document.head.innerHTML = element;
  vi.resetModules();
  return import('./config');
}

describe('loadConfig', () => {
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ ...CONFIG, apiUrl: 'https://fetched.example' }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes the configuration the shell carries, without asking for /config.json', async () => {
    const { loadConfig, config } = await withPage(
      `<script type="application/json" id="crafti-config">${JSON.stringify(CONFIG)}</script>`,
    );
    expect((await loadConfig()).apiUrl).toBe('https://api.example');
    expect(config().apiUrl).toBe('https://api.example');
    expect(fetched).toEqual([]);
  });

  it('asks for /config.json when the page carries none, or only the placeholder a server left unfilled, or one that is not valid', async () => {
    for (const element of [
      '',
      '<script type="application/json" id="crafti-config">__CRAFTI_CONFIG__</script>',
      '<script type="application/json" id="crafti-config">{"apiUrl":"ftp://x"}</script>',
    ]) {
      const { loadConfig } = await withPage(element);
      expect((await loadConfig()).apiUrl, element).toBe('https://fetched.example');
    }
    expect(fetched).toEqual(['/config.json', '/config.json', '/config.json']);
  });
});

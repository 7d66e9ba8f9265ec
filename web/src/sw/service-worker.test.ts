import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The service worker's choices, in a stand-in worker scope (its caches in a Map, the network a
 * mock): what it answers, what it keeps, and what it never touches. The browser walk is
 * tests/e2e/pwa.spec.ts.
 */

const ORIGIN = 'https://crafti.test';
const key = (input: Request | string) => new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;

const stored = new Map<string, Response>();
const cache = {
  match: async (input: Request | string) => stored.get(key(input))?.clone(),
  put: async (input: Request | string, response: Response) => void stored.set(key(input), response),
  addAll: async (inputs: string[]) => {
    for (const input of inputs) stored.set(key(input), await network(new Request(key(input))));
  },
  keys: async () => [...stored.keys()].map((url) => new Request(url)),
  delete: async (input: Request | string) => stored.delete(key(input)),
};

let online = true;
const network = vi.fn(async (request: Request): Promise<Response> => {
  if (!online) throw new TypeError('Failed to fetch');
  const path = new URL(request.url).pathname;
  if (path.startsWith('/assets/')) return new Response(`asset ${path}`);
  const shell = '<meta name="crafti:routes" content="x"><script src="/assets/app-1.js"></script>';
  // A framed route's own shell (web/signed-in-frames.ts).
  const framed = `${shell}<template data-frame="/browse-arts Client"></template>`;
  return new Response(path === '/login' ? '<h1>Welcome back</h1>' : path === '/browse-arts' ? framed : shell, {
    headers: { 'content-type': 'text/html' },
  });
});

type Listener = (event: never) => void;
const listeners = new Map<string, Listener>();

beforeAll(async () => {
  Object.assign(globalThis, {
    self: {
      location: new URL(`${ORIGIN}/sw.js`),
      clients: { claim: async () => undefined },
      skipWaiting: async () => undefined,
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    },
    caches: { open: async () => cache, keys: async () => ['crafti-site-v1', 'old'], delete: async () => true },
    fetch: network,
  });
  await import('./service-worker');
});

beforeEach(() => {
  stored.clear();
  online = true;
  network.mockClear();
});

/** Dispatches a fetch as the browser would; the answer it gave, or null when it let the request through. */
async function fetchThroughWorker(
  url: string,
  init: RequestInit & { navigate?: boolean } = {},
): Promise<Response | null> {
  const request = new Request(new URL(url, ORIGIN), init);
  if (init.navigate) Object.defineProperty(request, 'mode', { value: 'navigate' });
  const answers: (Promise<Response> | Response)[] = [];
  listeners.get('fetch')!({ request, respondWith: (a: Promise<Response> | Response) => answers.push(a) } as never);
  return answers[0] ? await answers[0] : null;
}

async function install() {
  let work: Promise<unknown> = Promise.resolve();
  listeners.get('install')!({ waitUntil: (w: Promise<unknown>) => (work = w) } as never);
  await work;
}

describe('the service worker', () => {
  it('never answers the API, another origin or anything but a GET: the browser sends them as they are', async () => {
    expect(await fetchThroughWorker('/api/cart/u1')).toBeNull();
    expect(await fetchThroughWorker('/api')).toBeNull();
    expect(await fetchThroughWorker('https://api.example.test/arts')).toBeNull();
    expect(await fetchThroughWorker('/assets/app-1.js', { method: 'POST', body: 'x' })).toBeNull();
    expect(network).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('answers pages from the network while online, and offline with the page kept, else the shell, else its offline page', async () => {
    const login = await fetchThroughWorker('/login', { navigate: true });
    expect(await login!.text()).toBe('<h1>Welcome back</h1>');
    await fetchThroughWorker('/dashboard', { navigate: true });
    expect(stored.has(key('/__shell'))).toBe(true);

    online = false;
    expect(await (await fetchThroughWorker('/login', { navigate: true }))!.text()).toBe('<h1>Welcome back</h1>');
    // A page never visited: the shell, which the app turns into that page (or the sign-in page).
    expect(await (await fetchThroughWorker('/messages', { navigate: true }))!.text()).toContain('crafti:routes');

    stored.clear();
    const nothing = await fetchThroughWorker('/messages', { navigate: true });
    expect(nothing!.status).toBe(503);
    expect(await nothing!.text()).toContain('You are offline');
  });

  it("keeps a framed route's own shell under its path only, never as the shell of every other page", async () => {
    online = true;
    stored.clear();
    await fetchThroughWorker('/browse-arts', { navigate: true });
    expect(stored.has(key('/__shell'))).toBe(false);
    online = false;
    expect(await (await fetchThroughWorker('/browse-arts', { navigate: true }))!.text()).toContain('data-frame');
    expect((await fetchThroughWorker('/messages', { navigate: true }))!.status).toBe(503);
    online = true;
  });

  it('online, a page comes from the network even when one is kept', async () => {
    await cache.put('/login', new Response('old'));
    expect(await (await fetchThroughWorker('/login', { navigate: true }))!.text()).toBe('<h1>Welcome back</h1>');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('keeps hashed files and answers them from what it kept', async () => {
    expect(await (await fetchThroughWorker('/assets/page-2.js'))!.text()).toBe('asset /assets/page-2.js');
    online = false;
    expect(await (await fetchThroughWorker('/assets/page-2.js'))!.text()).toBe('asset /assets/page-2.js');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('installs with the shell and the files it names', async () => {
    await install();
    expect(new URL((network.mock.calls[0]![0] as Request).url).pathname).toBe('/__offline-shell');
    expect([...stored.keys()].map((k) => new URL(k).pathname).sort()).toEqual(['/__shell', '/assets/app-1.js']);
  });
});

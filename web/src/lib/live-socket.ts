import type { ClientMessage, ServerMessage, WS_TOKEN_PARAM } from '@shared/api/ws';
import { idToken } from './auth';
import { config } from './config';
import { setLiveOpen } from './live-state';

/**
 * The socket behind lib/live.tsx, kept free of React so the code that opens it on sign-in
 * (app/live-session.ts) loads nothing else: one WebSocket per signed-in tab, its pushes
 * (`ServerMessage`) handed to the subscribers of their type. Only types come from
 * shared/api/ws.ts: its zod schemas stay on the server.
 */

export type LiveType = ServerMessage['type'];
/** The push of one type, e.g. `LiveMessage<'cart'>` is `{ type: 'cart'; count: number }`. */
export type LiveMessage<T extends LiveType> = Extract<ServerMessage, { type: T }>;

type Listener = (message: ServerMessage) => void;
const listeners = new Map<LiveType, Set<Listener>>();
const openListeners = new Set<() => void>();

/** Calls `handler` with every push of `type` until the returned function is called. */
export function subscribeLive<T extends LiveType>(type: T, handler: (message: LiveMessage<T>) => void): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  listeners.set(type, set);
  const listener: Listener = (m) => handler(m as LiveMessage<T>);
  set.add(listener);
  return () => set.delete(listener);
}

/** Hands a push to its subscribers (the socket does this; tests may too). */
export function dispatchLive(message: ServerMessage): void {
  for (const listener of listeners.get(message.type) ?? []) {
    try {
      listener(message);
    } catch (err) {
      console.error(`A live '${message.type}' handler failed`, err);
    }
  }
}

/**
 * Calls `handler` each time the socket opens, until the returned function is called: the first
 * time as well as after a drop, since a push sent while there was no socket (before the first
 * open, or between connections) never arrives.
 */
export function subscribeLiveOpen(handler: () => void): () => void {
  const listener = () => handler();
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** The query parameter of the ID token on `$connect` (typed against the server's constant). */
const TOKEN_PARAM: typeof WS_TOKEN_PARAM = 'token';
/** API Gateway drops a connection idle for 10 minutes; a ping every 4 keeps it well inside. */
export const PING_INTERVAL_MS = 4 * 60_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): exponential from 1 s, capped at 30 s,
 * with "equal jitter" (half fixed, half random) so a server restart is not met by every tab at
 * the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface LiveSocketOptions {
  url: string;
  /** A fresh ID token per connection (tokens expire; API Gateway closes sockets after 2 hours). */
  token: () => Promise<string | null>;
  onMessage: (message: ServerMessage) => void;
  /** Each time the socket opens, the first time included. */
  onOpen?: () => void;
  /** Each time an open socket closes (or one that was opening fails). */
  onClose?: () => void;
  /** For tests. */
  WebSocketImpl?: typeof WebSocket;
}

export interface LiveSocket {
  /** Sends over the socket when it is open; false (nothing sent) when it is not. */
  send(message: ClientMessage): boolean;
  /** Closes it for good (sign-out). */
  stop(): void;
}

/**
 * Keeps one socket open until stopped: reconnects after any close with backoff and jitter (at
 * once when the browser comes back online), and pings so an idle connection is not dropped.
 */
export function openLiveSocket({
  url,
  token,
  onMessage,
  onOpen,
  onClose,
  WebSocketImpl = WebSocket,
}: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), backoffDelay(attempt++));
  };

  async function connect() {
    if (stopped || socket) return;
    let current: string | null = null;
    try {
      current = await token();
    } catch {
      current = null;
    }
    if (stopped || socket) return;
    if (!current) return schedule();
    const address = new URL(url);
    address.searchParams.set(TOKEN_PARAM, current);
    const ws = new WebSocketImpl(address.toString());
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ action: 'ping' }));
      }, PING_INTERVAL_MS);
      onOpen?.();
    };
    ws.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (data && typeof (data as { type?: unknown }).type === 'string') onMessage(data as ServerMessage);
    };
    // An error is always followed by a close.
    ws.onclose = () => {
      clearInterval(pingTimer);
      if (socket === ws) socket = null;
      onClose?.();
      schedule();
    };
  }

  // Back online, or back to the tab after the laptop slept: try now rather than after the backoff.
  const retryNow = () => {
    if (stopped || socket || document.visibilityState === 'hidden') return;
    attempt = 0;
    clearTimeout(retryTimer);
    void connect();
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', retryNow);
  void connect();

  const send = (message: ClientMessage) => {
    if (!socket || socket.readyState !== socket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };
  const stop = () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', retryNow);
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'signed out');
      socket = null;
    }
  };
  return { send, stop };
}

let current: LiveSocket | null = null;

/**
 * Sends over the signed-in tab's socket when it is open; false when there is none or it is
 * between connections (the caller then goes over HTTP).
 */
export function sendLive(message: ClientMessage): boolean {
  return current?.send(message) ?? false;
}

/**
 * Opens the signed-in tab's socket and hands its pushes to the subscribers; the returned function
 * closes it (app/ calls it on sign-out).
 */
export function startLiveConnection(): () => void {
  const live = openLiveSocket({
    url: config().wsUrl,
    token: idToken,
    onMessage: dispatchLive,
    onOpen: () => {
      setLiveOpen(true);
      for (const listener of [...openListeners]) listener();
    },
    onClose: () => setLiveOpen(false),
  });
  current = live;
  return () => {
    live.stop();
    setLiveOpen(false);
    if (current === live) current = null;
  };
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, dispatchLive, openLiveSocket, PING_INTERVAL_MS, subscribeLive } from './live-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s, with half of each wait random', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });
});

describe('openLiveSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = (onMessage = vi.fn(), onOpen = vi.fn(), token = vi.fn(async () => 'id-token')) => {
    const live = openLiveSocket({
      url: 'ws://localhost:4000/ws',
      token,
      onMessage,
      onOpen,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    return { stop: live.stop, send: live.send, onMessage, onOpen, token };
  };

  it('connects with the ID token in the query and hands pushes on', async () => {
    const { onMessage, stop } = start();
    await flush();
    const socket = FakeSocket.all[0]!;
    expect(new URL(socket.url).searchParams.get('token')).toBe('id-token');
    socket.open();
    socket.onmessage?.({ data: JSON.stringify({ type: 'cart', count: 3 }) });
    socket.onmessage?.({ data: 'not json' });
    expect(onMessage).toHaveBeenCalledExactlyOnceWith({ type: 'cart', count: 3 });
    stop();
  });

  it('pings at least every 5 minutes while open', async () => {
    const { stop } = start();
    await flush();
    FakeSocket.all[0]!.open();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(PING_INTERVAL_MS).toBeLessThan(5 * 60_000);
    expect(FakeSocket.all[0]!.sent).toEqual([JSON.stringify({ action: 'ping' })]);
    stop();
  });

  it('reconnects after a close with a fresh token and says each time it opened', async () => {
    const { onOpen, token, stop } = start();
    await flush();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(token).toHaveBeenCalledTimes(2);
    FakeSocket.all[1]!.open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    stop();
  });

  it('backs off longer after each failed attempt', async () => {
    const { stop } = start();
    await flush();
    FakeSocket.all[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    FakeSocket.all[1]!.drop();
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1100);
    expect(FakeSocket.all).toHaveLength(3);
    stop();
  });

  it('sends only while open: not before the socket opens, nor after it dropped', async () => {
    const { send, stop } = start();
    const message = { action: 'ping', id: 'x' } as const;
    expect(send(message)).toBe(false);
    await flush();
    const socket = FakeSocket.all[0]!;
    expect(send(message)).toBe(false);
    socket.open();
    expect(send(message)).toBe(true);
    expect(socket.sent).toEqual([JSON.stringify(message)]);
    socket.drop();
    expect(send(message)).toBe(false);
    stop();
  });

  it('closes for good when stopped (sign-out)', async () => {
    const { stop } = start();
    await flush();
    FakeSocket.all[0]!.open();
    stop();
    expect(FakeSocket.all[0]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('subscribeLive', () => {
  it('hands each push only to the subscribers of its type, until they unsubscribe', () => {
    const onCart = vi.fn();
    const onNotification = vi.fn();
    const offCart = subscribeLive('cart', onCart);
    const offNotification = subscribeLive('notification', onNotification);
    dispatchLive({ type: 'cart', count: 1 });
    offCart();
    dispatchLive({ type: 'cart', count: 2 });
    expect(onCart).toHaveBeenCalledExactlyOnceWith({ type: 'cart', count: 1 });
    expect(onNotification).not.toHaveBeenCalled();
    offNotification();
  });
});

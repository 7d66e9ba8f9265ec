import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '@shared/api/ws';
import { ApiError, call } from '@web/lib/api-client';
import { dispatchLive, sendLive } from '@web/lib/live-socket';
import { sendMessage, SOCKET_ACK_TIMEOUT_MS } from './chat';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('@web/lib/live-socket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/live-socket')>()),
  sendLive: vi.fn(),
}));

const stored = {
  id: 'm1',
  conversation_id: 'c1',
  sender_id: 'u1',
  content: 'Hello',
  created_at: '2026-11-24T00:00:00.000Z',
  client_id: 'k1',
};
const sentOverSocket = () => vi.mocked(sendLive).mock.calls.map(([m]) => m as ClientMessage);

describe('sendMessage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(call).mockResolvedValue({ ...stored, delivered: false } as never);
  });
  afterEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(sendLive).mockReset();
    vi.useRealTimers();
  });

  it('goes over the open socket and settles on its ack, without HTTP', async () => {
    vi.mocked(sendLive).mockReturnValue(true);
    const sending = sendMessage('c1', 'Hello', 'k1');
    expect(sentOverSocket()).toEqual([{ action: 'send', conversation_id: 'c1', content: 'Hello', client_id: 'k1' }]);
    dispatchLive({
      type: 'chat-ack',
      client_id: 'another',
      message: { ...stored, id: 'm0', client_id: 'another' },
      delivered: false,
    });
    dispatchLive({ type: 'chat-ack', client_id: 'k1', message: stored, delivered: true });
    await expect(sending).resolves.toEqual({ ...stored, delivered: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('takes a refusal over the socket as final', async () => {
    vi.mocked(sendLive).mockReturnValue(true);
    const sending = sendMessage('c1', 'Hello', 'k1');
    dispatchLive({ type: 'chat-error', client_id: 'k1', status: 429, code: 'rate_limited', message: 'Slow down' });
    await expect(sending).rejects.toEqual(new ApiError(429, 'rate_limited', 'Slow down'));
    expect(call).not.toHaveBeenCalled();
  });

  it('goes over HTTP when no socket is open', async () => {
    vi.mocked(sendLive).mockReturnValue(false);
    await expect(sendMessage('c1', 'Hello', 'k1')).resolves.toEqual({ ...stored, delivered: false });
    expect(call).toHaveBeenCalledExactlyOnceWith('POST /conversations/{id}/messages', {
      params: { id: 'c1' },
      body: { content: 'Hello', client_id: 'k1' },
    });
  });

  it('falls back to HTTP with the same client id when the socket gives no answer in time', async () => {
    vi.mocked(sendLive).mockReturnValue(true);
    const sending = sendMessage('c1', 'Hello', 'k1');
    await vi.advanceTimersByTimeAsync(SOCKET_ACK_TIMEOUT_MS - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sending).resolves.toEqual({ ...stored, delivered: false });
    expect(vi.mocked(call).mock.calls[0]?.[1]).toMatchObject({ body: { client_id: 'k1' } });
    // A late ack changes nothing.
    dispatchLive({ type: 'chat-ack', client_id: 'k1', message: stored, delivered: true });
  });

  it('falls back to HTTP when the server failed on the socket', async () => {
    vi.mocked(sendLive).mockReturnValue(true);
    const sending = sendMessage('c1', 'Hello', 'k1');
    dispatchLive({ type: 'chat-error', client_id: 'k1', status: 503, code: 'internal_error', message: 'Try again' });
    await expect(sending).resolves.toEqual({ ...stored, delivered: false });
    expect(call).toHaveBeenCalledOnce();
  });
});

import { ApiError, call } from '@web/lib/api-client';

/** A browser-made id for a send: the server stores a message once per id, so a retry is safe. */
export const newClientId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`);

const retryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * Sends a message, retrying with the same client id when the network or the server failed (the
 * send may have been stored; the retry then answers the stored message).
 */
export async function sendMessage(conversationId: string, content: string, clientId: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call('POST /conversations/{id}/messages', { params: { id: conversationId }, body: { content, client_id: clientId } });
    } catch (err) {
      if (attempt >= attempts || !retryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

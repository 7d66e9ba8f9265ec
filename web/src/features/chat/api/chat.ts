import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LiveChatMessage } from '@shared/api/ws';
import type { ChatMessage } from '@shared/schemas/chat';
import { ApiError, call } from '@web/lib/api-client';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';
import { sendLive, subscribeLive } from '@web/lib/live-socket';

/** CraftiChat's server state: its query keys, the conversations and messages, and sending. */

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (search: string) => [...chatKeys.all, 'conversations', search] as const,
  conversation: (id: string) => [...chatKeys.all, 'conversation', id] as const,
};

export const listConversations = (search: string, cursor?: string) =>
  call('GET /conversations', { query: { search: search || undefined, cursor } });

/** My conversations, most recent first (or those matching `search`), a page at a time. */
export const conversationsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(search),
    queryFn: ({ pageParam }) => listConversations(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/** What the boot fetched for the first render (PageModule `warm`) is not fetched again on mount. */
export function useConversations(search: string) {
  return useInfiniteQuery({ ...conversationsQuery(search), staleTime: FIRST_DATA_FRESH_MS });
}

export const getConversation = (id: string) => call('GET /conversations/{id}', { params: { id } });

export const conversationQuery = (id: string | null) =>
  queryOptions({
    queryKey: chatKeys.conversation(id ?? ''),
    queryFn: () => getConversation(id!),
    enabled: Boolean(id),
  });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQuery(id), staleTime: FIRST_DATA_FRESH_MS });
}

/** The pair's conversation: made now, or the one it already has. */
export const startConversation = (userId: string) => call('POST /conversations', { body: { user_id: userId } });

export const markConversationRead = (id: string) => call('PUT /conversations/{id}/read', { params: { id } });

/** The newest page of a conversation, or (with `cursor`) the page before. Oldest first. */
export const getMessages = (id: string, cursor?: string) =>
  call('GET /conversations/{id}/messages', { params: { id }, query: { cursor } });

/** Everything after `after`, following the pages to the end (a reconnecting tab catching up). */
export async function getMessagesAfter(id: string, after: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let cursor: string | undefined;
  do {
    const page = await call('GET /conversations/{id}/messages', {
      params: { id },
      query: cursor ? { cursor } : { after },
    });
    all.push(...page.messages);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

/** A browser-made id for a send: the server stores a message once per id, so a retry is safe. */
export const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/** A stored send: the message, and whether it reached an open tab of the other person. */
export type SentMessage = LiveChatMessage & { delivered: boolean };

/** How long a send over the socket may wait for its answer before it goes over HTTP instead. */
export const SOCKET_ACK_TIMEOUT_MS = 4_000;

const retryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * Sends over the tab's open socket and waits for the server's `chat-ack` or `chat-error` of this
 * client id. Resolves null when there is no open socket, the server failed, or no answer came in
 * time (the socket may have died mid-send): the caller then goes over HTTP with the same client id, which the
 * server answers with the stored message if the socket's send did land.
 */
export function sendOverSocket(
  conversationId: string,
  content: string,
  clientId: string,
  timeoutMs = SOCKET_ACK_TIMEOUT_MS,
): Promise<SentMessage | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      offAck();
      offError();
    };
    const offAck = subscribeLive('chat-ack', (push) => {
      if (push.client_id !== clientId) return;
      done();
      resolve({ ...push.message, delivered: push.delivered });
    });
    const offError = subscribeLive('chat-error', (push) => {
      if (push.client_id !== clientId) return;
      done();
      // A refusal is final; a server failure is worth the HTTP path's retries.
      if (push.status >= 500) resolve(null);
      else reject(new ApiError(push.status, push.code, push.message));
    });
    const timer = setTimeout(() => {
      done();
      resolve(null);
    }, timeoutMs);
    if (!sendLive({ action: 'send', conversation_id: conversationId, content, client_id: clientId })) {
      done();
      resolve(null);
    }
  });
}

/**
 * Sends a message: over the open WebSocket when there is one (the quickest way to the other
 * person's tab), else — or when the socket gave no answer — over HTTP, retrying with the same
 * client id when the network or the server failed (the send may have been stored; the retry then
 * answers the stored message). A refusal (4xx) is final either way.
 */
export async function sendMessage(
  conversationId: string,
  content: string,
  clientId: string,
  attempts = 3,
): Promise<SentMessage> {
  const overSocket = await sendOverSocket(conversationId, content, clientId);
  if (overSocket) return overSocket;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call('POST /conversations/{id}/messages', {
        params: { id: conversationId },
        body: { content, client_id: clientId },
      });
    } catch (err) {
      if (attempt >= attempts || !retryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

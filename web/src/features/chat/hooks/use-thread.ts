import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { idBefore } from '@shared/messages/chat';
import { useLiveMessage, useLiveOpen } from '@web/lib/live';
import { getMessages, getMessagesAfter, newClientId } from '../api/chat';
import { chatOutbox } from '../utils/outbox-sender';
import { initialThread, threadReducer } from '../utils/thread-state';

/**
 * How far before the last id it holds a reconnecting tab asks from: a send's id is made when it
 * starts, so one stored slowly can sort before a quicker later one already shown.
 */
const CATCH_UP_OVERLAP_MS = 5_000;

/**
 * One open conversation: its first page, older pages on demand, live pushes, a catch-up after
 * the socket comes back (nothing lost, nothing doubled: the reducer keeps messages unique by id),
 * and sends that show at once and settle when stored (or wait in the outbox for the connection).
 */
export function useThread(conversationId: string, myId: string) {
  const [state, dispatch] = useReducer(threadReducer, initialThread);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const loadingOlder = useRef(false);

  useEffect(() => {
    let cancelled = false;
    getMessages(conversationId)
      .then((page) => {
        if (!cancelled)
          dispatch({
            type: 'loaded',
            messages: page.messages,
            cursor: page.cursor,
            otherReadUpTo: page.other_read_up_to,
          });
      })
      .catch((err: unknown) => {
        console.error('Failed to load messages', err);
        if (!cancelled) dispatch({ type: 'loadFailed' });
      });
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  useLiveMessage('chat-message', (push) => {
    if (push.message.conversation_id === conversationId) dispatch({ type: 'arrived', messages: [push.message] });
  });
  useLiveMessage('chat-read', (push) => {
    if (push.conversation_id === conversationId && push.reader_id !== myId)
      dispatch({ type: 'read', readUpTo: push.read_up_to });
  });
  useLiveMessage('chat-ack', (push) => {
    if (push.message.conversation_id === conversationId)
      dispatch({ type: 'arrived', messages: [push.message], delivered: push.delivered, fromSend: true });
  });

  const catchUp = useCallback(async () => {
    const last = latest.current.syncedUpTo;
    try {
      if (last) {
        dispatch({
          type: 'arrived',
          messages: await getMessagesAfter(conversationId, idBefore(last, CATCH_UP_OVERLAP_MS)),
        });
      } else {
        const page = await getMessages(conversationId);
        dispatch({
          type: 'loaded',
          messages: page.messages,
          cursor: page.cursor,
          otherReadUpTo: page.other_read_up_to,
        });
      }
    } catch (err) {
      console.error('Failed to catch up on messages', err);
    }
  }, [conversationId]);
  useLiveOpen(() => void catchUp());

  const loadOlder = useCallback(async () => {
    const cursor = latest.current.olderCursor;
    if (!cursor || loadingOlder.current) return;
    loadingOlder.current = true;
    try {
      const page = await getMessages(conversationId, cursor);
      dispatch({ type: 'older', messages: page.messages, cursor: page.cursor });
    } catch (err) {
      console.error('Failed to load older messages', err);
    } finally {
      loadingOlder.current = false;
    }
  }, [conversationId]);

  // Sends go through the person's outbox (utils/outbox-sender.ts): kept across reloads, sent in
  // order, sent again when the connection is back. What it holds for this conversation shows at once.
  const outbox = useMemo(() => chatOutbox(myId), [myId]);
  useEffect(() => {
    const off = outbox.subscribe((event) => {
      const { entry } = event;
      if (entry.conversationId !== conversationId) return;
      switch (event.type) {
        case 'sending':
          return dispatch({ type: 'sending', clientId: entry.clientId, content: entry.content });
        case 'waiting':
          return dispatch({ type: 'sendWaiting', clientId: entry.clientId, content: entry.content });
        case 'failed':
          return dispatch({ type: 'sendFailed', clientId: entry.clientId, content: entry.content, error: event.error });
        case 'discarded':
          return dispatch({ type: 'discarded', clientId: entry.clientId });
        case 'sent': {
          const { delivered, ...message } = event.sent;
          return dispatch({ type: 'arrived', messages: [message], delivered, fromSend: true });
        }
      }
    });
    const held = outbox.pending(conversationId);
    dispatch({
      type: 'queued',
      sends: held.map((e) => ({ clientId: e.clientId, content: e.content, status: e.status, error: e.error })),
    });
    if (held.some((e) => e.status === 'waiting')) outbox.flush();
    return off;
  }, [outbox, conversationId]);

  /** Sends `text`; nothing happens when it is empty after trimming (the spec's rule). */
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return false;
      const clientId = newClientId();
      dispatch({ type: 'sending', clientId, content });
      outbox.enqueue(conversationId, content, clientId);
      return true;
    },
    [outbox, conversationId],
  );

  const retry = useCallback((clientId: string) => outbox.retry(clientId), [outbox]);
  const discard = useCallback((clientId: string) => outbox.discard(clientId), [outbox]);

  return { state, send, retry, discard, loadOlder };
}

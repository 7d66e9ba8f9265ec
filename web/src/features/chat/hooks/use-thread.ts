import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CHAT_MESSAGES, idBefore } from '@shared/messages/chat';
import { userMessage } from '@web/lib/api-client';
import { useLiveMessage, useLiveOpen } from '@web/lib/live';
import { getMessages, getMessagesAfter } from '../api/get-messages';
import { newClientId, sendMessage } from '../api/send-message';
import { initialThread, threadReducer } from '../utils/thread-state';

/**
 * How far before the last id it holds a reconnecting tab asks from: a send's id is made when it
 * starts, so one stored slowly can sort before a quicker later one already shown.
 */
const CATCH_UP_OVERLAP_MS = 5_000;

/**
 * One open conversation: its first page, older pages on demand, live pushes, a catch-up after
 * the socket comes back (nothing lost, nothing doubled: the reducer keeps messages unique by id),
 * and sends that show at once and settle when stored.
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
        if (!cancelled) dispatch({ type: 'loaded', messages: page.messages, cursor: page.cursor, otherReadUpTo: page.other_read_up_to });
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
    if (push.conversation_id === conversationId && push.reader_id !== myId) dispatch({ type: 'read', readUpTo: push.read_up_to });
  });
  useLiveMessage('chat-ack', (push) => {
    if (push.message.conversation_id === conversationId) dispatch({ type: 'arrived', messages: [push.message], delivered: push.delivered, fromSend: true });
  });

  const catchUp = useCallback(async () => {
    const last = latest.current.syncedUpTo;
    try {
      if (last) {
        dispatch({ type: 'arrived', messages: await getMessagesAfter(conversationId, idBefore(last, CATCH_UP_OVERLAP_MS)) });
      } else {
        const page = await getMessages(conversationId);
        dispatch({ type: 'loaded', messages: page.messages, cursor: page.cursor, otherReadUpTo: page.other_read_up_to });
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

  const deliver = useCallback(
    async (content: string, clientId: string) => {
      dispatch({ type: 'sending', clientId, content });
      try {
        const sent = await sendMessage(conversationId, content, clientId);
        const { delivered, ...message } = sent;
        dispatch({ type: 'arrived', messages: [message], delivered, fromSend: true });
      } catch (err) {
        dispatch({ type: 'sendFailed', clientId, error: userMessage(err, CHAT_MESSAGES.sendFailed) });
      }
    },
    [conversationId],
  );

  /** Sends `text`; nothing happens when it is empty after trimming (the spec's rule). */
  const send = useCallback((text: string) => {
    const content = text.trim();
    if (!content) return false;
    void deliver(content, newClientId());
    return true;
  }, [deliver]);

  const retry = useCallback(
    (clientId: string) => {
      const failed = latest.current.pending.find((p) => p.clientId === clientId);
      if (failed) void deliver(failed.content, clientId);
    },
    [deliver],
  );

  return { state, send, retry, loadOlder };
}

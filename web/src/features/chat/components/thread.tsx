import {
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  IconButton,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from '@web/lib/link';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { CHAT_MESSAGES } from '@shared/messages/chat';
import type { ChatMessage, Conversation } from '@shared/schemas/chat';
import { useBlockAction } from '@web/components/blocks/block-button';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { useReport } from '@web/components/moderation/report-dialog';
import { ActionMenu } from '@web/components/ui/action-menu';
import { Avatar } from '@web/components/ui/avatar';
import { chatKeys, markConversationRead } from '../api/chat';
import { useThread } from '../hooks/use-thread';
import { linkify } from '../utils/links';
import { messageTime } from '../utils/message-time';
import { statusOf, type PendingSend, type ThreadState } from '../utils/thread-state';
import { Composer } from './composer';
import { personName } from './conversation-list';

/** Near enough the bottom that a new message should bring the view down with it. */
const STICK_PX = 120;

function Bubble({ mine, children, muted }: { mine: boolean; children: ReactNode; muted?: boolean }) {
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="80%"
      bg={mine ? 'brand.700' : 'gray.100'}
      color={mine ? 'white' : 'gray.900'}
      opacity={muted ? 0.75 : 1}
      px="3"
      py="2"
      borderRadius="2xl"
      borderEndEndRadius={mine ? 'sm' : '2xl'}
      borderEndStartRadius={mine ? '2xl' : 'sm'}
      whiteSpace="pre-wrap"
      wordBreak="break-word"
    >
      {children}
    </Box>
  );
}

/** A message's text with its web addresses as links (utils/links.ts: http and https only), as React elements. */
function MessageText({ content, mine }: { content: string; mine: boolean }) {
  return (
    <span data-testid="message-text">
      {linkify(content).map((part, i) =>
        part.type === 'link' ? (
          <chakra.a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            textDecoration="underline"
            color={mine ? 'white' : 'brand.800'}
            overflowWrap="anywhere"
          >
            {part.text}
          </chakra.a>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

/**
 * One message: the bubble, its time and (the last of mine) its state. The other person's messages
 * have a menu with Report; a hidden message shows its sender why, and the other person the
 * server's placeholder.
 */
function MessageItem({
  message,
  mine,
  otherName,
  status,
}: {
  message: ChatMessage;
  mine: boolean;
  otherName: string;
  status: string | null;
}) {
  const report = useReport(
    { kind: 'message', targetId: `${message.conversation_id}/${message.id}` },
    `this message from ${otherName}`,
  );
  const placeholder = Boolean(message.hidden) && !mine;
  return (
    <Stack gap="0.5" align={mine ? 'flex-end' : 'flex-start'} data-testid="message" data-mine={mine ? 'true' : 'false'}>
      <Flex gap="1" align="center" maxW="full" justify={mine ? 'flex-end' : 'flex-start'}>
        <Bubble mine={mine} muted={placeholder}>
          <VisuallyHidden>{mine ? 'You: ' : `${otherName}: `}</VisuallyHidden>
          {placeholder ? <chakra.i>{message.content}</chakra.i> : <MessageText content={message.content} mine={mine} />}
        </Bubble>
        {mine || placeholder ? null : (
          <ActionMenu
            label={`Options of the message from ${otherName}`}
            actions={[{ label: 'Report', onSelect: report.open, destructive: true }]}
          />
        )}
      </Flex>
      {message.hidden && mine ? <HiddenNotice note={message.moderation_note} compact /> : null}
      <Text fontSize="xs" color="fg.muted">
        <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
        {status ? <span data-testid="message-status"> · {status}</span> : null}
      </Text>
      {report.outcome}
      {report.dialog}
    </Stack>
  );
}

/** A message of mine not stored yet: sending, waiting for the connection, or refused (Retry, Discard). */
export function PendingItem({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingSend;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <Stack gap="0.5" align="flex-end" data-testid="message" data-mine="true" data-pending={pending.status}>
      <Bubble mine muted>
        <VisuallyHidden>You: </VisuallyHidden>
        <MessageText content={pending.content} mine />
      </Bubble>
      {pending.status === 'sending' ? (
        <Text fontSize="xs" color="fg.muted" data-testid="message-status">
          Sending…
        </Text>
      ) : pending.status === 'waiting' ? (
        <Flex gap="2" align="center" fontSize="xs" role="status" data-testid="message-status">
          <Text color="fg.muted">{CHAT_MESSAGES.waitingToSend}</Text>
          <Button size="xs" variant="outline" onClick={() => onRetry(pending.clientId)}>
            Retry
          </Button>
        </Flex>
      ) : (
        <Flex
          gap="2"
          align="center"
          fontSize="xs"
          role="alert"
          wrap="wrap"
          justify="flex-end"
          data-testid="message-status"
        >
          <Text color="red.700">{pending.error ?? CHAT_MESSAGES.sendFailed}</Text>
          <Button size="xs" variant="outline" onClick={() => onRetry(pending.clientId)}>
            Retry
          </Button>
          <Button size="xs" variant="ghost" onClick={() => onDiscard(pending.clientId)}>
            Discard
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

/** At 768 px or less, the way back from a conversation to the list. */
export function BackToConversations({ onBack }: { onBack: () => void }) {
  return (
    <IconButton variant="ghost" aria-label="Back to conversations" onClick={onBack}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </IconButton>
  );
}

/** The last message of mine shows Sent, Delivered or Seen under it. */
function lastOwnId(state: ThreadState, myId: string): string | null {
  for (let i = state.messages.length - 1; i >= 0; i--)
    if (state.messages[i]!.sender_id === myId) return state.messages[i]!.id;
  return null;
}

/**
 * The message pane: the other person (their profile a click away), the messages newest at the
 * bottom with older ones loaded on scrolling up, and the composer. Shown messages are marked read.
 */
export function Thread({
  conversation,
  myId,
  onBack,
}: {
  conversation: Conversation;
  myId: string;
  onBack?: () => void;
}) {
  const { state, send, retry, discard, loadOlder } = useThread(conversation.id, myId);
  const queryClient = useQueryClient();
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ firstId: string | undefined; height: number; nearBottom: boolean }>({
    firstId: undefined,
    height: 0,
    nearBottom: true,
  });
  const name = personName(conversation);
  const ownLast = lastOwnId(state, myId);

  // Keep the view where the reader is: at the bottom for new messages, in place when older ones come in above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = anchor.current;
    const firstId = state.messages[0]?.id;
    if (before.firstId && firstId !== before.firstId && el.scrollHeight > before.height && !before.nearBottom) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (before.nearBottom) {
      el.scrollTop = el.scrollHeight;
    }
    anchor.current = { firstId, height: el.scrollHeight, nearBottom: anchor.current.nearBottom };
  }, [state.messages, state.pending]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    anchor.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    anchor.current.height = el.scrollHeight;
    if (el.scrollTop < 80 && state.olderCursor) void loadOlder();
  }

  // Shown means read: whenever a message of the other person is on screen that was not read yet.
  const lastTheirs = [...state.messages].reverse().find((m) => m.sender_id !== myId)?.id;
  const markedUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (state.status !== 'ready') return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      const target = lastTheirs ?? null;
      if (markedUpTo.current !== null && (target === null || markedUpTo.current >= target)) return;
      markedUpTo.current = target ?? '';
      markConversationRead(conversation.id)
        .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.all }))
        .catch((err: unknown) => {
          markedUpTo.current = null;
          console.error('Failed to mark the conversation read', err);
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [state.status, lastTheirs, conversation.id, queryClient]);

  const profileType = conversation.other.profileType;
  // A block either way makes the conversation read-only for both; the caller may undo their own.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  const blockAction = useBlockAction({ userId: conversation.other.user_id, name }, conversation.blocked, refresh);
  return (
    <Stack as="section" aria-label={`Conversation with ${name}`} gap="0" h="full" minH="0">
      <Flex align="center" gap="3" px="3" py="2" borderBottomWidth="1px">
        {onBack ? <BackToConversations onBack={onBack} /> : null}
        <Avatar name={name} src={conversation.other.profile_image} size={40} />
        <Heading as="h2" size="md" truncate>
          {profileType ? (
            <ChakraLink asChild color="fg">
              <Link to={`/profile/${profileType}/${conversation.other.user_id}`}>{name}</Link>
            </ChakraLink>
          ) : (
            name
          )}
        </Heading>
        {profileType ? (
          <Box ms="auto">
            <ActionMenu
              label={`Actions for the conversation with ${name}`}
              actions={[
                {
                  label: blockAction.label,
                  onSelect: () => void blockAction.run(),
                  destructive: conversation.blocked !== 'by_you',
                },
              ]}
            />
          </Box>
        ) : null}
        {blockAction.dialog}
      </Flex>
      <Box
        ref={scroller}
        onScroll={onScroll}
        flex="1"
        minH="0"
        overflowY="auto"
        px="3"
        py="4"
        tabIndex={0}
        aria-label={`Messages with ${name}`}
        role="log"
      >
        {state.olderCursor ? (
          <Flex justify="center" mb="3">
            <Button size="xs" variant="ghost" onClick={() => void loadOlder()}>
              Load older messages
            </Button>
          </Flex>
        ) : null}
        {state.status === 'loading' ? (
          <Flex justify="center" py="8">
            <Spinner color="brand.600" role="status" aria-label="Loading messages" />
          </Flex>
        ) : state.status === 'failed' ? (
          <Stack gap="3">
            <Text color="red.700">Could not load the messages. Please try again.</Text>
            {state.pending.map((p) => (
              <PendingItem key={p.clientId} pending={p} onRetry={retry} onDiscard={discard} />
            ))}
          </Stack>
        ) : state.messages.length === 0 && state.pending.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="8">
            {CHAT_MESSAGES.noMessages}
          </Text>
        ) : (
          <Stack gap="3">
            {state.messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                mine={m.sender_id === myId}
                otherName={name}
                status={m.id === ownLast && state.pending.length === 0 ? statusOf(state, m) : null}
              />
            ))}
            {state.pending.map((p) => (
              <PendingItem key={p.clientId} pending={p} onRetry={retry} onDiscard={discard} />
            ))}
          </Stack>
        )}
      </Box>
      {conversation.blocked ? (
        <Text role="note" data-testid="blocked-note" px="3" pt="3" color="fg.muted" fontSize="sm">
          {conversation.blocked === 'by_you' ? BLOCK_MESSAGES.youBlocked(name) : BLOCK_MESSAGES.cannotReply}
        </Text>
      ) : null}
      {blockAction.error ? (
        <Text role="alert" px="3" pt="2" color="red.700" fontSize="sm">
          {blockAction.error}
        </Text>
      ) : null}
      <Composer onSend={send} autoFocus={!onBack} disabled={Boolean(conversation.blocked)} />
    </Stack>
  );
}

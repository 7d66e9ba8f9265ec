import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CHAT_MESSAGES } from '@shared/messages/chat';
import { useThread } from '../hooks/use-thread';
import { Composer } from './composer';
import { BackToConversations, PendingItem } from './thread';

/**
 * The open conversation while the device is offline and the conversation itself could not be
 * read yet (a reload without a connection): what the person wrote that waits in the outbox is
 * there at once, and more can be written; the whole conversation replaces it when the connection
 * is back (routes/messages.tsx).
 */
export function WaitingThread({
  conversationId,
  myId,
  onBack,
}: {
  conversationId: string;
  myId: string;
  onBack?: () => void;
}) {
  const { state, send, retry, discard } = useThread(conversationId, myId);
  return (
    <Stack as="section" aria-label="Conversation, offline" gap="0" h="full" minH="0">
      <Flex align="center" gap="3" px="3" py="2" borderBottomWidth="1px" minH="14">
        {onBack ? <BackToConversations onBack={onBack} /> : null}
        <Heading as="h2" size="md">
          {CHAT_MESSAGES.offlineThreadTitle}
        </Heading>
      </Flex>
      <Box
        flex="1"
        minH="0"
        overflowY="auto"
        px="3"
        py="4"
        tabIndex={0}
        role="log"
        aria-label={CHAT_MESSAGES.offlineThreadTitle}
      >
        <Stack gap="3">
          <Text color="fg.muted">{CHAT_MESSAGES.offlineThread}</Text>
          {state.pending.map((p) => (
            <PendingItem key={p.clientId} pending={p} onRetry={retry} onDiscard={discard} />
          ))}
        </Stack>
      </Box>
      <Composer onSend={send} autoFocus={!onBack} />
    </Stack>
  );
}

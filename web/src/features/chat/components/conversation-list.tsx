import { Badge, Box, Button, chakra, Flex, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { Conversation } from '@shared/schemas/chat';
import { Avatar } from '@web/components/ui/avatar';
import { useConversations } from '../api/chat';
import { relativeTime } from '@web/lib/relative-time';

export const personName = (c: Pick<Conversation, 'other'>) =>
  `${c.other.firstname} ${c.other.lastname}`.trim() || 'Unknown User';

/** The search box's text, settled for a moment before it is looked up. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ConversationRow({
  conversation,
  selected,
  myId,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  myId: string;
  onSelect: (id: string) => void;
}) {
  const name = personName(conversation);
  const preview = conversation.last_message
    ? `${conversation.last_sender_id === myId ? 'You: ' : ''}${conversation.last_message}`
    : 'No messages yet.';
  return (
    <Box as="li" listStyleType="none" minW="0">
      <chakra.button
        type="button"
        display="flex"
        w="full"
        minW="0"
        textAlign="start"
        gap="3"
        alignItems="center"
        px="3"
        py="3"
        borderRadius="lg"
        bg={selected ? 'brand.50' : undefined}
        _hover={{ bg: selected ? 'brand.50' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '-2px' }}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
        data-testid="conversation"
      >
        <Avatar name={name} src={conversation.other.profile_image} size={44} />
        <Box flex="1" minW="0">
          <Flex justify="space-between" gap="2" align="baseline">
            <Text fontWeight={conversation.unread > 0 ? 'bold' : 'semibold'} truncate>
              {name}
            </Text>
            {conversation.last_message_at ? (
              <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0} data-testid="conversation-time">
                {relativeTime(conversation.last_message_at)}
              </Text>
            ) : null}
          </Flex>
          <Flex justify="space-between" gap="2" align="center">
            <Text fontSize="sm" color={conversation.unread > 0 ? 'fg' : 'fg.muted'} truncate>
              {preview}
            </Text>
            {conversation.unread > 0 ? (
              <Badge bg="red.600" color="white" borderRadius="full" flexShrink={0} data-testid="conversation-unread">
                {conversation.unread}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            ) : null}
          </Flex>
        </Box>
      </chakra.button>
    </Box>
  );
}

/** The conversation list with its name search (first or last name of the other person). */
export function ConversationList({
  selectedId,
  myId,
  onSelect,
}: {
  selectedId: string | null;
  myId: string;
  onSelect: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const search = useSettled(text.trim());
  const query = useConversations(search);
  const searchId = useId();
  const conversations = query.data?.pages.flatMap((p) => p.conversations) ?? [];

  return (
    // minW 0: as a grid item it would otherwise grow to its longest preview's one line.
    <Stack
      as="section"
      aria-label="Conversations"
      gap="0"
      h="full"
      minH="0"
      minW="0"
      borderEndWidth={{ base: '0', md: '1px' }}
    >
      <Box p="3" borderBottomWidth="1px">
        <label htmlFor={searchId}>
          <VisuallyHidden>Search conversations by name</VisuallyHidden>
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Search by name"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </Box>
      <Box flex="1" minH="0" overflowY="auto" px="2" py="2">
        {query.isPending ? (
          <Flex justify="center" py="8">
            <Spinner color="brand.600" role="status" aria-label="Loading conversations" />
          </Flex>
        ) : query.isError ? (
          <Text px="3" py="4" color="red.700">
            Could not load your conversations. Please try again.
          </Text>
        ) : conversations.length === 0 ? (
          <Text px="3" py="4" color="fg.muted">
            {search
              ? `No conversations with “${search}”.`
              : 'No conversations yet. Message an artist or a client from their art or profile.'}
          </Text>
        ) : (
          <Stack as="ul" gap="1" m="0" p="0">
            {conversations.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                selected={c.id === selectedId}
                myId={myId}
                onSelect={onSelect}
              />
            ))}
          </Stack>
        )}
        {query.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            w="full"
            mt="2"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more conversations
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}

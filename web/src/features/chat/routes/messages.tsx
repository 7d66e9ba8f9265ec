import { Box, Container, Flex, Grid, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveMessage } from '@web/lib/live';
import { useOnline } from '@web/lib/online';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { queryClient as sharedQueryClient } from '@web/lib/session-services';
import { chatKeys, conversationQuery, conversationsQuery, useConversation } from '../api/chat';
import { ConversationList } from '../components/conversation-list';
import { openConversationOf } from '../messages-data';
import { Thread } from '../components/thread';
import { WaitingThread } from '../components/waiting-thread';
import { useNarrowChat } from '../hooks/use-narrow';

/** What CraftiChat shows first (the list, and the conversation the address opens), into the query cache before its first render (app/screen.tsx `warm`). */
export function warm(): Promise<unknown> {
  const id = openConversationOf(window.location.search);
  return Promise.all([
    sharedQueryClient.prefetchInfiniteQuery(conversationsQuery('')),
    id ? sharedQueryClient.prefetchQuery(conversationQuery(id)) : undefined,
  ]);
}

/**
 * CraftiChat (/messages): the conversation list beside the open conversation (`?c=<id>`, so
 * links from notifications and the back button work); at 768 px or less one at a time.
 */
export function Component() {
  usePageTitle('CraftiChat');
  const { user } = useAuth();
  const myId = user?.userId ?? '';
  const [params, setParams] = useSearchParams();
  const selectedId = openConversationOf(params);
  const narrow = useNarrowChat();
  const queryClient = useQueryClient();
  const selected = useConversation(selectedId);

  // The list follows every message and every read, in this tab or another, and is read again when
  // the live connection opens if unread messages changed meanwhile (a push sent while there was none is lost).
  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all }), [queryClient]);
  useLiveMessage('chat-message', refreshList);
  useLiveMessage('chat-read', refreshList);
  // A block or unblock by either person turns the open conversation read-only or writable again.
  useLiveMessage('block', refreshList);
  // The socket's hello says whether unread messages changed while it was not open (no second read of the list otherwise).
  useLiveMessage('hello', (m) => {
    if (m.changed.includes('messages')) refreshList();
  });

  // Opened without a connection, the page reads everything again once it is back.
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) refreshList();
    wasOnline.current = online;
  }, [online, refreshList]);

  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  const showList = !narrow || !selectedId;
  const showThread = !narrow || Boolean(selectedId);

  return (
    <Container maxW="7xl" py={{ base: '3', md: '6' }} px={{ base: '2', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb={{ base: '2', md: '4' }} px={{ base: '2', md: '0' }}>
        CraftiChat
      </Heading>
      <Grid
        templateColumns={narrow ? '1fr' : 'minmax(260px, 340px) 1fr'}
        h={{ base: 'calc(100dvh - 8.5rem)', md: 'calc(100dvh - 11rem)' }}
        minH="420px"
        borderWidth="1px"
        borderRadius="2xl"
        overflow="hidden"
        bg="bg"
      >
        {showList ? <ConversationList selectedId={selectedId} myId={myId} onSelect={(id) => select(id)} /> : null}
        {showThread ? (
          <Box minH="0" h="full">
            {!selectedId ? (
              <Flex h="full" align="center" justify="center" p="6">
                <Text color="fg.muted">Choose a conversation to read and reply.</Text>
              </Flex>
            ) : selected.data ? (
              <Thread
                key={selected.data.id}
                conversation={selected.data}
                myId={myId}
                onBack={narrow ? () => select(null) : undefined}
              />
            ) : !online ? (
              <WaitingThread
                key={selectedId}
                conversationId={selectedId}
                myId={myId}
                onBack={narrow ? () => select(null) : undefined}
              />
            ) : selected.isError ? (
              <Flex h="full" align="center" justify="center" p="6">
                <Text color="red.700">This conversation could not be opened.</Text>
              </Flex>
            ) : (
              <Flex h="full" align="center" justify="center">
                <Spinner color="brand.600" role="status" aria-label="Loading conversation" />
              </Flex>
            )}
          </Box>
        ) : null}
      </Grid>
    </Container>
  );
}

import { Box, Button, chakra, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import { useBlockedPeople, useSetBlocked } from '@web/api/blocks';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';

/** The settings' Blocked people: everyone the signed-in person blocked, each with Unblock. */
export function BlockedPeople() {
  const list = useBlockedPeople();
  const setBlocked = useSetBlocked();
  const people = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box as="section" aria-labelledby="blocked-heading" borderWidth="1px" borderRadius="xl" p="5" bg="bg">
      <Heading as="h2" size="lg" id="blocked-heading" mb="2">
        {BLOCK_MESSAGES.listTitle}
      </Heading>
      <Text color="fg.muted" mb="4">
        {BLOCK_MESSAGES.listIntro}
      </Text>
      {list.isPending ? <Skeleton h="12" /> : null}
      {list.isError ? (
        <FormAlert status="error">{userMessage(list.error, 'Failed to load the people you blocked.')}</FormAlert>
      ) : null}
      {setBlocked.isError ? (
        <FormAlert status="error">{userMessage(setBlocked.error, BLOCK_MESSAGES.unblockFailed)}</FormAlert>
      ) : null}
      {list.isSuccess && people.length === 0 ? <Text>{BLOCK_MESSAGES.listEmpty}</Text> : null}
      {people.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={BLOCK_MESSAGES.listTitle}>
          {people.map((p) => {
            const name = `${p.firstname} ${p.lastname}`;
            return (
              <chakra.li key={p.user_id}>
                <Flex align="center" gap="3" wrap="wrap">
                  <Avatar name={name} src={p.profile_image} size={40} />
                  <Box flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {p.role}
                    </Text>
                  </Box>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${BLOCK_MESSAGES.unblockAction} ${name}`}
                    loading={setBlocked.isPending && setBlocked.variables.userId === p.user_id}
                    onClick={() => setBlocked.mutate({ userId: p.user_id, block: false })}
                  >
                    {BLOCK_MESSAGES.unblockAction}
                  </Button>
                </Flex>
              </chakra.li>
            );
          })}
        </Stack>
      ) : null}
      {list.hasNextPage ? (
        <Button mt="4" variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {BLOCK_MESSAGES.loadMore}
        </Button>
      ) : null}
    </Box>
  );
}

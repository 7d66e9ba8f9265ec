import { Badge, Box, Button, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { AdminUserRow } from '@shared/schemas/admin';
import { Avatar } from '@web/components/ui/avatar';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { useAdminUsers } from '../api/admin';
import {
  CardField,
  CardList,
  ClickableTr,
  DataTable,
  EmptyCards,
  EmptyRow,
  RowCard,
  Td,
  Th,
  useNarrowScreen,
} from './data-table';
import { SearchField } from './search-field';
import { PayoutStatusBadge, PayoutStatusCell, UserDetailModal, VerifiedBadge } from './user-detail-modal';

const COLUMNS = 7;

/**
 * Artists and clients in one table, newest first, ten to a page: searched and paged on the
 * server, with a detail modal per person.
 */
export function UsersTable() {
  const { search, setSearch, query, cursor, pager } = useServerPages();
  const users = useAdminUsers(query, cursor);
  const [selected, setSelected] = useState<AdminUserRow | null>(null);

  // A failed list counts as empty: the spec only logs admin user load errors.
  const pageItems = users.data?.items ?? [];
  const loading = users.isPending;
  // Stable, so the open modal keeps its focus when the lists refetch.
  const closeDetails = useCallback(() => setSelected(null), []);
  const narrow = useNarrowScreen();
  // The payout badges' code, fetched beside the users rather than after them.
  useEffect(() => PayoutStatusBadge.prepare(), []);

  return (
    <>
      <Flex mb="4">
        <SearchField
          label="Search users"
          placeholder="Name, username, email, address or role"
          value={search}
          onChange={setSearch}
        />
      </Flex>
      {narrow ? (
        loading ? (
          <Skeleton h="24" borderRadius="xl" role="status" aria-label="Loading users" />
        ) : pageItems.length === 0 ? (
          <EmptyCards>No users found.</EmptyCards>
        ) : (
          <CardList label="Users">
            {pageItems.map((user) => (
              <RowCard
                key={user.id}
                action={
                  <Button
                    size="sm"
                    minH="11"
                    variant="outline"
                    w="full"
                    aria-label={`View ${user.name}`}
                    onClick={() => setSelected(user)}
                  >
                    View
                  </Button>
                }
              >
                <Flex align="center" gap="3">
                  <Avatar name={user.name} src={user.profile_image} size={40} />
                  <Box>
                    <Text fontWeight="semibold">{user.name}</Text>
                    <Text color="fg.muted">@{user.username}</Text>
                  </Box>
                </Flex>
                <CardField label="Email">
                  <Text>{user.email}</Text>
                </CardField>
                {user.address ? (
                  <CardField label="Address">
                    <Text>{user.address}</Text>
                  </CardField>
                ) : null}
                <Flex gap="2" align="center" flexWrap="wrap">
                  <Badge colorPalette={user.role === 'Artist' ? 'purple' : 'blue'} variant="subtle">
                    {user.role}
                  </Badge>
                  {user.isVerified ? <VerifiedBadge user={user} /> : null}
                </Flex>
                {user.role === 'Artist' && user.payoutStatus ? (
                  <CardField label="Payouts">
                    <PayoutStatusCell user={user} />
                  </CardField>
                ) : null}
              </RowCard>
            ))}
          </CardList>
        )
      ) : (
        <DataTable caption="Users">
          <thead>
            <tr>
              <Th scope="col">Name</Th>
              <Th scope="col">Username</Th>
              <Th scope="col">Email</Th>
              <Th scope="col">Address</Th>
              <Th scope="col">Role</Th>
              <Th scope="col">Payouts</Th>
              <Th scope="col">
                <Text srOnly>Actions</Text>
              </Th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <Td colSpan={COLUMNS}>
                  <Skeleton h="8" role="status" aria-label="Loading users" />
                </Td>
              </tr>
            ) : pageItems.length === 0 ? (
              <EmptyRow colSpan={COLUMNS}>No users found.</EmptyRow>
            ) : (
              pageItems.map((user) => (
                <ClickableTr key={user.id} onClick={() => setSelected(user)}>
                  <Td>
                    <Flex align="center" gap="3">
                      <Avatar name={user.name} src={user.profile_image} size={32} />
                      <Text fontWeight="medium">{user.name}</Text>
                    </Flex>
                  </Td>
                  <Td>{user.username}</Td>
                  <Td wordBreak="break-all">{user.email}</Td>
                  <Td>
                    {user.address || (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    )}
                  </Td>
                  <Td>
                    <Flex gap="2" align="center" flexWrap="wrap">
                      <Badge colorPalette={user.role === 'Artist' ? 'purple' : 'blue'} variant="subtle">
                        {user.role}
                      </Badge>
                      {user.isVerified ? <VerifiedBadge user={user} /> : null}
                    </Flex>
                  </Td>
                  <Td>
                    <PayoutStatusCell user={user} />
                  </Td>
                  <Td textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`View ${user.name}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        setSelected(user);
                      }}
                    >
                      View
                    </Button>
                  </Td>
                </ClickableTr>
              ))
            )}
          </tbody>
        </DataTable>
      )}
      <Pager {...pager(users.data)} />
      <UserDetailModal user={selected} onClose={closeDetails} />
    </>
  );
}

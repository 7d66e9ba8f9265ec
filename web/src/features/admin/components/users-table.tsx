import { Badge, Button, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import type { AdminUserRow } from '@shared/schemas/admin';
import { Avatar } from '@web/components/ui/avatar';
import { Pager, usePagedSearch } from '@web/components/ui/pager';
import { useAdminArtists } from '../api/get-admin-artists';
import { useAdminClients } from '../api/get-admin-clients';
import { filterUsers, mergeUsers } from '../utils/users';
import { ClickableTr, DataTable, EmptyRow, Td, Th } from './data-table';
import { SearchField } from './search-field';
import { UserDetailModal, VerifiedBadge } from './user-detail-modal';

export const USERS_PAGE_SIZE = 10;
const COLUMNS = 6;

/** Artists and clients in one searchable, paged table, with a detail modal per person. */
export function UsersTable() {
  const artists = useAdminArtists();
  const clients = useAdminClients();
  const [selected, setSelected] = useState<AdminUserRow | null>(null);

  // A failed list counts as empty: the spec only logs admin user load errors.
  const users = useMemo(() => mergeUsers(artists.data ?? [], clients.data ?? []), [artists.data, clients.data]);
  const { search, setSearch, matches, pageItems, pager } = usePagedSearch(users, filterUsers, USERS_PAGE_SIZE);
  const loading = artists.isPending || clients.isPending;
  // Stable, so the open modal keeps its focus when the lists refetch.
  const closeDetails = useCallback(() => setSelected(null), []);

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
      <DataTable caption="Users">
        <thead>
          <tr>
            <Th scope="col">Name</Th>
            <Th scope="col">Username</Th>
            <Th scope="col">Email</Th>
            <Th scope="col">Address</Th>
            <Th scope="col">Role</Th>
            <Th scope="col">
              <Text srOnly>Actions</Text>
            </Th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <Td colSpan={COLUMNS}>
                <Skeleton h="8" aria-label="Loading users" />
              </Td>
            </tr>
          ) : matches.length === 0 ? (
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
                <Td>{user.address || <Text as="span" color="fg.muted">—</Text>}</Td>
                <Td>
                  <Flex gap="2" align="center" flexWrap="wrap">
                    <Badge colorPalette={user.role === 'Artist' ? 'purple' : 'blue'} variant="subtle">
                      {user.role}
                    </Badge>
                    {user.isVerified ? <VerifiedBadge user={user} /> : null}
                  </Flex>
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
      <Pager {...pager} />
      <UserDetailModal user={selected} onClose={closeDetails} />
    </>
  );
}

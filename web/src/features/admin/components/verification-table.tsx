import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { VerificationRow } from '@shared/schemas/verification';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { useVerifications, type Decision } from '../api/admin';
import { useFlash } from '@web/lib/use-flash';
import { formatDate } from '../utils/format';
import { artistName, artistRole, DECISION_MESSAGES } from '../utils/verifications';
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
import { VerificationDetailModal } from './verification-detail-modal';
import { VerificationStatusBadge } from './verification-status-badge';

const COLUMNS = 5;

/**
 * Verification requests, newest first, ten to a page: searched by artist name or status and
 * paged on the server, decided in a detail modal.
 */
export function VerificationTable() {
  const { search, setSearch, query, cursor, pager } = useServerPages();
  const verifications = useVerifications(query, cursor);
  const [selected, setSelected] = useState<VerificationRow | null>(null);
  const [flash, setFlash] = useFlash();

  const rows = verifications.data;
  const pageItems = rows?.items ?? [];
  const setSelectedId = (id: string) => setSelected(pageItems.find((r) => r.verification_id === id) ?? null);

  const closeDetails = useCallback(() => setSelected(null), []);
  const narrow = useNarrowScreen();
  const onDecided = useCallback(
    (decision: Decision) => {
      setSelected(null);
      setFlash({ status: 'success', title: 'Success', text: DECISION_MESSAGES[decision].success });
    },
    [setFlash],
  );

  return (
    <Stack gap="4">
      {verifications.isError && !rows ? (
        <FormAlert status="error" title="Error">
          {DECISION_MESSAGES.loadFailed}
        </FormAlert>
      ) : null}
      {flash ? (
        <FormAlert status={flash.status} title={flash.title}>
          {flash.text}
        </FormAlert>
      ) : null}
      <Flex>
        <SearchField
          label="Search verifications"
          placeholder="Artist name or status"
          value={search}
          onChange={setSearch}
        />
      </Flex>
      <div>
        {narrow ? (
          verifications.isPending ? (
            <Skeleton h="24" borderRadius="xl" role="status" aria-label="Loading verifications" />
          ) : pageItems.length === 0 ? (
            <EmptyCards>No verification requests found.</EmptyCards>
          ) : (
            <CardList label="Verification requests">
              {pageItems.map((row) => {
                const name = artistName(row);
                return (
                  <RowCard
                    key={row.verification_id}
                    action={
                      <Button
                        size="sm"
                        minH="11"
                        variant="outline"
                        w="full"
                        aria-label={`View the request of ${name}`}
                        onClick={() => setSelectedId(row.verification_id)}
                      >
                        View
                      </Button>
                    }
                  >
                    <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
                      <Text fontWeight="semibold">{name}</Text>
                      <VerificationStatusBadge status={row.status} />
                    </Flex>
                    <Flex gap="6">
                      <CardField label="Role">
                        <Text>{artistRole(row)}</Text>
                      </CardField>
                      <CardField label="Submitted date">
                        <Text>{formatDate(row.created_at)}</Text>
                      </CardField>
                    </Flex>
                  </RowCard>
                );
              })}
            </CardList>
          )
        ) : (
          <DataTable caption="Verification requests" minW="640px">
            <thead>
              <tr>
                <Th scope="col">Artist Name</Th>
                <Th scope="col">Role</Th>
                <Th scope="col">Status</Th>
                <Th scope="col">Submitted date</Th>
                <Th scope="col">Actions</Th>
              </tr>
            </thead>
            <tbody>
              {verifications.isPending ? (
                <tr>
                  <Td colSpan={COLUMNS}>
                    <Skeleton h="8" role="status" aria-label="Loading verifications" />
                  </Td>
                </tr>
              ) : pageItems.length === 0 ? (
                <EmptyRow colSpan={COLUMNS}>No verification requests found.</EmptyRow>
              ) : (
                pageItems.map((row) => {
                  const name = artistName(row);
                  return (
                    <ClickableTr key={row.verification_id} onClick={() => setSelectedId(row.verification_id)}>
                      <Td fontWeight="medium">{name}</Td>
                      <Td>{artistRole(row)}</Td>
                      <Td>
                        <VerificationStatusBadge status={row.status} />
                      </Td>
                      <Td whiteSpace="nowrap">{formatDate(row.created_at)}</Td>
                      <Td>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`View the request of ${name}`}
                          onClick={(e) => {
                            e.stopPropagation();
                            setSelectedId(row.verification_id);
                          }}
                        >
                          View
                        </Button>
                      </Td>
                    </ClickableTr>
                  );
                })
              )}
            </tbody>
          </DataTable>
        )}
        <Pager {...pager(rows)} />
      </div>
      <VerificationDetailModal row={selected} onClose={closeDetails} onDecided={onDecided} />
    </Stack>
  );
}

import { Button, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { VerificationRow } from '@shared/schemas/verification';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, usePagedSearch } from '@web/components/ui/pager';
import type { Decision } from '../api/decide-verification';
import { useVerifications } from '../api/get-verifications';
import { useFlash } from '../hooks/use-flash';
import { formatDate } from '../utils/format';
import { artistName, artistRole, DECISION_MESSAGES, filterVerifications } from '../utils/verifications';
import { ClickableTr, DataTable, EmptyRow, Td, Th } from './data-table';
import { SearchField } from './search-field';
import { VerificationDetailModal } from './verification-detail-modal';
import { VerificationStatusBadge } from './verification-status-badge';

export const VERIFICATIONS_PAGE_SIZE = 10;

/** Stable while loading, so the filtered list is not recomputed every render. */
const NO_ROWS: readonly VerificationRow[] = [];
const COLUMNS = 5;

/** Verification requests: searchable by artist name or status, paged, decided in a detail modal. */
export function VerificationTable() {
  const verifications = useVerifications();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [flash, setFlash] = useFlash();

  const rows = verifications.data;
  const { search, setSearch, matches, pageItems, pager } = usePagedSearch(rows ?? NO_ROWS, filterVerifications, VERIFICATIONS_PAGE_SIZE);
  // Looked up by id, so a refetch shows the current row (and fresh document links).
  const selected: VerificationRow | null = rows?.find((r) => r.verification_id === selectedId) ?? null;

  const closeDetails = useCallback(() => setSelectedId(null), []);
  const onDecided = useCallback(
    (decision: Decision) => {
      setSelectedId(null);
      setFlash({ status: 'success', title: 'Success', text: DECISION_MESSAGES[decision].success });
    },
    [setFlash],
  );

  return (
    <Stack gap="4">
      {verifications.isError && !rows ? <FormAlert status="error" title="Error">{DECISION_MESSAGES.loadFailed}</FormAlert> : null}
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
                  <Skeleton h="8" aria-label="Loading verifications" />
                </Td>
              </tr>
            ) : matches.length === 0 ? (
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
        <Pager {...pager} />
      </div>
      <VerificationDetailModal row={selected} onClose={closeDetails} onDecided={onDecided} />
    </Stack>
  );
}

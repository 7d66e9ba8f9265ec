import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '@web/components/ui/form-alert';
import { useAuditLog } from '../api/admin';
import { formatDateTime } from '../utils/format';
import { DataTable, EmptyRow, Td, Th } from './data-table';

/** Admin decisions, newest first, a page at a time with "Load more". */
export function AuditLogTable() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack gap="4">
      {log.isError ? <FormAlert status="error">Failed to load the audit log.</FormAlert> : null}
      <DataTable caption="Recent admin activity" minW="600px">
        <thead>
          <tr>
            <Th scope="col">When</Th>
            <Th scope="col">Who</Th>
            <Th scope="col">What</Th>
          </tr>
        </thead>
        <tbody>
          {log.isPending ? (
            <tr>
              <Td colSpan={3}>
                <Skeleton h="8" role="status" aria-label="Loading the audit log" />
              </Td>
            </tr>
          ) : entries.length === 0 ? (
            <EmptyRow colSpan={3}>No admin activity yet.</EmptyRow>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <Td whiteSpace="nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Td>
                <Td wordBreak="break-all">{entry.actorEmail ?? entry.actorId}</Td>
                <Td>{entry.summary}</Td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      <Flex justify="space-between" align="center" gap="4" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {log.isPending ? '' : `Showing ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`}
        </Text>
        {log.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
            loadingText="Loading"
          >
            Load more
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}

import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatPeso } from '@shared/money';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { userMessage, type CallResult } from '@web/lib/api-client';
import { useDisputeCase, useDisputes } from '../../api/disputes';
import { formatDateTime } from '../../utils/format';
import { CardField, CardList, DataTable, EmptyCards, EmptyRow, RowCard, Td, Th, useNarrowScreen } from '../data-table';
import { DecideForm } from './decide-form';
import { DisputeCaseView } from './dispute-case';

type Row = CallResult<'GET /admin/disputes'>[number];
const nameOf = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

function CaseDialog({
  row,
  onClose,
  onDecided,
}: {
  row: Row | null;
  onClose: () => void;
  onDecided: (message: string) => void;
}) {
  const found = useDisputeCase(row?.project_id ?? null);
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? `Dispute: ${row.project_name}` : 'Dispute'} size="xl">
      {found.isPending ? <Skeleton h="40" /> : null}
      {found.isError ? (
        <FormAlert status="error">{userMessage(found.error, 'Failed to load the dispute.')}</FormAlert>
      ) : null}
      {found.data && row ? (
        <Stack gap="5">
          <DisputeCaseView data={found.data} />
          <DecideForm projectId={row.project_id} held={found.data.commission.money.held} onDecided={onDecided} />
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The admin's disputes queue: open disputes, oldest first; opening one shows the case and the decide form. */
export function DisputesQueue() {
  const list = useDisputes();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState<Row | null>(null);
  const [done, setDone] = useState<{ text: string; key: number } | null>(null);
  const rows = list.data ?? [];
  const openButton = (r: Row, full = false) => (
    <Button
      size={full ? 'md' : 'xs'}
      w={full ? 'full' : undefined}
      variant="outline"
      onClick={() => setOpen(r)}
      aria-label={`Open the dispute of ${r.project_name}`}
    >
      Open
    </Button>
  );
  return (
    <Box as="section" aria-labelledby="disputes-heading" mt="10">
      <Heading as="h2" size="xl" id="disputes-heading" mb="2">
        Disputes
      </Heading>
      <Text color="fg.muted" mb="4">
        Commissions whose two sides disagree. Their held money cannot move until you decide how it is split.
      </Text>
      <Stack gap="3">
        {done ? (
          <FormAlert key={done.key} status="success">
            {done.text}
          </FormAlert>
        ) : null}
        {list.isError ? (
          <FormAlert status="error">{userMessage(list.error, 'Failed to load the disputes.')}</FormAlert>
        ) : null}
        {list.isPending ? (
          <Skeleton h="24" borderRadius="xl" />
        ) : narrow ? (
          rows.length === 0 ? (
            <EmptyCards>No open disputes.</EmptyCards>
          ) : (
            <CardList label="Open disputes">
              {rows.map((r) => (
                <RowCard key={r.project_id} action={openButton(r, true)}>
                  <CardField label="Project">{r.project_name}</CardField>
                  <CardField label="Artist · Client">
                    {nameOf(r.artist)} · {nameOf(r.client)}
                  </CardField>
                  <CardField label="Opened">
                    by the {r.opened_by}, {formatDateTime(r.opened_at)}
                  </CardField>
                  <CardField label="Reason">{r.reason}</CardField>
                  <CardField label="Held">{formatPeso(r.held_centavos)}</CardField>
                </RowCard>
              ))}
            </CardList>
          )
        ) : (
          <DataTable caption="Open disputes" minW="860px">
            <thead>
              <tr>
                <Th>Project</Th>
                <Th>Artist · Client</Th>
                <Th>Opened</Th>
                <Th>Reason</Th>
                <Th>Held</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={6}>No open disputes.</EmptyRow>
              ) : (
                rows.map((r) => (
                  <tr key={r.project_id}>
                    <Td fontWeight="semibold">{r.project_name}</Td>
                    <Td>
                      {nameOf(r.artist)} · {nameOf(r.client)}
                    </Td>
                    <Td>
                      by the {r.opened_by}
                      <Text fontSize="xs" color="fg.muted">
                        {formatDateTime(r.opened_at)}
                      </Text>
                    </Td>
                    <Td>
                      <Text lineClamp={3}>{r.reason}</Text>
                    </Td>
                    <Td whiteSpace="nowrap">{formatPeso(r.held_centavos)}</Td>
                    <Td>{openButton(r)}</Td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
        )}
      </Stack>
      <CaseDialog
        row={open}
        onClose={() => setOpen(null)}
        onDecided={(text) => {
          setOpen(null);
          setDone({ text, key: Date.now() });
        }}
      />
    </Box>
  );
}

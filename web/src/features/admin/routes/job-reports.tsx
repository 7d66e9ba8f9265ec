import { Badge, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useDecideJobReports, useJobReports } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { DataTable, EmptyRow, Td, Th } from '../components/data-table';
import { useFlash } from '@web/lib/use-flash';
import { formatDateTime } from '../utils/format';

/**
 * /job-reports: jobs artists reported (a scam, a request to pay outside Crafti). Dismissing puts
 * the job back in Offers; closing stops its applications and tells its client. Both clear the
 * job's reports and are written to the audit log.
 */
export function Component() {
  usePageTitle('Reports');
  const { cursor, pager } = useServerPages();
  const list = useJobReports(cursor);
  const decide = useDecideJobReports();
  const [confirm, confirmDialog] = useConfirm();
  const [flash, setFlash] = useFlash();
  const reports = list.data?.reports ?? [];

  async function onDecide(jobId: string, title: string, decision: 'dismiss' | 'close') {
    const sure = await confirm(
      decision === 'dismiss'
        ? {
            title: 'Dismiss the reports?',
            message: `All open reports of "${title}" are cleared and the job shows in Offers again if it is Open.`,
            confirmLabel: 'Dismiss',
          }
        : {
            title: 'Close this job?',
            message: `"${title}" stops taking applications and its client is told why.`,
            confirmLabel: 'Close job',
            destructive: true,
          },
    );
    if (!sure) return;
    try {
      const done = await decide.mutateAsync({ jobId, decision });
      setFlash({
        status: 'success',
        text:
          decision === 'dismiss'
            ? `Dismissed ${done.resolved} report(s).`
            : `Closed the job (${done.resolved} report(s) resolved).`,
      });
    } catch (err) {
      setFlash({ status: 'error', text: userMessage(err, 'Failed to update the reports. Please try again.') });
    }
  }

  return (
    <AdminPage
      title="Reports"
      description="Jobs reported by artists. A job with 3 open reports is hidden from Offers until you decide."
    >
      <Stack gap="4">
        {flash ? <FormAlert status={flash.status}>{flash.text}</FormAlert> : null}
        {list.isError ? <FormAlert status="error">Failed to load reports.</FormAlert> : null}
        {list.isPending ? (
          <Skeleton h="40" borderRadius="xl" />
        ) : (
          <DataTable caption="Reported jobs" minW="860px">
            <thead>
              <tr>
                <Th>Job</Th>
                <Th>Reporter</Th>
                <Th>Reason</Th>
                <Th>Reported</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {reports.length === 0 ? (
                <EmptyRow colSpan={5}>No open reports.</EmptyRow>
              ) : (
                reports.map((r) => (
                  <tr key={`${r.job_id}:${r.reporter_id}`}>
                    <Td>
                      <Stack gap="1">
                        <Text fontWeight="semibold">{r.job_title}</Text>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Badge variant="subtle" colorPalette={r.job_status === 'Open' ? 'green' : 'gray'}>
                            {r.job_status}
                          </Badge>
                          <Text fontSize="xs" color="fg.muted">
                            {r.open_reports} open report{r.open_reports === 1 ? '' : 's'}
                          </Text>
                        </Flex>
                        <Text fontSize="xs" asChild color="brand.700">
                          <Link to={`/profile/client/${encodeURIComponent(r.client_id)}`}>Client profile</Link>
                        </Text>
                      </Stack>
                    </Td>
                    <Td>{r.reporter_name}</Td>
                    <Td>
                      <Text fontWeight="medium">{r.reason}</Text>
                      {r.details ? (
                        <Text fontSize="xs" color="fg.muted" lineClamp={3}>
                          {r.details}
                        </Text>
                      ) : null}
                    </Td>
                    <Td whiteSpace="nowrap">{formatDateTime(r.created_at)}</Td>
                    <Td>
                      <Flex gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => void onDecide(r.job_id, r.job_title, 'dismiss')}
                          aria-label={`Dismiss reports of ${r.job_title}`}
                        >
                          Dismiss
                        </Button>
                        <Button
                          size="xs"
                          colorPalette="red"
                          onClick={() => void onDecide(r.job_id, r.job_title, 'close')}
                          disabled={r.job_status === 'Closed'}
                          aria-label={`Close job: ${r.job_title}`}
                        >
                          Close job
                        </Button>
                      </Flex>
                    </Td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
        )}
        <Pager
          {...pager(list.data ? { items: reports, cursor: list.data.cursor, total: null } : undefined)}
          format={(from, to) => (from === 0 ? 'No reports on this page' : `Showing ${from} to ${to}`)}
        />
      </Stack>
      {confirmDialog}
    </AdminPage>
  );
}

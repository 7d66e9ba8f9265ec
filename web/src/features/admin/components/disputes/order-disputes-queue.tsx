import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatPeso } from '@shared/money';
import { reasonLabel } from '@web/components/orders/order-words';
import { FormAlert } from '@web/components/ui/form-alert';
import { orderKeys } from '@web/api/orders';
import { call, userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { formatDateTime } from '../../utils/format';
import { CardField, CardList, EmptyCards, RowCard } from '../data-table';

/** The contested refund requests, oldest first (read again when any order changes: a decision on its page, a live push). */
function useOrderDisputes() {
  return useQuery({ queryKey: [...orderKeys.all, 'disputes'], queryFn: () => call('GET /admin/order-disputes') });
}

/**
 * The admins' queue of contested orders (issue 47 §5): the buyer asked a refund, the artist
 * contested it. Each opens the order's page, where the admin reads both sides' evidence and the
 * timeline and decides the split of the held money.
 */
export function OrderDisputesQueue() {
  const list = useOrderDisputes();
  const rows = list.data?.items ?? [];
  return (
    <Box as="section" aria-labelledby="order-disputes-heading" mt="10">
      <Heading as="h2" size="xl" id="order-disputes-heading" mb="2">
        Order disputes
      </Heading>
      <Text color="fg.muted" mb="4">
        Refund requests an artist contested. The order&apos;s money stays held until you decide how it is split.
      </Text>
      <Stack gap="3">
        {list.isError ? (
          <FormAlert status="error">{userMessage(list.error, 'Failed to load the order disputes.')}</FormAlert>
        ) : null}
        {list.isPending ? (
          <Skeleton h="24" borderRadius="xl" />
        ) : rows.length === 0 ? (
          <EmptyCards>No contested orders.</EmptyCards>
        ) : (
          <CardList label="Contested orders">
            {rows.map((o) => (
              <RowCard
                key={o.id}
                action={
                  <Button asChild size="sm" variant="outline" alignSelf="flex-start">
                    <Link to={`/orders/${o.id}`} aria-label={`Open the order ${o.description}`}>
                      Open
                    </Link>
                  </Button>
                }
              >
                <CardField label="Order">{o.description}</CardField>
                <CardField label="Artist · Buyer">
                  {o.artist_name} · {o.user_name}
                </CardField>
                {o.refund_request ? (
                  <>
                    <CardField label="Asked">
                      {formatPeso(o.refund_request.amount)} back: {reasonLabel(o.refund_request.reason)}
                    </CardField>
                    <CardField label="Contested">
                      {o.refund_request.contested_at ? formatDateTime(o.refund_request.contested_at) : '—'}
                    </CardField>
                  </>
                ) : null}
              </RowCard>
            ))}
          </CardList>
        )}
      </Stack>
    </Box>
  );
}

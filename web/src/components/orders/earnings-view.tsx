import { Badge, Box, Button, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatPeso } from '@shared/money';
import { EARNINGS_TEXT, MONEY_STATE_TEXT, PAYOUT_MESSAGES, type MoneyState } from '@shared/messages/payouts';
import type { CommissionEarning, Earning } from '@shared/schemas/payouts';
import { orderDate } from '@web/components/orders/order-badge';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager, useServerPages } from '@web/components/ui/pager';
import { userMessage } from '@web/lib/api-client';
import { useEarnings, useExportEarnings, usePayoutsLive } from '@web/api/payouts';

/** Each money state's palette, and a text colour that keeps 4.5:1 on the subtle background. */
const STATE_COLOURS: Record<MoneyState, { palette: string; color: string }> = {
  held: { palette: 'yellow', color: 'yellow.900' },
  on_its_way: { palette: 'blue', color: 'blue.800' },
  paid_out: { palette: 'green', color: 'green.800' },
  refund_pending: { palette: 'orange', color: 'orange.800' },
  refunded: { palette: 'gray', color: 'gray.800' },
  splitting: { palette: 'blue', color: 'blue.800' },
  split_paid_out: { palette: 'green', color: 'green.800' },
  split_refunded: { palette: 'blue', color: 'blue.800' },
  settled: { palette: 'green', color: 'green.800' },
};

export function MoneyStateBadge({ state }: { state: MoneyState }) {
  const colours = STATE_COLOURS[state] ?? STATE_COLOURS.refunded;
  return (
    <Badge
      colorPalette={colours.palette}
      color={colours.color}
      variant="subtle"
      size="md"
      whiteSpace="normal"
      textAlign="start"
      data-testid="money-state"
    >
      {MONEY_STATE_TEXT[state] ?? state}
    </Badge>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    // The amount at the foot of the box: the four line up abreast even when a label takes two lines.
    <Flex
      direction="column"
      justify="space-between"
      gap="1"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      data-testid={testId}
    >
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd ms="0" fontSize="xl" fontWeight="bold" whiteSpace="nowrap">
        {formatPeso(value)}
      </chakra.dd>
    </Flex>
  );
}

function Amount({
  label,
  value,
  strong = false,
  hint,
}: {
  label: string;
  value: number;
  strong?: boolean;
  hint?: string;
}) {
  return (
    <Box minW="0">
      <chakra.dt fontSize="xs" color="fg.muted">
        {label}
        {hint ? <chakra.span srOnly>{` (${hint})`}</chakra.span> : null}
      </chakra.dt>
      <chakra.dd ms="0" fontWeight={strong ? 'bold' : 'medium'} whiteSpace="nowrap">
        {formatPeso(value)}
      </chakra.dd>
    </Box>
  );
}

interface RowProps {
  title: string;
  date: string;
  party: string;
  state: MoneyState;
  figures: { label: string; value: number; strong?: boolean; hint?: string }[];
  testId: string;
}

/** One sale or commission release: what it was and with whom, where the money is, and its figures (abreast when they fit, two on a phone). */
function EarningRow({ title, date, party, state, figures, testId }: RowProps) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p="4" data-testid={testId}>
      <Flex justify="space-between" gap="3" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" overflowWrap="break-word">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="break-word">
            <chakra.span whiteSpace="nowrap">{orderDate(date)}</chakra.span> · {party}
          </Text>
        </Box>
        <Box flexShrink={0} maxW={{ sm: '13rem' }}>
          <MoneyStateBadge state={state} />
        </Box>
      </Flex>
      <chakra.dl
        display="grid"
        gridTemplateColumns="repeat(auto-fit, minmax(7.5rem, 1fr))"
        columnGap="4"
        rowGap="2"
        m="0"
        mt="3"
      >
        {figures.map((f) => (
          <Amount key={f.label} label={f.label} value={f.value} strong={f.strong} hint={f.hint} />
        ))}
      </chakra.dl>
    </Box>
  );
}

const saleRow = (e: Earning): RowProps => ({
  title: e.description,
  date: e.date,
  party: `Buyer: ${e.buyer_name}`,
  state: e.state,
  figures: [
    { label: FIGURES.price, value: e.gross },
    { label: FIGURES.fee, value: e.platform_fee, hint: 'paid by the buyer' },
    { label: FIGURES.net, value: e.net, strong: true },
  ],
  testId: 'earning-row',
});

/**
 * One vocabulary for sales and commission releases: the price, Crafti's 5% (which the buyer pays
 * on top of a sale's price, and which comes out of a milestone's price) and what the artist
 * receives. Crafti pays PayMongo's processing fee out of its 5%, so the artist bears none.
 */
const FIGURES = { price: 'Price', fee: 'Crafti’s 5%', net: 'You receive' } as const;

/** A commission milestone's release: Crafti's 5% comes out of it. */
const releaseRow = (c: CommissionEarning): RowProps => ({
  title: c.description,
  date: c.date,
  party: `Client: ${c.client_name}`,
  state: c.state,
  figures: [
    { label: FIGURES.price, value: c.gross },
    { label: FIGURES.fee, value: c.platform_fee, hint: 'from the price' },
    { label: FIGURES.net, value: c.net, strong: true },
  ],
  testId: 'commission-earning-row',
});

/**
 * The earnings view of the artist's Transactions: totals (this month, all time, held), each sale
 * with its gross, fees, net and where the money is, 10 a page, and every sale as a CSV download.
 * The figures are the ledger's, as the server stored them. Refreshed by the live 'payout' push
 * (and 'order': a sale paid or canceled).
 */
export function EarningsView({ artistId }: { artistId: string }) {
  const { cursor, pager } = useServerPages();
  const earnings = useEarnings(artistId, cursor);
  const exportCsv = useExportEarnings();
  const [exportFailed, setExportFailed] = useState(false);
  usePayoutsLive({ alsoOnOrder: true });

  if (earnings.isPending) {
    return (
      <Stack gap="3" role="status" aria-label={EARNINGS_TEXT.loading}>
        <Skeleton h="20" borderRadius="xl" />
        <Skeleton h="20" borderRadius="xl" />
      </Stack>
    );
  }
  if (earnings.isError && !earnings.data)
    return <FormAlert status="error">{userMessage(earnings.error, PAYOUT_MESSAGES.earningsFailed)}</FormAlert>;
  const page = earnings.data;

  function onExport() {
    setExportFailed(false);
    exportCsv.mutate(artistId, {
      onError: (err) => {
        console.error('Failed to export the earnings', err);
        setExportFailed(true);
      },
    });
  }

  return (
    <Stack gap="4">
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
        gap="3"
        m="0"
      >
        <Stat label={EARNINGS_TEXT.month} value={page.totals.month} testId="earnings-month" />
        <Stat label={EARNINGS_TEXT.allTime} value={page.totals.all_time} testId="earnings-all-time" />
        <Stat label={EARNINGS_TEXT.held} value={page.totals.held} testId="earnings-held" />
        <Stat label={EARNINGS_TEXT.wallet} value={page.totals.wallet} testId="earnings-wallet" />
      </chakra.dl>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Text fontSize="sm" color="fg.muted">
          {EARNINGS_TEXT.note}
        </Text>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          flexShrink={0}
          onClick={onExport}
          loading={exportCsv.isPending}
          loadingText={EARNINGS_TEXT.exporting}
        >
          {EARNINGS_TEXT.export}
        </Button>
      </Flex>
      {exportFailed ? <FormAlert status="error">{PAYOUT_MESSAGES.exportFailed}</FormAlert> : null}
      {page.commissions.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="semibold" id="commission-releases">
            Commission releases
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Crafti’s 5% comes out of each milestone’s price; what you receive goes to your PayMongo wallet.
          </Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-labelledby="commission-releases">
            {page.commissions.map((c) => (
              <EarningRow key={c.milestone_id} {...releaseRow(c)} />
            ))}
          </Stack>
        </Stack>
      ) : null}
      {page.items.length === 0 && !cursor && page.commissions.length > 0 ? null : page.items.length === 0 && !cursor ? (
        <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center">
          <Text fontWeight="semibold">{EARNINGS_TEXT.empty}</Text>
          <Text color="fg.muted" fontSize="sm">
            {EARNINGS_TEXT.emptyHint}
          </Text>
        </Box>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Earnings">
            {page.items.map((e) => (
              <EarningRow key={e.order_id} {...saleRow(e)} />
            ))}
          </Stack>
          <Pager {...pager(page)} format={EARNINGS_TEXT.showing} />
        </>
      )}
    </Stack>
  );
}

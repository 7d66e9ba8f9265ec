import { Badge, Box, Button, chakra, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { cancelRuleText, CLOSING_TEXT, FUNDING_TEXT, USAGE_TEXT, type Commission } from '@shared/schemas/commissions';
import { formatPeso } from '@shared/money';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { userMessage } from '@web/lib/api-client';
import { useProposalHistory } from '../../api/projects';
import { formatDay, fullName } from './rules';

/** The project's name, the two people, its status, and how it ended. */
export function CommissionHeader({ commission: c }: { commission: Commission }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
        {c.project_name}
      </Heading>
      <Text color="fg.muted">
        Artist: {fullName(c.artist)} · Client: {fullName(c.client)}
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        <Badge variant="subtle" colorPalette="blue">
          {c.status}
        </Badge>
        {c.closed ? (
          <Badge variant="subtle" colorPalette="gray" whiteSpace="normal" data-testid="commission-closed">
            {CLOSING_TEXT[c.closed]}
          </Badge>
        ) : null}
      </Flex>
    </Stack>
  );
}

const MONEY_ROWS: { key: keyof Commission['money']; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'funded', label: 'Funded' },
  { key: 'held', label: 'Held by Crafti' },
  { key: 'released', label: 'Released' },
  { key: 'refunded', label: 'Refunded' },
];

/** The money: total, funded, held, released, refunded; for the artist, what each release paid them. */
export function MoneySection({ commission: c }: { commission: Commission }) {
  const released = c.milestones.filter((m) => m.released_centavos > 0);
  return (
    <Box as="section" aria-labelledby="money-heading">
      <Heading as="h2" size="lg" id="money-heading" mb="3">
        Money
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3, md: 5 }} gap="3">
        {MONEY_ROWS.map((row) => (
          <Box key={row.key} borderWidth="1px" borderRadius="lg" p="3" minW="0">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {row.label}
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="bold" overflowWrap="anywhere" data-testid={`money-${row.key}`}>
              {formatPeso(c.money[row.key])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {c.side === 'artist' ? (
        <Stack gap="1" mt="3">
          <Text fontSize="sm">Crafti’s 5% is taken from each release.</Text>
          {released.length > 0 ? (
            <chakra.ul ps="5" fontSize="sm">
              {released.map((m) => (
                <li key={m.position}>
                  {m.name}: you receive {formatPeso(m.artist_net_centavos)} of {formatPeso(m.released_centavos)}
                </li>
              ))}
            </chakra.ul>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

function HistoryDialog({ threadId, open, onClose }: { threadId: string | null; open: boolean; onClose: () => void }) {
  // The negotiation's history hook of the proposals list (any version's id reads the whole thread).
  const history = useProposalHistory(threadId ?? '', open && Boolean(threadId));
  return (
    <Modal open={open} onClose={onClose} title="Negotiation history" size="lg">
      {history.isPending ? <Skeleton h="24" /> : null}
      {history.isError ? (
        <FormAlert status="error">{userMessage(history.error, 'Failed to load the negotiation history.')}</FormAlert>
      ) : null}
      {history.data ? <VersionList versions={history.data.versions} /> : null}
    </Modal>
  );
}

/** Each version of a negotiation, oldest first: who sent it, when, its total and what changed. */
export function VersionList({
  versions,
}: {
  versions: {
    version: number;
    by: { firstname: string; lastname: string };
    at: string;
    terms: { total_centavos: number };
    note: string | null;
    changes: string[];
    status: string;
  }[];
}) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
      {versions.map((v) => (
        <Box as="li" key={v.version} borderWidth="1px" borderRadius="lg" p="3">
          <Text fontWeight="semibold">
            Version {v.version} · {fullName(v.by)} · {formatDay(v.at)} · {v.status}
          </Text>
          <Text fontSize="sm">Total {formatPeso(v.terms.total_centavos)}</Text>
          {v.note ? <Text fontSize="sm">“{v.note}”</Text> : null}
          {v.changes.length > 0 ? (
            <chakra.ul ps="5" fontSize="sm" mt="1">
              {v.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </chakra.ul>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** The agreed terms, the version and date they were agreed, and the negotiation that led there. */
export function AgreementSection({ commission: c }: { commission: Commission }) {
  const [open, setOpen] = useState(false);
  const t = c.terms;
  if (!t) return null;
  return (
    <Box as="section" aria-labelledby="agreement-heading">
      <Heading as="h2" size="lg" id="agreement-heading" mb="3">
        Agreement
      </Heading>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' }}
        columnGap="4"
        rowGap="1"
        fontSize="sm"
      >
        <chakra.dt fontWeight="semibold">Usage</chakra.dt>
        <chakra.dd m="0">{USAGE_TEXT[t.usage]}</chakra.dd>
        <chakra.dt fontWeight="semibold">Delivery format</chakra.dt>
        <chakra.dd m="0" overflowWrap="anywhere">
          {t.delivery_format}
        </chakra.dd>
        <chakra.dt fontWeight="semibold">Cancellation</chakra.dt>
        <chakra.dd m="0">{cancelRuleText(t.cancel_keep_percent)}</chakra.dd>
        <chakra.dt fontWeight="semibold">Funding</chakra.dt>
        <chakra.dd m="0">{FUNDING_TEXT[t.funding]}</chakra.dd>
        <chakra.dt fontWeight="semibold">Agreed</chakra.dt>
        <chakra.dd m="0">
          {c.agreed_version ? `Version ${c.agreed_version}` : '—'}
          {c.agreed_at ? `, ${formatDay(c.agreed_at)}` : ''}
        </chakra.dd>
      </chakra.dl>
      {c.thread_id ? (
        <Button mt="3" size="sm" variant="outline" onClick={() => setOpen(true)}>
          Negotiation history
        </Button>
      ) : null}
      <HistoryDialog threadId={c.thread_id} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

const NOTICE_PALETTE = {
  info: { bg: 'blue.50', border: 'blue.300', fg: 'blue.900' },
  warning: { bg: 'red.50', border: 'red.300', fg: 'red.900' },
} as const;

/**
 * How the project stands (closed, in dispute, a payment on its way): shown, not announced, since
 * it is the page's state rather than the outcome of what was pressed (that shows beside the button).
 */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: keyof typeof NOTICE_PALETTE;
  title?: string;
  children?: ReactNode;
}) {
  const p = NOTICE_PALETTE[tone];
  return (
    <Box
      bg={p.bg}
      borderWidth="1px"
      borderColor={p.border}
      color={p.fg}
      borderRadius="md"
      px="4"
      py="3"
      overflowWrap="anywhere"
    >
      {title ? <Text fontWeight="semibold">{title}</Text> : null}
      {children ? <Text>{children}</Text> : null}
    </Box>
  );
}

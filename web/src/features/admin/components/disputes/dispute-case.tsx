import { Badge, Box, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  cancelRuleText,
  DELIVERY_OUTCOME_TEXT,
  FUNDING_TEXT,
  MILESTONE_MONEY_TEXT,
  USAGE_TEXT,
} from '@shared/messages/commissions';
import { formatDueDate } from '@shared/messages/projects';
import { formatPeso } from '@shared/money';
import type { CallResult } from '@web/lib/api-client';
import { formatDate, formatDateTime } from '../../utils/format';

type DisputeCase = CallResult<'GET /admin/disputes/{id}'>;
type Person = { user_id: string; firstname: string; lastname: string };
const MONEY_LABELS = [
  ['total', 'Total'],
  ['funded', 'Funded'],
  ['held', 'Held by Crafti'],
  ['released', 'Released'],
  ['refunded', 'Refunded'],
] as const;
const nameOf = (p: Person) => `${p.firstname} ${p.lastname}`.trim();

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * Everything an admin reads before deciding a dispute: who opened it and why, the money, the
 * agreed terms, each milestone with its deliveries and revision notes, the process timeline, the
 * negotiation, and the chat between the two (who said what).
 */
export function DisputeCaseView({ data }: { data: DisputeCase }) {
  const c = data.commission;
  const t = c.terms;
  const who = (id: string) =>
    id === c.artist.user_id
      ? `${nameOf(c.artist)} (artist)`
      : id === c.client.user_id
        ? `${nameOf(c.client)} (client)`
        : 'Someone else';
  return (
    <Stack gap="5" fontSize="sm" overflowWrap="anywhere">
      {c.dispute ? (
        <Part title="Statements">
          {/* Both sides, in the order they spoke: the cancellation asked for, then the dispute that answered it. */}
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
            {c.dispute.cancel_request ? (
              <Box as="li" borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle" data-testid="statement">
                <Text fontWeight="semibold">
                  The {c.dispute.cancel_request.by} (
                  {nameOf(c.dispute.cancel_request.by === 'artist' ? c.artist : c.client)}) asked to cancel on{' '}
                  {formatDateTime(c.dispute.cancel_request.at)}
                </Text>
                <Text whiteSpace="pre-line">{c.dispute.cancel_request.reason}</Text>
              </Box>
            ) : null}
            <Box as="li" borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle" data-testid="statement">
              <Text fontWeight="semibold">
                The {c.dispute.opened_by} ({nameOf(c.dispute.opened_by === 'artist' ? c.artist : c.client)}) opened the
                dispute on {formatDateTime(c.dispute.at)}
              </Text>
              <Text whiteSpace="pre-line">{c.dispute.reason}</Text>
            </Box>
          </Stack>
        </Part>
      ) : null}
      <Part title="Money">
        <SimpleGrid as="dl" columns={{ base: 2, sm: 5 }} gap="2">
          {MONEY_LABELS.map(([k, label]) => (
            <Box key={k}>
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="bold">
                {formatPeso(c.money[k])}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Part>
      {t ? (
        <Part title="Agreement">
          <Text>
            {USAGE_TEXT[t.usage]} · {t.delivery_format} · {FUNDING_TEXT[t.funding]}
          </Text>
          <Text>{cancelRuleText(t.cancel_keep_percent)}</Text>
          <Text color="fg.muted">
            {c.agreed_version ? `Version ${c.agreed_version}` : ''}
            {c.agreed_at ? `, agreed ${formatDate(c.agreed_at)}` : ''}
          </Text>
        </Part>
      ) : null}
      <Part title="Milestones and deliveries">
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {c.milestones.map((m) => (
            <Box as="li" key={m.position} borderWidth="1px" borderRadius="lg" p="3">
              <Flex gap="2" wrap="wrap" align="center">
                <Text fontWeight="semibold">
                  {m.position}. {m.name}
                </Text>
                <Badge variant="subtle" whiteSpace="normal">
                  {MILESTONE_MONEY_TEXT[m.money]}
                </Badge>
              </Flex>
              <Text color="fg.muted">
                {formatPeso(m.amount_centavos)} · due {formatDueDate(m.due_date)} · revisions {m.revisions_used} of{' '}
                {m.revisions_included} used
              </Text>
              {c.deliveries
                .filter((d) => d.position === m.position)
                .map((d) => (
                  <Box key={d.delivery_id} mt="2" ps="3" borderStartWidth="2px">
                    <Text fontWeight="medium">
                      Delivered {formatDateTime(d.at)} · {DELIVERY_OUTCOME_TEXT[d.outcome]}
                    </Text>
                    <Text whiteSpace="pre-line">{d.note}</Text>
                    <Flex gap="2" wrap="wrap" mt="1">
                      {d.files.map((f, i) => (
                        <chakra.a key={f.key} href={f.url} target="_blank" rel="noreferrer">
                          <chakra.img
                            src={f.url}
                            alt={`${m.name}, delivered image ${i + 1}`}
                            w="16"
                            h="16"
                            objectFit="cover"
                            borderRadius="md"
                            loading="lazy"
                          />
                        </chakra.a>
                      ))}
                    </Flex>
                    {d.revision_note ? <Text>Revision asked: {d.revision_note}</Text> : null}
                  </Box>
                ))}
            </Box>
          ))}
        </Stack>
      </Part>
      <Part title="Process timeline">
        {c.timeline.length === 0 ? <Text color="fg.muted">No updates.</Text> : null}
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {c.timeline.map((u) => (
            <Flex as="li" key={u.update_id} gap="2">
              {u.image ? (
                <chakra.img
                  src={u.image.url}
                  alt={`Work in progress, ${u.milestone_name}`}
                  w="16"
                  h="16"
                  objectFit="cover"
                  borderRadius="md"
                  loading="lazy"
                />
              ) : null}
              <Text>
                {formatDateTime(u.at)} · {u.milestone_name}: {u.note}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Part>
      <Part title="Negotiation history">
        {data.history && data.history.versions.length > 0 ? (
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
            {data.history.versions.map((v) => (
              <Box as="li" key={v.version}>
                <Text fontWeight="medium">
                  Version {v.version} by {nameOf(v.by)}, {formatDateTime(v.at)} · {v.status} ·{' '}
                  {formatPeso(v.terms.total_centavos)}
                </Text>
                {v.note ? <Text>“{v.note}”</Text> : null}
                {v.changes.length > 0 ? (
                  <chakra.ul ps="5">
                    {v.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </chakra.ul>
                ) : null}
              </Box>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No negotiation recorded.</Text>
        )}
      </Part>
      <Part title="Chat between them">
        {data.chat.length === 0 ? <Text color="fg.muted">No messages.</Text> : null}
        <Stack
          as="ol"
          gap="1"
          listStyleType="none"
          m="0"
          p="0"
          maxH="72"
          overflowY="auto"
          tabIndex={0}
          aria-label="Chat lines"
        >
          {data.chat.map((line, i) => (
            <li key={`${line.at}-${i}`}>
              <Text>
                <strong>{who(line.sender_id)}</strong>{' '}
                <chakra.span color="fg.muted">{formatDateTime(line.at)}</chakra.span>: {line.content}
              </Text>
            </li>
          ))}
        </Stack>
      </Part>
    </Stack>
  );
}

import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  MODERATION_ACTION_DONE,
  MODERATION_MESSAGES,
  REPORT_KIND_LABELS,
  type AppealOutcome,
} from '@shared/messages/moderation';
import type { AdminAppeal } from '@shared/schemas/moderation';
import { FormAlert } from '@web/components/ui/form-alert';
import { formatDateTime } from '../../utils/format';
import { personLabel } from './case-card';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}

/**
 * One open appeal: the decision appealed (what, why, by whom, when), the person and their text,
 * then Uphold / Reverse. When the decision was this admin's, it says another admin decides and
 * offers no buttons (the server refuses them too).
 */
export function AppealCard({ item, onDecide }: { item: AdminAppeal; onDecide: (outcome: AppealOutcome) => void }) {
  const headingId = useId();
  const { action, appeal } = item;
  const who = personLabel(item.person);
  return (
    <chakra.li
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p={{ base: '4', md: '5' }}
      aria-labelledby={headingId}
      data-testid="moderation-appeal"
      overflowWrap="anywhere"
    >
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" color="brand.800">
            {REPORT_KIND_LABELS[action.kind]}
          </Badge>
          <Text id={headingId} fontWeight="semibold">
            Appeal by {who}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(appeal.created_at)}
          </Text>
        </Flex>
        <Field label="Decision appealed">
          <Text>
            {MODERATION_ACTION_DONE[action.action]} by {personLabel(item.admin)}, {formatDateTime(action.created_at)}
          </Text>
          <Text color="fg.muted">Reason: {action.reason}</Text>
        </Field>
        {action.snippet ? (
          <Field label="Content">
            <Text whiteSpace="pre-wrap" bg="bg.muted" borderRadius="md" px="3" py="2">
              {action.snippet}
            </Text>
          </Field>
        ) : null}
        <Field label="Appeal">
          <Text whiteSpace="pre-wrap" data-testid="appeal-text">
            {appeal.text}
          </Text>
        </Field>
        {/* The decision was this admin's: another admin decides its appeal, so no buttons to press and be refused. */}
        {item.can_decide ? null : <FormAlert status="info">{MODERATION_MESSAGES.sameAdmin}</FormAlert>}
        {item.can_decide ? (
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => onDecide('uphold')}
              aria-label={`${MODERATION_MESSAGES.uphold} the decision on ${who}'s ${REPORT_KIND_LABELS[action.kind].toLowerCase()}`}
            >
              {MODERATION_MESSAGES.uphold}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => onDecide('reverse')}
              aria-label={`${MODERATION_MESSAGES.reverse} the decision on ${who}'s ${REPORT_KIND_LABELS[action.kind].toLowerCase()}`}
            >
              {MODERATION_MESSAGES.reverse}
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </chakra.li>
  );
}

import { Badge, Box, Button, chakra, Flex, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useId } from 'react';
import { MODERATION_MESSAGES, REPORT_KIND_LABELS, type ModerationAction } from '@shared/messages/moderation';
import type { ModerationCase, ModerationPerson } from '@shared/schemas/moderation';
import { DANGER_SOLID } from '@web/components/ui/danger-button';
import { formatDateTime } from '../../utils/format';

export const personLabel = (p: ModerationPerson | null) =>
  p ? `${p.name}${p.username ? ` (@${p.username})` : ''}` : 'Unknown';

/** The buttons of a case, in the order an admin weighs them. */
const ACTIONS: { action: ModerationAction; label: string; look: ButtonProps }[] = [
  { action: 'dismiss', label: 'Dismiss', look: { variant: 'outline', colorPalette: 'gray' } },
  { action: 'hide', label: 'Hide', look: { variant: 'outline', colorPalette: 'brand' } },
  { action: 'warn', label: 'Warn', look: { variant: 'outline', colorPalette: 'brand' } },
  { action: 'suspend', label: 'Suspend', look: DANGER_SOLID },
];

/**
 * One open case as a card (readable at 375 px, nothing to scroll sideways): the kind, the
 * content (its text and picture), its author, the count and each report's reason and details,
 * then the four decisions.
 */
export function CaseCard({ item, onAction }: { item: ModerationCase; onAction: (action: ModerationAction) => void }) {
  const headingId = useId();
  const kind = REPORT_KIND_LABELS[item.kind];
  return (
    <chakra.li
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p={{ base: '4', md: '5' }}
      aria-labelledby={headingId}
      data-testid="moderation-case"
      overflowWrap="anywhere"
    >
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" color="brand.800">
            {kind}
          </Badge>
          <Text id={headingId} fontWeight="semibold">
            {kind} by {personLabel(item.author)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {MODERATION_MESSAGES.openReports(item.open_reports)}
          </Text>
          {item.hidden_pending_review ? (
            <Badge colorPalette="red" variant="subtle" color="red.800">
              {MODERATION_MESSAGES.hiddenPendingReview}
            </Badge>
          ) : null}
        </Flex>
        {item.content ? (
          <Flex gap="3" align="flex-start" bg="bg.muted" borderRadius="md" p="3">
            {item.content.image_url ? (
              <chakra.img
                src={item.content.image_url}
                alt={`The reported ${kind.toLowerCase()}'s picture`}
                w="20"
                h="20"
                objectFit="cover"
                borderRadius="md"
                flexShrink={0}
              />
            ) : null}
            <Text whiteSpace="pre-wrap" minW="0" data-testid="case-content">
              {item.content.snippet}
            </Text>
          </Flex>
        ) : (
          <Text color="fg.muted" fontStyle="italic">
            {MODERATION_MESSAGES.contentGone}
          </Text>
        )}
        <Box>
          <Text
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wide"
            color="fg.muted"
            mb="1"
          >
            Reports
          </Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {item.reports.map((r) => (
              <Box as="li" key={`${r.reporter.user_id}:${r.created_at}`} fontSize="sm">
                <Text>
                  <chakra.span fontWeight="semibold">{r.reason}</chakra.span> · {personLabel(r.reporter)} ·{' '}
                  {formatDateTime(r.created_at)}
                </Text>
                {r.details ? <Text color="fg.muted">{r.details}</Text> : null}
              </Box>
            ))}
          </Stack>
        </Box>
        <Flex gap="2" wrap="wrap">
          {ACTIONS.map((a) => (
            <Button
              key={a.action}
              size="sm"
              {...a.look}
              onClick={() => onAction(a.action)}
              aria-label={`${a.label}: ${kind} by ${personLabel(item.author)}`}
            >
              {a.label}
            </Button>
          ))}
        </Flex>
      </Stack>
    </chakra.li>
  );
}

import { Badge, Box, Button, chakra, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import {
  APPEAL_STATUS_LABELS,
  MODERATION_ACTION_DONE,
  MODERATION_MESSAGES,
  REPORT_KIND_LABELS,
} from '@shared/messages/moderation';
import type { MyModeration } from '@shared/schemas/moderation';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useAppeal, useMyModeration } from '../api/moderation';
import { AppealForm } from '../components/appeal-form';

type Decision = MyModeration['actions'][number];

/** Where the decided content is, for its author (comments on their post's page, messages in /messages). */
function contentPath(d: Decision, role: string | null): string | null {
  switch (d.kind) {
    case 'art':
      return `/art/${d.target_id}`;
    case 'post':
      return `/community/post/${d.target_id}`;
    case 'comment':
      return `/community/post/${d.target_id.slice(d.target_id.indexOf('.') + 1)}`;
    case 'profile':
      return role === 'Artist' || role === 'Client' ? `/${role.toLowerCase()}-profile` : null;
    case 'message':
      return '/messages';
    default:
      return null;
  }
}

const dateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

/** Where the decision's appeal stands: open, decided (with the deciding admin's reason), or none yet. */
function AppealState({ decision }: { decision: Decision }) {
  const appeal = decision.appeal;
  if (!appeal) return null;
  const status = appeal.status === 'open' ? 'info' : appeal.status === 'reversed' ? 'success' : 'error';
  return (
    <FormAlert status={status} title={APPEAL_STATUS_LABELS[appeal.status]}>
      <Text>Your appeal: {appeal.text}</Text>
      {appeal.decision_reason ? <Text mt="1">Reason: {appeal.decision_reason}</Text> : null}
    </FormAlert>
  );
}

function DecisionCard({ decision, role }: { decision: Decision; role: string | null }) {
  const headingId = useId();
  const appeal = useAppeal();
  const [appealing, setAppealing] = useState(false);
  const [sent, setSent] = useState<{ text: string; key: number } | null>(null);
  const title = MODERATION_ACTION_DONE[decision.action];
  const path = decision.action === 'suspend' ? null : contentPath(decision, role);
  return (
    <chakra.li
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p={{ base: '4', md: '5' }}
      aria-labelledby={headingId}
      data-testid="moderation-decision"
      overflowWrap="anywhere"
    >
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <Badge colorPalette="brand" variant="subtle" color="brand.800">
            {REPORT_KIND_LABELS[decision.kind]}
          </Badge>
          {decision.reversed ? (
            <Badge colorPalette="green" variant="subtle" color="green.800">
              Reversed
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={decision.created_at}>{when(decision.created_at)}</time>
        </Text>
        <Box>
          <Text fontWeight="semibold">Reason</Text>
          <Text data-testid="decision-reason">{decision.reason}</Text>
        </Box>
        {decision.snippet ? (
          <Text whiteSpace="pre-wrap" bg="bg.muted" borderRadius="md" px="3" py="2" fontSize="sm">
            {decision.snippet}
          </Text>
        ) : null}
        {path ? (
          <chakra.a asChild color="brand.700" fontWeight="semibold" textDecoration="underline" alignSelf="flex-start">
            <Link to={path}>View the {REPORT_KIND_LABELS[decision.kind].toLowerCase()}</Link>
          </chakra.a>
        ) : null}
        <AppealState decision={decision} />
        {sent ? (
          <OutcomeAlert key={sent.key} status="success">
            {sent.text}
          </OutcomeAlert>
        ) : null}
        {decision.appealable && !decision.appeal && !appealing ? (
          <Box>
            <Button
              colorPalette="brand"
              variant="outline"
              size="sm"
              onClick={() => setAppealing(true)}
              aria-label={`${MODERATION_MESSAGES.appeal}: ${title}`}
            >
              {MODERATION_MESSAGES.appeal}
            </Button>
          </Box>
        ) : null}
        {appealing && !decision.appeal ? (
          <AppealForm
            label={`Appeal: ${title}`}
            onCancel={() => setAppealing(false)}
            send={async (text) => {
              const answer = await appeal.mutateAsync({ action_id: decision.action_id, text });
              setAppealing(false);
              setSent({ text: answer.message, key: Date.now() });
            }}
          />
        ) : null}
      </Stack>
    </chakra.li>
  );
}

/**
 * /moderation: the decisions admins took about me (content hidden, warnings, a suspension lifted
 * on appeal), newest first, each with its reason and date; each may be appealed once, with a
 * text, and then shows its appeal's state and outcome. The moderation notifications link here.
 */
export function Component() {
  usePageTitle(MODERATION_MESSAGES.mineTitle);
  const { user, role } = useAuth();
  const mine = useMyModeration(user?.userId);
  const decisions = mine.data?.actions ?? [];

  let body;
  if (mine.isPending)
    body = <Skeleton h="32" borderRadius="xl" role="status" aria-label="Loading your moderation decisions" />;
  else if (mine.isError)
    body = <FormAlert status="error">{userMessage(mine.error, MODERATION_MESSAGES.mineFailed)}</FormAlert>;
  else if (decisions.length === 0)
    body = (
      <Box borderWidth="1px" borderRadius="xl" p="8" textAlign="center" color="fg.muted">
        {MODERATION_MESSAGES.mineEmpty}
      </Box>
    );
  else
    body = (
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={MODERATION_MESSAGES.mineTitle}>
        {decisions.map((d) => (
          <DecisionCard key={d.action_id} decision={d} role={role} />
        ))}
      </Stack>
    );

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {MODERATION_MESSAGES.mineTitle}
          </Heading>
          <Text color="fg.muted">
            What admins decided about your content or account, and why. You may appeal each decision once; another admin
            decides.
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}

import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { formatPeso } from '@shared/money';
import {
  destinationLabel,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_TEXT,
  PAYOUT_TEXT,
  type PayoutStatus,
} from '@shared/messages/payouts';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { userMessage } from '@web/lib/api-client';
import { usePayoutAccount, usePayoutsLive } from '@web/api/payouts';
import { OnboardingForm } from './onboarding-form';
import { PayoutStatusBadge } from './payout-status-badge';

/** The statuses in which the artist (re)sends their details. */
const EDITABLE: readonly PayoutStatus[] = ['not_started', 'rejected', 'more_information'];

/**
 * The artist's Payouts tab (profile, `?tab=payouts`): where their PayMongo payout account stands
 * and what to do next, where payouts go, what Crafti holds for them, and the onboarding form
 * while there is something to send. Refreshed by the live 'payout' push.
 */
export function PayoutsTab({ userId }: { userId: string }) {
  const account = usePayoutAccount(userId);
  usePayoutsLive();
  const [formOpen, setFormOpen] = useState(false);
  // The outcome of the last send, shown above the form (a new key each time brings it into view).
  const [outcome, setOutcome] = useState<{ key: number; status: 'success' | 'info'; text: string } | null>(null);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  if (account.isPending) {
    return (
      <Stack gap="3" role="status" aria-label={PAYOUT_TEXT.loading}>
        <Skeleton h="24" borderRadius="xl" />
      </Stack>
    );
  }
  if (account.isError && !account.data)
    return <FormAlert status="error">{userMessage(account.error, PAYOUT_MESSAGES.fetchFailed)}</FormAlert>;

  const a = account.data;
  const text = PAYOUT_STATUS_TEXT[a.status];
  const editable = EDITABLE.includes(a.status);
  const showForm = editable && formOpen;

  return (
    <Stack gap="5">
      <Stack gap="4" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} data-testid="payout-account">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {PAYOUT_TEXT.heading}
          </Heading>
          <PayoutStatusBadge status={a.status} size="lg" />
        </Flex>
        <Text data-testid="payout-next">{text.next}</Text>
        {a.reason && (a.status === 'rejected' || a.status === 'more_information') ? (
          <Box
            borderLeftWidth="4px"
            borderColor={a.status === 'rejected' ? 'red.600' : 'orange.500'}
            bg="bg.muted"
            px="4"
            py="3"
            borderRadius="md"
            data-testid="payout-reason"
          >
            <Text fontSize="sm" fontWeight="semibold">
              {PAYOUT_TEXT.reason}
            </Text>
            <Text overflowWrap="anywhere">{a.reason}</Text>
          </Box>
        ) : null}
        {a.destination && a.account_last4 ? (
          <Text fontWeight="medium" data-testid="payout-destination">
            {PAYOUT_TEXT.destination(destinationLabel(a.destination), a.account_last4)}
          </Text>
        ) : null}
        {a.held > 0 ? (
          <Text fontWeight="medium" color="yellow.900" data-testid="payout-held">
            {PAYOUT_TEXT.held(formatPeso(a.held))}
          </Text>
        ) : null}
        {editable ? (
          <Box>
            <Button
              ref={toggle}
              colorPalette="brand"
              variant={showForm ? 'outline' : 'solid'}
              onClick={() => {
                setOutcome(null);
                setFormOpen((open) => !open);
              }}
              aria-expanded={showForm}
              aria-controls={showForm ? formId : undefined}
            >
              {a.status === 'not_started' ? PAYOUT_TEXT.setUp : PAYOUT_TEXT.sendAgain}
            </Button>
          </Box>
        ) : null}
      </Stack>

      {outcome && (outcome.status !== 'success' || a.status === 'in_review') ? (
        <OutcomeAlert key={outcome.key} status={outcome.status} focus>
          {outcome.text}
        </OutcomeAlert>
      ) : null}

      {showForm ? (
        <OnboardingForm
          id={formId}
          userId={userId}
          account={a}
          submitLabel={PAYOUT_TEXT.send}
          onSubmitted={() => {
            setFormOpen(false);
            setOutcome((o) => ({ key: (o?.key ?? 0) + 1, status: 'success', text: PAYOUT_MESSAGES.submitted }));
          }}
          onStale={(text) => {
            setFormOpen(false);
            setOutcome((o) => ({ key: (o?.key ?? 0) + 1, status: 'info', text }));
          }}
          onCancel={() => {
            setFormOpen(false);
            toggle.current?.focus();
          }}
        />
      ) : null}
    </Stack>
  );
}

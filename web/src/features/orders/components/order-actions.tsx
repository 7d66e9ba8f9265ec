import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { FulfilmentEvent } from '@shared/fulfilment';
import type { Order } from '@shared/schemas/orders';
import { DecideOrderForm } from '@web/components/orders/decide-order-form';
import {
  AcceptAction,
  CancelAction,
  ContestAction,
  ReadyAction,
  ReturnReceivedAction,
  ShipAction,
} from './artist-actions';
import { AskRefundAction, ExtendAction, ReceiveAction, ReturnShipAction, WithdrawAction } from './buyer-actions';
import { useOutcome } from './outcome';

/**
 * What the reader can do with the order now: exactly the server's `actions` (shared/fulfilment.ts
 * actionsOf, computed for the caller), in the order a person takes them; the outcome of each
 * step shows under the buttons.
 */
export function OrderActions({ order }: { order: Order }) {
  const outcome = useOutcome();
  const has = (e: FulfilmentEvent) => order.actions.includes(e);
  const buttons = [
    has('ship') ? <ShipAction key="ship" order={order} onDone={outcome.done} /> : null,
    has('ready') ? <ReadyAction key="ready" order={order} run={outcome.run} /> : null,
    has('receive') ? <ReceiveAction key="receive" order={order} run={outcome.run} /> : null,
    has('return_ship') ? <ReturnShipAction key="return_ship" order={order} onDone={outcome.done} /> : null,
    has('return_receive') ? <ReturnReceivedAction key="return_receive" order={order} run={outcome.run} /> : null,
    has('accept') ? <AcceptAction key="accept" order={order} onDone={outcome.done} /> : null,
    has('contest') ? <ContestAction key="contest" order={order} onDone={outcome.done} /> : null,
    has('ask_refund') ? <AskRefundAction key="ask_refund" order={order} onDone={outcome.done} /> : null,
    has('extend') ? <ExtendAction key="extend" order={order} run={outcome.run} /> : null,
    has('withdraw') ? <WithdrawAction key="withdraw" order={order} run={outcome.run} /> : null,
    has('cancel') ? <CancelAction key="cancel" order={order} onDone={outcome.done} /> : null,
  ].filter(Boolean);
  const deciding = has('decide');
  if (buttons.length === 0 && !deciding && !outcome.shown) return null;
  return (
    <Box
      as="section"
      aria-labelledby="order-actions-heading"
      borderWidth="1px"
      borderRadius="xl"
      p="4"
      bg="bg.subtle"
      data-testid="order-actions"
    >
      <Heading as="h2" size="md" id="order-actions-heading" mb="3">
        {buttons.length > 0 || deciding ? 'Next step' : 'Done'}
      </Heading>
      <Stack gap="3">
        {buttons.length > 0 ? (
          <Flex gap="2" wrap="wrap">
            {buttons}
          </Flex>
        ) : null}
        {deciding ? <DecideOrderForm order={order} onDecided={outcome.done} /> : null}
        {outcome.alert}
      </Stack>
    </Box>
  );
}

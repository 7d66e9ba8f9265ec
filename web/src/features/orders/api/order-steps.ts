import type { Courier, RefundReason } from '@shared/fulfilment';
import { call } from '@web/lib/api-client';
import { useOrderStep } from '@web/api/orders';

/**
 * The fulfilment steps of the order page (docs/fulfilment.md), one hook each; every answer is
 * `{ message, order }`: the message shows beside the button, the order replaces the one shown.
 */

export const useShip = (orderId: string) =>
  useOrderStep(orderId, (body: { courier: Courier; tracking: string; photo_key?: string }) =>
    call('POST /api/orders/{orderId}/ship', { params: { orderId }, body }),
  );

export const useReady = (orderId: string) =>
  useOrderStep(orderId, () => call('POST /api/orders/{orderId}/ready', { params: { orderId } }));

export const useCancelOrder = (orderId: string) =>
  useOrderStep(orderId, (reason: string) =>
    call('POST /api/orders/{orderId}/cancel', { params: { orderId }, body: { reason } }),
  );

export const useReceive = (orderId: string) =>
  useOrderStep(orderId, () => call('POST /api/orders/{orderId}/receive', { params: { orderId } }));

export const useExtend = (orderId: string) =>
  useOrderStep(orderId, () => call('POST /api/orders/{orderId}/extend', { params: { orderId } }));

export const useAskRefund = (orderId: string) =>
  useOrderStep(
    orderId,
    (body: { reason: RefundReason; details: string; photo_keys: string[]; amount_centavos: number }) =>
      call('POST /api/orders/{orderId}/refund-request', { params: { orderId }, body }),
  );

export const useWithdrawRefund = (orderId: string) =>
  useOrderStep(orderId, () => call('DELETE /api/orders/{orderId}/refund-request', { params: { orderId } }));

export const useAcceptRefund = (orderId: string) =>
  useOrderStep(orderId, (body: { return_required: boolean; note?: string }) =>
    call('POST /api/orders/{orderId}/refund-request/accept', { params: { orderId }, body }),
  );

export const useContestRefund = (orderId: string) =>
  useOrderStep(orderId, (statement: string) =>
    call('POST /api/orders/{orderId}/refund-request/contest', { params: { orderId }, body: { statement } }),
  );

export const useReturnShip = (orderId: string) =>
  useOrderStep(orderId, (body: { courier: Courier; tracking: string }) =>
    call('POST /api/orders/{orderId}/return', { params: { orderId }, body }),
  );

export const useReturnReceived = (orderId: string) =>
  useOrderStep(orderId, () => call('POST /api/orders/{orderId}/return/received', { params: { orderId } }));

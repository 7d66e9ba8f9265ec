import type { RouteKey } from '@shared/api/contracts';
import { orderAt, state, type OrderStage, type Request, type Sample } from './fixtures';

/** The fulfilment routes' samples (issue 47): each order made for the cell and moved to the stage its route acts on. */

/** A fulfilment step of the artist's: an order of `me` (an artist) or of the matrix's seller, at `stage`. */
const artistStep =
  (stage: OrderStage, extra: () => Omit<Request, 'params' | 'owners'> = () => ({})): Sample =>
  async ({ me, role, people }) => {
    const o = await orderAt(role === 'Artist' ? me : state.seller, people.Client, stage);
    return { params: { orderId: o.orderId }, owners: [o.artist], ...extra() };
  };
/** A fulfilment step of the buyer's: an order bought by `me` (a client) or by the matrix's client, at `stage`. */
const buyerStep =
  (stage: OrderStage, extra: () => Omit<Request, 'params' | 'owners'> = () => ({})): Sample =>
  async ({ me, role, people }) => {
    const o = await orderAt(state.seller, role === 'Client' ? me : people.Client, stage);
    return { params: { orderId: o.orderId }, owners: [o.buyer], ...extra() };
  };

export const ORDER_SAMPLES = {
  'GET /api/orders/{orderId}': async ({ me, role, people }) => {
    const o = await orderAt(role === 'Artist' ? me : state.seller, role === 'Client' ? me : people.Client, 'shipped');
    return { params: { orderId: o.orderId }, owners: [o.artist, o.buyer] };
  },
  'GET /api/order-queue': () => ({ query: { lane: 'to_ship' } }),
  'POST /api/orders/{orderId}/ship': artistStep('to_ship', () => ({
    body: { courier: 'jnt', tracking: 'JT0009876543' },
  })),
  'POST /api/orders/{orderId}/ready': artistStep('pickup'),
  'POST /api/orders/{orderId}/cancel': artistStep('to_ship', () => ({
    body: { reason: 'The piece cracked in the kiln.' },
  })),
  'POST /api/orders/{orderId}/receive': buyerStep('shipped'),
  'POST /api/orders/{orderId}/extend': buyerStep('shipped'),
  'POST /api/orders/{orderId}/refund-request': buyerStep('shipped', () => ({
    body: {
      reason: 'incomplete',
      details: 'One of the two coasters is missing.',
      photo_keys: [],
      amount_centavos: 4_000,
    },
  })),
  'DELETE /api/orders/{orderId}/refund-request': buyerStep('refund_requested'),
  'POST /api/orders/{orderId}/refund-request/accept': artistStep('refund_requested', () => ({
    body: { return_required: false },
  })),
  'POST /api/orders/{orderId}/refund-request/contest': artistStep('refund_requested', () => ({
    body: { statement: 'It was whole when I packed it.' },
  })),
  'POST /api/orders/{orderId}/return': buyerStep('return_requested', () => ({
    body: { courier: 'lbc', tracking: 'LBC999888777' },
  })),
  'POST /api/orders/{orderId}/return/received': artistStep('returning'),
  'GET /admin/order-disputes': () => ({}),
  'POST /admin/order-disputes/{orderId}/decide': async ({ people }) => {
    const o = await orderAt(state.seller, people.Client, 'disputed');
    return { params: { orderId: o.orderId }, body: { refund_centavos: 2_500, note: 'Half the damage is shown.' } };
  },
} satisfies Partial<Record<RouteKey, Sample>>;

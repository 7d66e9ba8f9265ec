import * as z from 'zod';

/** Messages a browser sends over the WebSocket (API Gateway routes on `action`). */
export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping'), id: z.string().max(64).optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages the server pushes through `@connections`. */
export type ServerMessage =
  | { type: 'pong'; id?: string; at: string }
  | { type: 'error'; message: string }
  /** The person's cart count changed (the badge). */
  | { type: 'cart'; count: number }
  /** A notification arrived or was read or removed: the unread count now, and the new one if any. */
  | { type: 'notification'; unread: number; notification?: LiveNotification }
  /** An order of the person (as buyer or seller) changed its payment or fulfilment status. */
  | { type: 'order'; orderId: string; checkoutId: string; payment_status: string; status: string };

/** A notification as pushed (the list's shape). */
export interface LiveNotification {
  id: string;
  message: string;
  is_read: boolean;
  created_at: string;
  type: string;
  link: string | null;
}

/** Name of the query parameter that carries the Cognito ID token on `$connect`. */
export const WS_TOKEN_PARAM = 'token';

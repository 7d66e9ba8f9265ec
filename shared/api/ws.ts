import * as z from 'zod';
import { sendMessageBodySchema } from '../schemas/chat';
import type { ErrorCode } from './errors';

/** Messages a browser sends over the WebSocket (API Gateway routes on `action`). */
const shownCount = z.number().int().min(-1).max(1_000_000);

export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping'), id: z.string().max(64).optional() }),
  /**
   * Sent when the socket opens, with the badge counts the tab shows (-1: not known): the server
   * answers `hello` with the counts now and which of them differ, so a push lost before the socket
   * opened is caught up without another request.
   */
  z.object({
    action: z.literal('hello'),
    counts: z.object({ cart: shownCount, notifications: shownCount, messages: shownCount }),
  }),
  /** A chat send over the socket (the same as POST /conversations/{id}/messages); answered by `chat-ack` or `chat-error`. */
  sendMessageBodySchema.extend({ action: z.literal('send'), conversation_id: z.string().min(1).max(300) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages the server pushes through `@connections`. */
export type ServerMessage =
  | { type: 'pong'; id?: string; at: string }
  /** The answer to `hello`: the badge counts now, and which differ from what the tab showed. */
  | {
      type: 'hello';
      counts: { cart: number; notifications: number; messages: number };
      changed: ('cart' | 'notifications' | 'messages')[];
    }
  | { type: 'error'; message: string }
  /** The person's cart count changed (the badge). */
  | { type: 'cart'; count: number }
  /** A notification arrived or was read or removed: the unread count now, and the new one if any. */
  | { type: 'notification'; unread: number; notification?: LiveNotification }
  /** An order of the person (as buyer or seller) changed its payment or fulfilment status. */
  | { type: 'order'; orderId: string; checkoutId: string; payment_status: string; status: string }
  /** The artist's payout account or earnings changed (status, a transfer, a refund): read them again. */
  | { type: 'payout' }
  /** A chat message in a conversation of the person (theirs or the other's), with their unread total now. */
  | { type: 'chat-message'; message: LiveChatMessage; unread_total: number }
  /** Someone read a conversation of the person: the other person (for "Seen"), or themselves in another tab. */
  | { type: 'chat-read'; conversation_id: string; reader_id: string; read_up_to: string | null; unread_total: number }
  /** A send over the socket was stored (`delivered`: it reached an open tab of the other person). */
  | { type: 'chat-ack'; client_id: string; message: LiveChatMessage; delivered: boolean }
  /** A send over the socket was refused. */
  | { type: 'chat-error'; client_id: string; status: number; code: ErrorCode; message: string }
  /** A block between the person and `other_id` began or ended: their conversation and profile read again (`blocked` as the person may know it). */
  | { type: 'block'; other_id: string; blocked: 'by_you' | 'unavailable' | null };

/** A chat message as pushed (the history's shape). */
export interface LiveChatMessage {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  created_at: string;
  client_id: string | null;
}

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

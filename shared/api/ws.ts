import * as z from 'zod';

/** Messages a browser sends over the WebSocket (API Gateway routes on `action`). */
export const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping'), id: z.string().max(64).optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages the server pushes through `@connections`. */
export type ServerMessage = { type: 'pong'; id?: string; at: string } | { type: 'error'; message: string };

/** Name of the query parameter that carries the Cognito ID token on `$connect`. */
export const WS_TOKEN_PARAM = 'token';

import { useEffect, useRef } from 'react';
import { subscribeLive, subscribeLiveReconnect, type LiveMessage, type LiveType } from './live-socket';

/**
 * The live connection (DESIGN §8): one WebSocket per signed-in tab, carrying the server's pushes
 * (`ServerMessage` in shared/api/ws.ts). Features subscribe by message type while mounted:
 *
 *   useLiveMessage('notification', (m) => setUnread(m.unread));
 *   useLiveReconnect(() => refetchWhatMayHaveBeenMissed());
 *
 * and code outside React with `subscribeLive` / `subscribeLiveReconnect` (live-socket.ts). The
 * socket (live-socket.ts: backoff with jitter, pings, reconnects) is opened by app/ only while
 * someone is signed in, and closed on sign-out; neither file is in the first load of `/`.
 */

export { subscribeLive, subscribeLiveReconnect, type LiveMessage, type LiveType };

/** While the component is mounted, `handler` gets every push of `type` (the latest handler is used). */
export function useLiveMessage<T extends LiveType>(type: T, handler: (message: LiveMessage<T>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive(type, (m) => latest.current(m)), [type]);
}

/**
 * While the component is mounted, `handler` runs each time the socket opens again after a drop:
 * pushes sent meanwhile were lost, so refetch what they would have changed.
 */
export function useLiveReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveReconnect(() => latest.current()), []);
}

import { useEffect, useRef } from 'react';
import { subscribeLive, subscribeLiveOpen, type LiveMessage, type LiveType } from './live-socket';

/**
 * The live connection (DESIGN §8): one WebSocket per signed-in tab, carrying the server's pushes
 * (`ServerMessage` in shared/api/ws.ts). Features subscribe by message type while mounted:
 *
 *   useLiveMessage('notification', (m) => setUnread(m.unread));
 *   useLiveOpen(() => refetchWhatMayHaveBeenMissed());
 *
 * and code outside React with `subscribeLive` / `subscribeLiveOpen` (live-socket.ts). The
 * socket (live-socket.ts: backoff with jitter, pings, reconnects) is opened by app/ only while
 * someone is signed in, and closed on sign-out; neither file is in the first load of `/`.
 */

export { subscribeLive, subscribeLiveOpen, type LiveMessage, type LiveType };

/** While the component is mounted, `handler` gets every push of `type` (the latest handler is used). */
export function useLiveMessage<T extends LiveType>(type: T, handler: (message: LiveMessage<T>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive(type, (m) => latest.current(m)), [type]);
}

/**
 * While the component is mounted, `handler` runs each time the socket opens (the first time, too):
 * pushes sent while there was no socket were lost, so refetch what they would have changed.
 */
export function useLiveOpen(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveOpen(() => latest.current()), []);
}

/**
 * A JWT's claims read without checking it (the API checks every token it is given): the stored ID
 * token's expiry (./stored-token.ts) and the token a tab hands the service worker
 * (web/src/sw/chat-outbox.ts). Free of the page's globals, so the worker bundles it too.
 */

/** The JSON payload of a JWT (base64url, UTF-8), or null. */
export function jwtPayload(token: string): Record<string, unknown> | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const binary = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

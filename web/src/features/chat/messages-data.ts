import type { EarlyRequest } from '@web/lib/early-requests';

/**
 * What CraftiChat (/messages) asks the API for as it first renders: the conversation list and,
 * when the address opens one (`?c=<id>`), that conversation and its newest messages. The entry
 * (app/early-requests.ts) starts the same requests beside the page's code.
 */

/** The conversation the address opens, or null. */
export const openConversationOf = (search: string | URLSearchParams): string | null =>
  new URLSearchParams(search).get('c') || null;

export function messagesRequests(search: string): EarlyRequest[] {
  const id = openConversationOf(search);
  return [
    { routeKey: 'GET /conversations' },
    ...(id
      ? ([
          { routeKey: 'GET /conversations/{id}', params: { id } },
          { routeKey: 'GET /conversations/{id}/messages', params: { id } },
        ] as const)
      : []),
  ];
}

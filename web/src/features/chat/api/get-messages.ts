import type { ChatMessage } from '@shared/schemas/chat';
import { call } from '@web/lib/api-client';

/** The newest page of a conversation, or (with `cursor`) the page before. Oldest first. */
export const getMessages = (id: string, cursor?: string) => call('GET /conversations/{id}/messages', { params: { id }, query: { cursor } });

/** Everything after `after`, following the pages to the end (a reconnecting tab catching up). */
export async function getMessagesAfter(id: string, after: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let cursor: string | undefined;
  do {
    const page = await call('GET /conversations/{id}/messages', { params: { id }, query: cursor ? { cursor } : { after } });
    all.push(...page.messages);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

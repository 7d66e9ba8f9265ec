import { call } from '@web/lib/api-client';

/** The pair's conversation: made now, or the one it already has. */
export const startConversation = (userId: string) => call('POST /conversations', { body: { user_id: userId } });

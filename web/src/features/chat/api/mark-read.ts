import { call } from '@web/lib/api-client';

export const markConversationRead = (id: string) => call('PUT /conversations/{id}/read', { params: { id } });

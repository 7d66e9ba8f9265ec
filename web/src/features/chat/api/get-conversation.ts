import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { chatKeys } from './keys';

export const getConversation = (id: string) => call('GET /conversations/{id}', { params: { id } });

export function useConversation(id: string | null) {
  return useQuery({ queryKey: chatKeys.conversation(id ?? ''), queryFn: () => getConversation(id!), enabled: Boolean(id) });
}

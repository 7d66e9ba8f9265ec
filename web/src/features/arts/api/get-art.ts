import { useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';
import { artQueryKey } from './keys';

export const getArt = (artId: string) => call('GET /api/art/{artId}', { params: { artId } });

export function useArt(artId: string | undefined) {
  return useQuery({ queryKey: artQueryKey(artId), queryFn: () => getArt(artId!), enabled: Boolean(artId) });
}

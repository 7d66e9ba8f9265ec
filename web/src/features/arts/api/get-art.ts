import { useQuery } from '@tanstack/react-query';
import { ErrorCodes } from '@shared/api/errors';
import { ART_MESSAGES } from '@shared/messages/arts';
import { call, isApiError } from '@web/lib/api-client';
import { artQueryKey } from './keys';

export const getArt = (artId: string) => call('GET /api/art/{artId}', { params: { artId } });

/** The spec's texts for an art that did not load: 'Art not found.', a malformed id 'Invalid art ID.', otherwise the generic one. */
export function artLoadFailure(err: unknown): string {
  if (isApiError(err, ErrorCodes.artNotFound) || isApiError(err, ErrorCodes.routeNotFound)) return ART_MESSAGES.notFound;
  if (isApiError(err, ErrorCodes.validation) || isApiError(err, ErrorCodes.badRequest)) return ART_MESSAGES.invalidId;
  return ART_MESSAGES.detailsFailed;
}

export function useArt(artId: string | undefined) {
  return useQuery({ queryKey: artQueryKey(artId), queryFn: () => getArt(artId!), enabled: Boolean(artId) });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/api/admin';
import { artKeys } from '@web/api/arts';
import { wishlistKeys } from '@web/api/wishlist';
import { ErrorCodes } from '@shared/api/errors';
import { ART_MESSAGES } from '@shared/messages/arts';
import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import { call, isApiError, type CallInput } from '@web/lib/api-client';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';

/** The arts feature's queries and writes; the keys, Browse Arts and the verified artists are in @web/api/arts. */

export const getArtistArts = (artistId: string, cursor: string | null, limit?: number) =>
  call('GET /api/arts/{id}', { params: { id: artistId }, query: { cursor: cursor ?? undefined, limit } });

export const artistArtsQuery = (artistId: string | undefined, cursor: string | null, limit?: number) =>
  queryOptions({
    queryKey: artKeys.artist(artistId, cursor, limit),
    queryFn: () => getArtistArts(artistId!, cursor, limit),
  });

/** One page of an artist's arts, newest first, with their total (My Arts: six a page). */
export function useArtistArts(artistId: string | undefined, cursor: string | null, limit?: number) {
  return useQuery({
    ...artistArtsQuery(artistId, cursor, limit),
    enabled: Boolean(artistId),
    placeholderData: keepPreviousData,
  });
}

export const getArt = (artId: string) => call('GET /api/art/{artId}', { params: { artId } });

/** The spec's texts for an art that did not load: 'Art not found.', a malformed id 'Invalid art ID.', otherwise the generic one. */
export function artLoadFailure(err: unknown): string {
  if (
    isApiError(err, 'GET /api/art/{artId}', ErrorCodes.artNotFound) ||
    isApiError(err, 'GET /api/art/{artId}', ErrorCodes.routeNotFound)
  )
    return ART_MESSAGES.notFound;
  if (isApiError(err, 'GET /api/art/{artId}', ErrorCodes.contentHidden)) return MODERATION_MESSAGES.hiddenNotFound;
  if (
    isApiError(err, 'GET /api/art/{artId}', ErrorCodes.validation) ||
    isApiError(err, 'GET /api/art/{artId}', ErrorCodes.badRequest)
  )
    return ART_MESSAGES.invalidId;
  return ART_MESSAGES.detailsFailed;
}

export const artQuery = (artId: string | undefined) =>
  queryOptions({ queryKey: artKeys.detail(artId), queryFn: () => getArt(artId!), enabled: Boolean(artId) });

/** One art; what the boot fetched for the page's first render (PageModule `warm`) is not fetched again on mount. */
export function useArt(artId: string | undefined) {
  return useQuery({ ...artQuery(artId), staleTime: FIRST_DATA_FRESH_MS });
}

export type UploadArtBody = CallInput<'POST /api/upload-art'>['body'];

export const uploadArt = (body: UploadArtBody) => call('POST /api/upload-art', { body });

export function useUploadArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadArt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artKeys.all }),
  });
}

export type UpdateArtBody = CallInput<'PUT /api/arts/{id}'>['body'];

export const updateArt = ({ artId, body }: { artId: string; body: UpdateArtBody }) =>
  call('PUT /api/arts/{id}', { params: { id: artId }, body });

export function useUpdateArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artKeys.all }),
  });
}

export const deleteArt = (artId: string) => call('DELETE /api/arts/{id}', { params: { id: artId } });

/** Deleting refreshes every grid, the wishlists and the admin totals. */
export function useDeleteArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArt,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: artKeys.all }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  });
}

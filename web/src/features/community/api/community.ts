import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostCategory } from '@shared/schemas/community';
import { call, type CallInput } from '@web/lib/api-client';
import { FIRST_DATA_FRESH_MS } from '@web/lib/early-requests';
import { feedQuery } from '../community-data';

type FeedQuery = NonNullable<CallInput<'GET /community-posts'>['query']>;

export interface FeedFilters {
  category: '' | PostCategory;
  /** '' all posts, 'true' with media, 'false' without. */
  hasMedia: '' | 'true' | 'false';
  order: 'desc' | 'asc';
}

/** Every community query lives under `communityKeys.all`. */
export const communityKeys = {
  all: ['community'] as const,
  feed: (filters: FeedFilters, page: number, cursor: string | null) =>
    [...communityKeys.all, 'feed', filters, page, cursor] as const,
  comments: (postId: string) => [...communityKeys.all, 'comments', postId] as const,
  post: (postId: string | undefined) => [...communityKeys.all, 'post', postId] as const,
};

/** One post, for its own page (its author and admins also get it while it is hidden). */
export function usePost(postId: string | undefined) {
  return useQuery({
    queryKey: communityKeys.post(postId),
    queryFn: () => call('GET /community-posts/{id}', { params: { id: postId! } }),
    enabled: Boolean(postId),
  });
}

/** One page of the feed: the filters' partition, from the cursor of the page before (null on page 1). */
export const feedPageQuery = (filters: FeedFilters, page: number, cursor: string | null) =>
  queryOptions({
    queryKey: communityKeys.feed(filters, page, cursor),
    queryFn: () => call('GET /community-posts', { query: feedQuery(filters, page, cursor) as FeedQuery }),
  });

/** What the boot fetched for the first render (PageModule `warm`) is not fetched again on mount. */
export function useFeed(filters: FeedFilters, page: number, cursor: string | null) {
  return useQuery({
    ...feedPageQuery(filters, page, cursor),
    placeholderData: keepPreviousData,
    staleTime: FIRST_DATA_FRESH_MS,
  });
}

export function useComments(postId: string, open: boolean) {
  return useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: () => call('GET /community-posts/{id}/comments', { params: { id: postId } }),
    enabled: open,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
}

export function useCreatePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { content: string; category: PostCategory; images: string[] }) =>
      call('POST /community-posts', { body }),
    onSuccess: refresh,
  });
}

export function useUpdatePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, content, category }: { id: string; content: string; category: PostCategory }) =>
      call('PATCH /community-posts/{id}', { params: { id }, body: { content, category } }),
    onSuccess: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /community-posts/{id}', { params: { id } }),
    onSuccess: refresh,
  });
}

export const likePost = (postId: string, liked: boolean) =>
  call('POST /community-posts/like', { body: { post_id: postId, liked } });

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call('POST /community-comments', { body: { post_id: postId, content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /community-comments/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

import { Button, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useState } from 'react';
import { COMMUNITY_MESSAGES, COMMUNITY_PAGE_SIZE, POST_CATEGORIES } from '@shared/messages/community';
import type { Post, PostImage } from '@shared/schemas/community';
import { SelectField } from '@web/components/ui/choice-fields';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { pageOfPages, Pager } from '@web/components/ui/pager';
import { usePageTitle } from '@web/lib/page-title';
import { preloadable } from '@web/lib/preloadable';
import { useNow } from '@web/lib/relative-time';
import { useAuth } from '@web/lib/session';
import { queryClient } from '@web/lib/session-services';
import { feedPageQuery, useDeletePost, useFeed, type FeedFilters } from '../api/community';
import { FEED_EAGER_POSTS, FIRST_FEED_FILTERS } from '../community-data';
import { ImageViewer } from '../components/image-viewer';
import { PostCard } from '../components/post-card';
import { useToast } from '@web/components/ui/toast';

/** The post form loads when opened (Create Post starts it on hover or focus): the feed's first view draws no form. */
const CreatePostForm = preloadable(() => import('../components/create-post-form').then((m) => m.CreatePostForm));

const MEDIA_OPTIONS = ['All Posts', 'With Media', 'Without Media'] as const;
const MEDIA_VALUE: Record<(typeof MEDIA_OPTIONS)[number], FeedFilters['hasMedia']> = {
  'All Posts': '',
  'With Media': 'true',
  'Without Media': 'false',
};
const ORDER_OPTIONS = ['Newest First', 'Oldest First'] as const;

/** What the feed shows first, into the query cache before its first render (app/screen.tsx `warm`). */
export function warm(): Promise<unknown> {
  return queryClient.prefetchQuery(feedPageQuery(FIRST_FEED_FILTERS, 1, null));
}

/** /community: the feed of artists, clients and admins (part 2 §2). */
export function Component() {
  usePageTitle('Community');
  const { user, role } = useAuth();
  const now = useNow(10_000);
  const [formOpen, setFormOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<FeedFilters>(FIRST_FEED_FILTERS);
  const [page, setPage] = useState(1);
  /** cursors[n] opens page n + 1 (null: the first page). */
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [viewer, setViewer] = useState<{ images: PostImage[]; index: number } | null>(null);
  const feed = useFeed(filters, page, cursors[page - 1] ?? null);
  const deletePost = useDeletePost();
  const [confirm, confirmDialog] = useConfirm();
  const [toast, toastNode] = useToast();

  function setFilter(patch: Partial<FeedFilters>) {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
    setCursors([null]);
  }

  function onNext() {
    const next = feed.data?.cursor;
    if (!next) return;
    setCursors((c) => [...c.slice(0, page), next]);
    setPage((p) => p + 1);
    window.scrollTo({ top: 0 });
  }

  async function onDelete(post: Post) {
    const sure = await confirm({
      title: COMMUNITY_MESSAGES.confirmTitle,
      message: COMMUNITY_MESSAGES.confirmText,
      confirmLabel: 'Yes, delete it!',
      destructive: true,
    });
    if (!sure) return;
    try {
      await deletePost.mutateAsync(post.id);
      toast(COMMUNITY_MESSAGES.deleted);
    } catch (err) {
      console.error(err);
      toast(COMMUNITY_MESSAGES.deleteFailed, 'error');
    }
  }

  const closeViewer = useCallback(() => setViewer(null), []);
  const posts = feed.data?.posts ?? [];
  const pages = Math.max(1, Math.ceil((feed.data?.total ?? 0) / COMMUNITY_PAGE_SIZE));
  const mediaLabel = MEDIA_OPTIONS.find((o) => MEDIA_VALUE[o] === filters.hasMedia)!;

  let body;
  if (feed.isPending) {
    body = (
      <Stack gap="3" role="status" aria-label="Loading posts">
        <Skeleton h="40" borderRadius="xl" />
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    );
  } else if (feed.isError && !feed.data) {
    body = <FormAlert status="error">{COMMUNITY_MESSAGES.loadFailed}</FormAlert>;
  } else if (posts.length === 0) {
    body = (
      <Stack borderWidth="1px" borderRadius="xl" p="8" textAlign="center" align="center" gap="1">
        <Text fontWeight="semibold">No posts yet.</Text>
        <Text color="fg.muted" fontSize="sm">
          {filters.category || filters.hasMedia
            ? 'Nothing matches these filters.'
            : 'Be the first to share something with the community.'}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="4" as="section" aria-label="Posts">
        {posts.map((post, i) => (
          <PostCard
            key={post.id}
            eager={page === 1 && i < FEED_EAGER_POSTS}
            post={post}
            now={now}
            viewerId={user?.userId ?? ''}
            isAdmin={role === 'Admin'}
            onOpenImage={(images, index) => setViewer({ images, index })}
            onDelete={(p) => void onDelete(p)}
            toast={toast}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Community
          </Heading>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
              {filtersOpen ? 'Hide Filters' : 'Show Filters'}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              aria-expanded={formOpen}
              onPointerEnter={CreatePostForm.prepare}
              onFocus={CreatePostForm.prepare}
              onClick={() => setFormOpen((o) => !o)}
            >
              {formOpen ? 'Close' : 'Create Post'}
            </Button>
          </Flex>
        </Flex>

        {formOpen ? (
          <Suspense fallback={null}>
            <CreatePostForm
              onCreated={() => {
                toast(COMMUNITY_MESSAGES.created);
                setFormOpen(false);
                setPage(1);
                setCursors([null]);
              }}
              onFailed={(message) => toast(message, 'error')}
            />
          </Suspense>
        ) : null}

        {filtersOpen ? (
          <Grid
            as="section"
            aria-label="Filters"
            templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
            gap="3"
            borderWidth="1px"
            borderRadius="xl"
            p="4"
          >
            <SelectField
              label="Category"
              value={filters.category}
              options={POST_CATEGORIES}
              placeholder="All Categories"
              onChange={(v) => setFilter({ category: v as FeedFilters['category'] })}
            />
            <SelectField
              label="Media"
              value={mediaLabel === 'All Posts' ? '' : mediaLabel}
              options={MEDIA_OPTIONS.slice(1)}
              placeholder="All Posts"
              onChange={(v) =>
                setFilter({ hasMedia: MEDIA_VALUE[(v || 'All Posts') as (typeof MEDIA_OPTIONS)[number]] })
              }
            />
            <SelectField
              label="Order"
              value={filters.order === 'desc' ? '' : 'Oldest First'}
              options={ORDER_OPTIONS.slice(1)}
              placeholder={ORDER_OPTIONS[0]}
              onChange={(v) => setFilter({ order: v === 'Oldest First' ? 'asc' : 'desc' })}
            />
          </Grid>
        ) : null}

        {body}

        <Pager
          between
          text={pageOfPages(page, Math.max(pages, page))}
          hasPrevious={page > 1}
          hasNext={posts.length >= COMMUNITY_PAGE_SIZE && Boolean(feed.data?.cursor)}
          onPrevious={() => setPage((p) => p - 1)}
          onNext={onNext}
        />
      </Stack>
      <ImageViewer
        image={viewer ? viewer.images[viewer.index]! : null}
        index={viewer?.index ?? 0}
        count={viewer?.images.length ?? 0}
        onClose={closeViewer}
      />
      {confirmDialog}
      {toastNode}
    </Container>
  );
}

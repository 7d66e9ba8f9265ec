import { Badge, Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { COMMUNITY_MESSAGES } from '@shared/messages/community';
import type { Post, PostImage } from '@shared/schemas/community';
import { Link as RouterLink } from '@web/lib/link';
import { ArtImage } from '@web/components/arts/art-image';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { useReport } from '@web/components/moderation/report-dialog';
import { ActionMenu } from '@web/components/ui/action-menu';
import { Avatar } from '@web/components/ui/avatar';
import { preloadable } from '@web/lib/preloadable';
import { relativeTime } from '@web/lib/relative-time';
import { feedImageSizes } from '../community-data';
import { likePost } from '../api/community';
import { AuthorLink, fullName, type FeedToast } from './bits';

/** The edit form and the comments with theirs load when opened (the Comments button starts on hover or focus): the feed's first view draws no form. */
const EditPost = preloadable(() => import('./post-edit').then((m) => m.EditPost));
const Comments = preloadable(() => import('./post-comments').then((m) => m.Comments));

export interface PostCardProps {
  post: Post;
  now: number;
  viewerId: string;
  isAdmin: boolean;
  onOpenImage: (images: PostImage[], index: number) => void;
  onDelete: (post: Post) => void;
  toast: FeedToast;
  /** On screen at once: its first picture loads now, at high priority (the entry has it fetched already). */
  eager?: boolean;
}

/** One post of the feed: author, time, category, text, images, likes, comments, and the author's or an admin's menu. */
export function PostCard({ post, now, viewerId, isAdmin, onOpenImage, onDelete, toast, eager = false }: PostCardProps) {
  const mayModerate = post.user_id === viewerId || isAdmin;
  const report = useReport({ kind: 'post', targetId: post.id }, `the post by ${fullName(post.user)}`);
  const [editing, setEditing] = useState(false);
  /** The like as this page last set or heard it, over what the feed loaded. */
  const [mine, setMine] = useState<{ liked: boolean; likes: number } | null>(null);
  const liked = mine?.liked ?? post.liked;
  const likes = mine?.likes ?? post.likes;
  const [likeError, setLikeError] = useState<string | null>(null);
  const [showComments, setShowComments] = useState(false);
  const headingId = useId();
  const content = post.content ? (
    <Text mt="3" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="post-content">
      {post.content}
    </Text>
  ) : null;

  async function onLike() {
    const want = !liked;
    setLikeError(null);
    const before = { liked, likes };
    setMine({ liked: want, likes: Math.max(0, likes + (want ? 1 : -1)) });
    try {
      const answer = await likePost(post.id, want);
      setMine({ liked: answer.liked, likes: answer.likes });
    } catch (err) {
      console.error(err);
      setMine(before);
      setLikeError(COMMUNITY_MESSAGES.likeFailed);
    }
  }

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
      data-testid="community-post"
    >
      {/* The category and menu go under the author on a narrow card, so a long name keeps its words whole. */}
      <Flex justify="space-between" align="flex-start" columnGap="3" rowGap="2" wrap="wrap">
        <Flex gap="3" align="center" minW="0" flex="1 1 14rem">
          <Avatar name={fullName(post.user)} src={post.user.profile_image} size={40} />
          <Stack gap="0" minW="0">
            <Box id={headingId}>
              <AuthorLink user={post.user} />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              <chakra.a
                asChild
                display="inline-block"
                lineHeight="6"
                color="inherit"
                _hover={{ textDecoration: 'underline' }}
              >
                <RouterLink to={`/community/post/${post.id}`}>
                  <chakra.time dateTime={post.created_at}>{relativeTime(post.created_at, now)}</chakra.time>
                </RouterLink>
              </chakra.a>
              {post.updated_at ? ' · edited' : ''}
            </Text>
          </Stack>
        </Flex>
        <Flex gap="2" align="center" flexShrink={0} ms="auto">
          <Badge colorPalette="brand" variant="subtle">
            {post.category}
          </Badge>
          {mayModerate ? (
            <ActionMenu
              label="Post options"
              dots="horizontal"
              actions={[
                {
                  label: 'Edit',
                  onSelect: () => {
                    EditPost.prepare();
                    setEditing(true);
                  },
                },
                { label: 'Delete', onSelect: () => onDelete(post), destructive: true },
              ]}
            />
          ) : (
            // Anyone else's menu: Report (a name of its own: "Post options" are the author's and admins').
            <ActionMenu
              label={`More on the post by ${fullName(post.user)}`}
              dots="horizontal"
              actions={[{ label: 'Report', onSelect: report.open, destructive: true }]}
            />
          )}
        </Flex>
      </Flex>
      {post.hidden ? (
        <Box mt="3">
          <HiddenNotice note={post.moderation_note} own={post.user_id === viewerId} />
        </Box>
      ) : null}
      {report.outcome ? <Box mt="3">{report.outcome}</Box> : null}
      {report.dialog}

      {editing ? (
        // The text stays while the form's code loads, so the card does not jump.
        <Suspense fallback={content}>
          <EditPost post={post} onDone={() => setEditing(false)} toast={toast} />
        </Suspense>
      ) : (
        content
      )}

      {post.images.length > 0 ? (
        <ImageGrid images={post.images} eager={eager} onOpen={(i) => onOpenImage(post.images, i)} />
      ) : null}

      <Flex mt="3" gap="2" align="center" wrap="wrap">
        <Button
          size="sm"
          variant={liked ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={liked}
          onClick={() => void onLike()}
        >
          {liked ? 'Liked' : 'Like'} · {likes}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showComments}
          onPointerEnter={Comments.prepare}
          onFocus={Comments.prepare}
          onClick={() => setShowComments((s) => !s)}
        >
          Comments ({post.comments_count})
        </Button>
      </Flex>
      {likeError ? (
        <Text mt="2" fontSize="sm" color="red.700" role="alert">
          {likeError}
        </Text>
      ) : null}
      {showComments ? (
        <Suspense fallback={null}>
          <Comments post={post} now={now} viewerId={viewerId} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * The post's images in a grid: the variant nearest each slot's size (srcset, sizes from the feed's
 * layout), in boxes of a fixed aspect ratio (no layout shift as they load); the first post's first
 * picture at once (its preload started with the feed's request), the rest of its pictures lazily,
 * and the other posts' once the first frame is on screen and they come within a screen of it.
 */
function ImageGrid({
  images,
  eager,
  onOpen,
}: {
  images: PostImage[];
  eager: boolean;
  onOpen: (index: number) => void;
}) {
  const columns = images.length === 1 ? '1fr' : 'repeat(2, 1fr)';
  return (
    <Grid mt="3" gap="2" templateColumns={columns}>
      {images.map((image, i) => (
        <chakra.button
          key={image.url}
          type="button"
          onClick={() => onOpen(i)}
          aria-label={`Open image ${i + 1} of ${images.length} full size`}
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
          aspectRatio={images.length === 1 ? '16 / 10' : '1'}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        >
          <ArtImage
            image={image}
            alt=""
            sizes={feedImageSizes(images.length)}
            eager={eager && i === 0}
            untilNear={!eager}
            h="full"
            objectFit="cover"
            data-testid="post-grid-image"
          />
        </chakra.button>
      ))}
    </Grid>
  );
}

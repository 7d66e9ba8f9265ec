import { Badge, Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from '@web/lib/link';
import { COMMUNITY_MESSAGES, MAX_COMMENT_LENGTH, MAX_POST_LENGTH, POST_CATEGORIES } from '@shared/messages/community';
import type { Author, Comment, Post, PostImage } from '@shared/schemas/community';
import { ArtImage } from '@web/components/arts/art-image';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { useReport } from '@web/components/moderation/report-dialog';
import { ActionMenu } from '@web/components/ui/action-menu';
import { Avatar } from '@web/components/ui/avatar';
import { feedImageSizes } from '../community-data';
import { SelectField } from '@web/components/ui/choice-fields';
import { TextareaField } from '@web/components/ui/textarea-field';
import { relativeTime } from '@web/lib/relative-time';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { likePost, useAddComment, useComments, useDeleteComment, useUpdatePost } from '../api/community';
import { draftKeys, useDraft } from './use-draft';

const fullName = (u: Author) => `${u.firstname} ${u.lastname}`.trim() || 'Unknown User';

/** The author's name, linked to their public profile (admins have none). */
function AuthorLink({ user }: { user: Author }) {
  const name = fullName(user);
  // Names break between words; a single word longer than the line is the only one cut.
  if (!user.profileType) return <Text fontWeight="semibold" overflowWrap="break-word">{name}</Text>;
  return (
    <chakra.a asChild fontWeight="semibold" color="fg" overflowWrap="break-word" _hover={{ textDecoration: 'underline' }}>
      <RouterLink to={`/profile/${user.profileType}/${user.id}`}>{name}</RouterLink>
    </chakra.a>
  );
}

export interface PostCardProps {
  post: Post;
  now: number;
  viewerId: string;
  isAdmin: boolean;
  onOpenImage: (images: PostImage[], index: number) => void;
  onDelete: (post: Post) => void;
  toast: (message: string, status?: 'success' | 'error') => void;
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
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} bg="bg" data-testid="community-post">
      {/* The category and menu go under the author on a narrow card, so a long name keeps its words whole. */}
      <Flex justify="space-between" align="flex-start" columnGap="3" rowGap="2" wrap="wrap">
        <Flex gap="3" align="center" minW="0" flex="1 1 14rem">
          <Avatar name={fullName(post.user)} src={post.user.profile_image} size={40} />
          <Stack gap="0" minW="0">
            <Box id={headingId}>
              <AuthorLink user={post.user} />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              <chakra.a asChild color="inherit" _hover={{ textDecoration: 'underline' }}>
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
                { label: 'Edit', onSelect: () => setEditing(true) },
                { label: 'Delete', onSelect: () => onDelete(post), destructive: true },
              ]}
            />
          ) : (
            // Anyone else's menu: Report (a name of its own: "Post options" are the author's and admins').
            <ActionMenu label={`More on the post by ${fullName(post.user)}`} dots="horizontal" actions={[{ label: 'Report', onSelect: report.open, destructive: true }]} />
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
        <EditPost post={post} onDone={() => setEditing(false)} toast={toast} />
      ) : post.content ? (
        <Text mt="3" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="post-content">
          {post.content}
        </Text>
      ) : null}

      {post.images.length > 0 ? <ImageGrid images={post.images} eager={eager} onOpen={(i) => onOpenImage(post.images, i)} /> : null}

      <Flex mt="3" gap="2" align="center" wrap="wrap">
        <Button size="sm" variant={liked ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={liked} onClick={() => void onLike()}>
          {liked ? 'Liked' : 'Like'} · {likes}
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={showComments} onClick={() => setShowComments((s) => !s)}>
          Comments ({post.comments_count})
        </Button>
      </Flex>
      {likeError ? (
        <Text mt="2" fontSize="sm" color="red.700" role="alert">
          {likeError}
        </Text>
      ) : null}
      {showComments ? <Comments post={post} now={now} viewerId={viewerId} isAdmin={isAdmin} /> : null}
    </Box>
  );
}

/**
 * The post's images in a grid: the variant nearest each slot's size (srcset, sizes from the feed's
 * layout), in boxes of a fixed aspect ratio (no layout shift as they load); the first post's first
 * picture at once (its preload started with the feed's request), the rest lazily.
 */
function ImageGrid({ images, eager, onOpen }: { images: PostImage[]; eager: boolean; onOpen: (index: number) => void }) {
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
          <ArtImage image={image} alt="" sizes={feedImageSizes(images.length)} eager={eager && i === 0} h="full" objectFit="cover" data-testid="post-grid-image" />
        </chakra.button>
      ))}
    </Grid>
  );
}

/** The post's rules (shared/schemas/community.ts): they and zod load when a post or comment is written, not with the feed. */
const loadEditSchema = () => import('@shared/schemas/community').then((m) => m.updatePostBodySchema);

function EditPost({ post, onDone, toast }: { post: Post; onDone: () => void; toast: PostCardProps['toast'] }) {
  const form = useLazyZodForm(loadEditSchema, { defaultValues: { content: post.content, category: post.category } });
  const update = useUpdatePost();

  const onSave = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: post.id, ...values });
      toast(COMMUNITY_MESSAGES.updated);
      onDone();
    } catch (err) {
      console.error(err);
      toast(COMMUNITY_MESSAGES.editFailed, 'error');
    }
  });

  return (
    <chakra.form mt="3" onSubmit={(e) => void onSave(e)} onFocus={form.prepare} noValidate aria-label="Edit the post">
      <Stack gap="3">
        {/* defaultValue too: the text stays the card's text content while it is edited, as with a controlled textarea. */}
        <TextareaField label="Post text" rows={3} maxLength={MAX_POST_LENGTH} defaultValue={post.content} {...form.field('content')} />
        <SelectField label="Category" options={POST_CATEGORIES} placeholder="Select a category" {...form.field('category')} />
        <Flex gap="2" justify="flex-end">
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="sm" colorPalette="brand" loading={update.isPending}>
            Save
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** A comment: the body's own rule for its text. */
const loadCommentSchema = () => import('@shared/schemas/community').then((m) => m.createCommentBodySchema.pick({ content: true }));

function Comments({ post, now, viewerId, isAdmin }: { post: Post; now: number; viewerId: string; isAdmin: boolean }) {
  const list = useComments(post.id, true);
  const add = useAddComment(post.id);
  const remove = useDeleteComment();
  // Kept as it is typed: a comment whose request failed is still there after a reload.
  const [draft, setDraft, clearDraft] = useDraft(draftKeys.comment(viewerId, post.id));
  const form = useLazyZodForm(loadCommentSchema, { defaultValues: { content: draft } });
  const content = form.register('content', { onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setDraft(e.target.value) });

  const onAdd = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values.content);
      clearDraft();
      form.reset({ content: '' });
    } catch (err) {
      console.error(err);
      form.setError('content', { message: COMMUNITY_MESSAGES.commentFailed });
    }
  });

  return (
    <Stack mt="3" gap="3" borderTopWidth="1px" pt="3">
      {list.isError ? <Text color="red.700">{COMMUNITY_MESSAGES.loadFailed}</Text> : null}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Comments">
        {(list.data?.comments ?? []).map((c) => (
          <CommentItem key={c.id} comment={c} now={now} viewerId={viewerId} isAdmin={isAdmin} onDelete={() => remove.mutate(c.id)} deleting={remove.isPending && remove.variables === c.id} />
        ))}
      </Stack>
      <chakra.form onSubmit={(e) => void onAdd(e)} onFocus={form.prepare} noValidate aria-label="Add a comment">
        <Flex gap="2" align="flex-start">
          <TextareaField
            label="Write a comment"
            hideLabel
            rows={1}
            maxLength={MAX_COMMENT_LENGTH}
            placeholder="Write a comment…"
            register={content}
            error={form.formState.errors.content?.message}
            rootProps={{ flex: '1', minW: '0' }}
          />
          <Button type="submit" size="sm" colorPalette="brand" loading={add.isPending} mt="1">
            Comment
          </Button>
        </Flex>
      </chakra.form>
    </Stack>
  );
}

/**
 * One comment: its author, time and text, and Delete (the author's, an admin's) or Report
 * (anyone else's). A hidden comment shows its author why; others get the server's placeholder.
 */
function CommentItem({ comment: c, now, viewerId, isAdmin, onDelete, deleting }: { comment: Comment; now: number; viewerId: string; isAdmin: boolean; onDelete: () => void; deleting: boolean }) {
  const mine = c.user_id === viewerId;
  const report = useReport({ kind: 'comment', targetId: c.id }, `the comment by ${fullName(c.user)}`);
  const placeholder = c.hidden && !mine && !isAdmin;
  return (
    <Box as="li" data-testid="post-comment">
      <Flex gap="2" align="flex-start">
        <Avatar name={fullName(c.user)} src={c.user.profile_image} size={28} />
        <Box flex="1" minW="0" bg="bg.muted" borderRadius="md" px="3" py="2">
          <Flex gap="2" align="baseline" wrap="wrap">
            <AuthorLink user={c.user} />
            <Text fontSize="xs" color="fg.muted">
              {relativeTime(c.created_at, now)}
            </Text>
          </Flex>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontStyle={placeholder ? 'italic' : undefined} color={placeholder ? 'fg.muted' : undefined}>
            {c.content}
          </Text>
          {c.hidden && !placeholder ? <HiddenNotice note={c.moderation_note} own={mine} compact /> : null}
        </Box>
        {mine || isAdmin ? (
          <Button size="xs" variant="ghost" color="red.700" aria-label="Delete comment" onClick={onDelete} loading={deleting}>
            Delete
          </Button>
        ) : placeholder ? null : (
          <Button size="xs" variant="ghost" color="red.700" aria-label={`Report the comment by ${fullName(c.user)}`} onClick={report.open}>
            Report
          </Button>
        )}
      </Flex>
      {report.outcome ? <Box mt="2">{report.outcome}</Box> : null}
      {report.dialog}
    </Box>
  );
}

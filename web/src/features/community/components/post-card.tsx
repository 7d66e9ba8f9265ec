import { Badge, Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@web/lib/link';
import { COMMUNITY_MESSAGES, MAX_COMMENT_LENGTH, MAX_POST_LENGTH, POST_CATEGORIES, type PostCategory } from '@shared/messages/community';
import type { Author, Post, PostImage } from '@shared/schemas/community';
import { Avatar } from '@web/components/ui/avatar';
import { SelectField } from '@web/components/ui/choice-fields';
import { relativeTime } from '@web/lib/relative-time';
import { likePost, useAddComment, useComments, useDeleteComment, useUpdatePost } from '../api/community';
import { draftKeys, useDraft } from './use-draft';
import { ErrorLine, PlainTextarea } from './bits';

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
}

/** One post of the feed: author, time, category, text, images, likes, comments, and the author's or an admin's menu. */
export function PostCard({ post, now, viewerId, isAdmin, onOpenImage, onDelete, toast }: PostCardProps) {
  const mayModerate = post.user_id === viewerId || isAdmin;
  const [editing, setEditing] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  /** The like as this page last set or heard it, over what the feed loaded. */
  const [mine, setMine] = useState<{ liked: boolean; likes: number } | null>(null);
  const liked = mine?.liked ?? post.liked;
  const likes = mine?.likes ?? post.likes;
  const [likeError, setLikeError] = useState<string | null>(null);
  const [showComments, setShowComments] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: PointerEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

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
              <chakra.time dateTime={post.created_at}>{relativeTime(post.created_at, now)}</chakra.time>
              {post.updated_at ? ' · edited' : ''}
            </Text>
          </Stack>
        </Flex>
        <Flex gap="2" align="center" flexShrink={0} ms="auto">
          <Badge colorPalette="brand" variant="subtle">
            {post.category}
          </Badge>
          {mayModerate ? (
            <Box position="relative" ref={menuRef}>
              <Button size="sm" variant="ghost" aria-haspopup="true" aria-expanded={menuOpen} aria-controls={menuId} aria-label="Post options" onClick={() => setMenuOpen((o) => !o)}>
                <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <circle cx="5" cy="12" r="2" />
                  <circle cx="12" cy="12" r="2" />
                  <circle cx="19" cy="12" r="2" />
                </svg>
              </Button>
              {menuOpen ? (
                <Stack id={menuId} position="absolute" right="0" top="100%" zIndex="dropdown" bg="bg" borderWidth="1px" borderRadius="md" boxShadow="md" p="1" gap="0" minW="32">
                  <Button
                    size="sm"
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => {
                      setMenuOpen(false);
                      setEditing(true);
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    justifyContent="flex-start"
                    color="red.700"
                    onClick={() => {
                      setMenuOpen(false);
                      onDelete(post);
                    }}
                  >
                    Delete
                  </Button>
                </Stack>
              ) : null}
            </Box>
          ) : null}
        </Flex>
      </Flex>

      {editing ? (
        <EditPost post={post} onDone={() => setEditing(false)} toast={toast} />
      ) : post.content ? (
        <Text mt="3" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="post-content">
          {post.content}
        </Text>
      ) : null}

      {post.images.length > 0 ? <ImageGrid images={post.images} onOpen={(i) => onOpenImage(post.images, i)} /> : null}

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

/** The post's images in a grid: the 480 px variants, fixed boxes (no layout shift), lazy below the fold. */
function ImageGrid({ images, onOpen }: { images: PostImage[]; onOpen: (index: number) => void }) {
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
          <chakra.img
            src={image.small ?? image.url}
            alt=""
            width={image.width ?? 480}
            height={image.height ?? 480}
            loading="lazy"
            decoding="async"
            w="full"
            h="full"
            objectFit="cover"
            data-testid="post-grid-image"
          />
        </chakra.button>
      ))}
    </Grid>
  );
}

function EditPost({ post, onDone, toast }: { post: Post; onDone: () => void; toast: PostCardProps['toast'] }) {
  const [content, setContent] = useState(post.content);
  const [category, setCategory] = useState(post.category);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePost();
  const id = useId();

  async function onSave(e: FormEvent) {
    e.preventDefault();
    if (!content.trim() || !category) {
      setError(COMMUNITY_MESSAGES.editEmpty);
      return;
    }
    try {
      await update.mutateAsync({ id: post.id, content: content.trim(), category: category as PostCategory });
      toast(COMMUNITY_MESSAGES.updated);
      onDone();
    } catch (err) {
      console.error(err);
      toast(COMMUNITY_MESSAGES.editFailed, 'error');
    }
  }

  return (
    <chakra.form mt="3" onSubmit={(e) => void onSave(e)} noValidate aria-label="Edit the post">
      <Stack gap="3">
        <Box>
          <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
            Post text
          </chakra.label>
          <PlainTextarea
            id={id}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setError(null);
            }}
            rows={3}
            maxLength={MAX_POST_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </Box>
        <SelectField label="Category" value={category} options={POST_CATEGORIES} onChange={(v) => setCategory(v)} placeholder="Select a category" />
        {error ? <ErrorLine id={`${id}-error`}>{error}</ErrorLine> : null}
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

function Comments({ post, now, viewerId, isAdmin }: { post: Post; now: number; viewerId: string; isAdmin: boolean }) {
  const list = useComments(post.id, true);
  const add = useAddComment(post.id);
  const remove = useDeleteComment();
  // Kept as it is typed: a comment whose request failed is still there after a reload.
  const [text, setText, clearText] = useDraft(draftKeys.comment(viewerId, post.id));
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setError(COMMUNITY_MESSAGES.emptyComment);
      return;
    }
    try {
      await add.mutateAsync(text.trim());
      clearText();
      setError(null);
    } catch (err) {
      console.error(err);
      setError(COMMUNITY_MESSAGES.commentFailed);
    }
  }

  return (
    <Stack mt="3" gap="3" borderTopWidth="1px" pt="3">
      {list.isError ? <Text color="red.700">{COMMUNITY_MESSAGES.loadFailed}</Text> : null}
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label="Comments">
        {(list.data?.comments ?? []).map((c) => (
          <Flex as="li" key={c.id} gap="2" align="flex-start" data-testid="post-comment">
            <Avatar name={fullName(c.user)} src={c.user.profile_image} size={28} />
            <Box flex="1" minW="0" bg="bg.muted" borderRadius="md" px="3" py="2">
              <Flex gap="2" align="baseline" wrap="wrap">
                <AuthorLink user={c.user} />
                <Text fontSize="xs" color="fg.muted">
                  {relativeTime(c.created_at, now)}
                </Text>
              </Flex>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {c.content}
              </Text>
            </Box>
            {c.user_id === viewerId || isAdmin ? (
              <Button size="xs" variant="ghost" color="red.700" aria-label="Delete comment" onClick={() => remove.mutate(c.id)} loading={remove.isPending && remove.variables === c.id}>
                Delete
              </Button>
            ) : null}
          </Flex>
        ))}
      </Stack>
      <chakra.form onSubmit={(e) => void onAdd(e)} noValidate aria-label="Add a comment">
        <chakra.label htmlFor={id} srOnly>
          Write a comment
        </chakra.label>
        <Flex gap="2" align="flex-start">
          <PlainTextarea
            id={id}
            rows={1}
            value={text}
            maxLength={MAX_COMMENT_LENGTH}
            placeholder="Write a comment…"
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" size="sm" colorPalette="brand" loading={add.isPending} mt="1">
            Comment
          </Button>
        </Flex>
        {error ? <ErrorLine id={`${id}-error`}>{error}</ErrorLine> : null}
      </chakra.form>
    </Stack>
  );
}

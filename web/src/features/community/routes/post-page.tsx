import { Button, Container, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { COMMUNITY_MESSAGES } from '@shared/messages/community';
import type { PostImage } from '@shared/schemas/community';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { useToast } from '@web/components/ui/toast';
import { userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useNow } from '@web/lib/relative-time';
import { useAuth } from '@web/lib/session';
import { useDeletePost, usePost } from '../api/community';
import { ImageViewer } from '../components/image-viewer';
import { PostCard } from '../components/post-card';

/**
 * /community/post/{postId}: one post, as the feed shows it (likes, comments, its menu: Report, or
 * the author's Edit and Delete). Its author reads here why an admin hid it; others are told it
 * was hidden (the server's 404 `moderation.hidden`).
 */
export function Component() {
  const { postId } = useParams();
  usePageTitle('Community post');
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const now = useNow(10_000);
  const found = usePost(postId);
  const deletePost = useDeletePost();
  const [confirm, confirmDialog] = useConfirm();
  const [toast, toastNode] = useToast();
  const [viewer, setViewer] = useState<{ images: PostImage[]; index: number } | null>(null);
  const closeViewer = useCallback(() => setViewer(null), []);

  async function onDelete(id: string) {
    const sure = await confirm({
      title: COMMUNITY_MESSAGES.confirmTitle,
      message: COMMUNITY_MESSAGES.confirmText,
      confirmLabel: 'Yes, delete it!',
      destructive: true,
    });
    if (!sure) return;
    try {
      await deletePost.mutateAsync(id);
      void navigate('/community', { replace: true });
    } catch (err) {
      console.error(err);
      toast(COMMUNITY_MESSAGES.deleteFailed, 'error');
    }
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <Link to="/community">← Back to Community</Link>
        </Button>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Community post
        </Heading>
        {found.isPending ? <Skeleton h="40" borderRadius="xl" role="status" aria-label="Loading the post" /> : null}
        {found.isError ? (
          <FormAlert status="error">{userMessage(found.error, COMMUNITY_MESSAGES.loadFailed)}</FormAlert>
        ) : null}
        {found.data ? (
          <PostCard
            post={found.data.post}
            now={now}
            viewerId={user?.userId ?? ''}
            isAdmin={role === 'Admin'}
            onOpenImage={(images, index) => setViewer({ images, index })}
            onDelete={(p) => void onDelete(p.id)}
            toast={toast}
          />
        ) : null}
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

import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { COMMUNITY_MESSAGES, MAX_COMMENT_LENGTH } from '@shared/messages/community';
import type { Comment, Post } from '@shared/schemas/community';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { useReport } from '@web/components/moderation/report-dialog';
import { Avatar } from '@web/components/ui/avatar';
import { TextareaField } from '@web/components/ui/textarea-field';
import { relativeTime } from '@web/lib/relative-time';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { useAddComment, useComments, useDeleteComment } from '../api/community';
import { AuthorLink, fullName } from './bits';
import { draftKeys, useDraft } from './use-draft';

/**
 * A post's comments and the form to add one, shown when its Comments button is pressed
 * (post-card.tsx). A chunk of its own with the form library: the feed's first view draws no form.
 */

/** A comment: the body's own rule for its text. */
const loadCommentSchema = () =>
  import('@shared/schemas/community').then((m) => m.createCommentBodySchema.pick({ content: true }));

export function Comments({
  post,
  now,
  viewerId,
  isAdmin,
}: {
  post: Post;
  now: number;
  viewerId: string;
  isAdmin: boolean;
}) {
  const list = useComments(post.id, true);
  const add = useAddComment(post.id);
  const remove = useDeleteComment();
  // Kept as it is typed: a comment whose request failed is still there after a reload.
  const [draft, setDraft, clearDraft] = useDraft(draftKeys.comment(viewerId, post.id));
  const form = useLazyZodForm(loadCommentSchema, { defaultValues: { content: draft } });
  const content = form.register('content', {
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setDraft(e.target.value),
  });

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
          <CommentItem
            key={c.id}
            comment={c}
            now={now}
            viewerId={viewerId}
            isAdmin={isAdmin}
            onDelete={() => remove.mutate(c.id)}
            deleting={remove.isPending && remove.variables === c.id}
          />
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
function CommentItem({
  comment: c,
  now,
  viewerId,
  isAdmin,
  onDelete,
  deleting,
}: {
  comment: Comment;
  now: number;
  viewerId: string;
  isAdmin: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
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
          <Text
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontStyle={placeholder ? 'italic' : undefined}
            color={placeholder ? 'fg.muted' : undefined}
          >
            {c.content}
          </Text>
          {c.hidden && !placeholder ? <HiddenNotice note={c.moderation_note} own={mine} compact /> : null}
        </Box>
        {mine || isAdmin ? (
          <Button
            size="xs"
            variant="ghost"
            color="red.700"
            aria-label="Delete comment"
            onClick={onDelete}
            loading={deleting}
          >
            Delete
          </Button>
        ) : placeholder ? null : (
          <Button
            size="xs"
            variant="ghost"
            color="red.700"
            aria-label={`Report the comment by ${fullName(c.user)}`}
            onClick={report.open}
          >
            Report
          </Button>
        )}
      </Flex>
      {report.outcome ? <Box mt="2">{report.outcome}</Box> : null}
      {report.dialog}
    </Box>
  );
}

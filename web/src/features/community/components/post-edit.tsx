import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { COMMUNITY_MESSAGES, MAX_POST_LENGTH, POST_CATEGORIES } from '@shared/messages/community';
import type { Post } from '@shared/schemas/community';
import { SelectField } from '@web/components/ui/choice-fields';
import { TextareaField } from '@web/components/ui/textarea-field';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { useUpdatePost } from '../api/community';
import type { FeedToast } from './bits';

/**
 * A post's edit form, in place of its text (post-card.tsx). A chunk of its own with the form
 * library: the feed's first view draws no form.
 */
/** The post's rules (shared/schemas/community.ts): they and zod load when a post or comment is written, not with the feed. */
const loadEditSchema = () => import('@shared/schemas/community').then((m) => m.updatePostBodySchema);

export function EditPost({ post, onDone, toast }: { post: Post; onDone: () => void; toast: FeedToast }) {
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
        <TextareaField
          label="Post text"
          rows={3}
          maxLength={MAX_POST_LENGTH}
          defaultValue={post.content}
          {...form.field('content')}
        />
        <SelectField
          label="Category"
          options={POST_CATEGORIES}
          placeholder="Select a category"
          {...form.field('category')}
        />
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

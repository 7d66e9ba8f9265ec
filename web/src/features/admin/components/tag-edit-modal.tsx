import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { updateTagBodySchema, type Tag } from '@shared/schemas/tags';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { TextField } from '@web/components/ui/text-field';
import { useUpdateTag } from '../api/admin';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { TAG_MESSAGES } from '../utils/tags';

/** Renames a tag. Errors stay in the dialog; a success closes it and the page says so. */
export function TagEditModal({ tag, onClose, onSaved }: { tag: Tag | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Modal open={tag !== null} onClose={onClose} title="Edit Tag" size="sm">
      {/* Keyed by tag, so each opening starts from that tag's name. */}
      {tag ? <TagEditForm key={tag.id} tag={tag} onCancel={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function TagEditForm({ tag, onCancel, onSaved }: { tag: Tag; onCancel: () => void; onSaved: () => void }) {
  const update = useUpdateTag();
  const form = useZodForm(updateTagBodySchema, { defaultValues: { name: tag.name } });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async ({ name }) => {
      if (name === tag.name) {
        onCancel();
        return;
      }
      setError(null);
      try {
        await update.mutateAsync({ id: tag.id, name });
        onSaved();
      } catch (err) {
        console.error('Failed to update the tag', err);
        setError(userMessage(err, TAG_MESSAGES.updateFailed));
      }
    },
    () => setError(null),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="4">
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
        <TextField label="Tag name" maxLength={50} autoComplete="off" {...form.field('name')} />
        <Stack direction="row" justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving">
            Save
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

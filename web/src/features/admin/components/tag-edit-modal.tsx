import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { tagNameSchema, type Tag } from '@shared/schemas/tags';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { TextField } from '@web/components/ui/text-field';
import { useUpdateTag } from '../api/admin';
import { userMessage } from '@web/lib/api-client';
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
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = tagNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TAG_MESSAGES.empty);
      return;
    }
    if (parsed.data === tag.name) {
      onCancel();
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: tag.id, name: parsed.data });
      onSaved();
    } catch (err) {
      console.error('Failed to update the tag', err);
      setError(userMessage(err, TAG_MESSAGES.updateFailed));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
        <TextField label="Tag name" value={name} onChange={setName} maxLength={50} autoComplete="off" />
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

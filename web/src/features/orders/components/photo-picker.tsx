import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_RULES } from '@shared/messages/uploads';
import { ChosenImages } from '@web/components/ui/chosen-images';
import { FormAlert } from '@web/components/ui/form-alert';
import { fileProblem, uploadFile } from '@web/lib/upload';

export interface PickedPhoto {
  id: string;
  file: File;
  preview: string;
  progress: number;
  key?: string;
  error?: string;
}

/** The keys uploaded so far; `busy` while one is on its way, `failed` when one could not go. */
export function pickedPhotos(photos: PickedPhoto[]) {
  return { keys: photos.flatMap((p) => (p.key ? [p.key] : [])), busy: photos.some((p) => !p.key && !p.error), failed: photos.some((p) => p.error) };
}

const RULE = UPLOAD_RULES['order-photo'];

/**
 * Up to `max` private photos of an order (a refund's evidence), each uploaded as soon as it is
 * chosen (purpose 'order-photo': only the order's two sides and the admins can open them), with
 * its progress, a preview and Remove.
 */
export function PhotoPicker({ label, max, photos, onChange }: { label: string; max: number; photos: PickedPhoto[]; onChange: (update: (all: PickedPhoto[]) => PickedPhoto[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  // The previews are the page's own object URLs: given back when the picker goes.
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);
  const patch = (id: string, change: Partial<PickedPhoto>) => onChange((all) => all.map((p) => (p.id === id ? { ...p, ...change } : p)));

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    if (photos.length + files.length > max) return setWarning(`Attach at most ${max} photos.`);
    const refused = files.map((f) => fileProblem(f, 'order-photo')).find(Boolean);
    if (refused) return setWarning(refused);
    setWarning(null);
    const picked = files.map((file) => ({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file), progress: 0 }));
    onChange((all) => [...all, ...picked]);
    for (const p of picked) {
      uploadFile(p.file, 'order-photo', { onProgress: (f) => patch(p.id, { progress: f }) }).then(
        ({ key }) => patch(p.id, { key, progress: 1 }),
        (err: unknown) => patch(p.id, { error: err instanceof Error ? err.message : 'The photo could not be uploaded.' }),
      );
    }
  }

  function remove(id: string) {
    const gone = photos.find((p) => p.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange((all) => all.filter((p) => p.id !== id));
    setWarning(null);
  }

  return (
    <Stack gap="2">
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={photos.length >= max}>
          {label}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Up to {max} photos ({RULE.acceptedTypesText}).
        </Text>
        <chakra.input ref={input} type="file" multiple accept={RULE.accept} onChange={onPick} display="none" aria-label={label} data-testid="order-photos-input" />
      </Flex>
      {warning ? <FormAlert status="error">{warning}</FormAlert> : null}
      <ChosenImages images={photos} label="Chosen photos" altOf={(n) => `Photo ${n}`} onRemove={remove} />
    </Stack>
  );
}

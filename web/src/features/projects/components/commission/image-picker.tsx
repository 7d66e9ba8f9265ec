import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_RULES } from '@shared/messages/uploads';
import { FormAlert } from '@web/components/ui/form-alert';
import { ChosenImages } from '@web/components/ui/chosen-images';
import { fileProblem, uploadFile } from '@web/lib/upload';

export interface PickedImage {
  id: string;
  file: File;
  preview: string;
  progress: number;
  key?: string;
  error?: string;
}

/** The keys of the images uploaded so far; `busy` while one is still on its way, `failed` when one could not go. */
export function pickedState(images: PickedImage[]) {
  return {
    keys: images.flatMap((i) => (i.key ? [i.key] : [])),
    busy: images.some((i) => !i.key && !i.error),
    failed: images.some((i) => i.error),
  };
}

/**
 * Up to `max` images, each uploaded as soon as it is chosen (purpose 'post-image', through the
 * upload path the community post composer uses), with its progress, a preview and Remove.
 */
export function ImagePicker({ label, max, images, onChange }: { label: string; max: number; images: PickedImage[]; onChange: (update: (all: PickedImage[]) => PickedImage[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  // The previews are the page's own object URLs: given back when the picker goes.
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);
  const patch = (id: string, change: Partial<PickedImage>) => onChange((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i)));

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    if (images.length + files.length > max) return setWarning(`Attach at most ${max} images.`);
    const refused = files.map((f) => fileProblem(f, 'post-image')).find(Boolean);
    if (refused) return setWarning(refused);
    setWarning(null);
    const picked = files.map((file) => ({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file), progress: 0 }));
    onChange((all) => [...all, ...picked]);
    for (const p of picked) {
      uploadFile(p.file, 'post-image', { onProgress: (f) => patch(p.id, { progress: f }) }).then(
        ({ key }) => patch(p.id, { key, progress: 1 }),
        (err: unknown) => patch(p.id, { error: err instanceof Error ? err.message : 'The file could not be uploaded.' }),
      );
    }
  }

  function remove(id: string) {
    const gone = images.find((i) => i.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange((all) => all.filter((i) => i.id !== id));
    setWarning(null);
  }

  return (
    <Stack gap="2">
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={images.length >= max}>
          {label}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          1 to {max} images ({UPLOAD_RULES['post-image'].acceptedTypesText}).
        </Text>
        <chakra.input ref={input} type="file" multiple accept={UPLOAD_RULES['post-image'].accept} onChange={onPick} display="none" aria-label={label} data-testid="delivery-images-input" />
      </Flex>
      {warning ? <FormAlert status="error">{warning}</FormAlert> : null}
      <ChosenImages images={images} label="Chosen images" altOf={(n) => `Image ${n}`} onRemove={remove} />
    </Stack>
  );
}

import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_RULES, type UploadPurpose } from '@shared/messages/uploads';
import { ChosenImages } from '@web/components/ui/chosen-images';
import { FormAlert } from '@web/components/ui/form-alert';
import { fileProblem, uploadFile } from '@web/lib/upload';

/** One picture chosen in an UploadingPicker: its preview, its upload's progress, then its key or why it could not go. */
export interface PickedFile {
  id: string;
  file: File;
  preview: string;
  progress: number;
  key?: string;
  error?: string;
}

/** The keys uploaded so far; `busy` while one is on its way, `failed` when one could not go. */
export function pickedFiles(files: PickedFile[]) {
  return {
    keys: files.flatMap((f) => (f.key ? [f.key] : [])),
    busy: files.some((f) => !f.key && !f.error),
    failed: files.some((f) => f.error),
  };
}

/** How a picker names what it takes: "photo(s)" / "Photo 1", the hint beside its button, its file input's test id. */
export interface PickerWords {
  /** "photos": in "Attach at most 4 photos." and "Chosen photos". */
  plural: string;
  /** "Photo": each chosen picture's alt, "Photo 1". */
  single: string;
  /** Beside the button: "Up to 4 photos (JPEG, PNG…)". */
  hint: (max: number, acceptedTypes: string) => string;
  /** When an upload fails without a message of its own. */
  failed: string;
  testId: string;
}

/**
 * Up to `max` pictures uploaded for `purpose` as soon as they are chosen, each with its progress,
 * a preview and Remove (a milestone's delivery, a refund request's evidence).
 */
export function UploadingPicker({
  label,
  max,
  purpose,
  words,
  files,
  onChange,
}: {
  label: string;
  max: number;
  purpose: UploadPurpose;
  words: PickerWords;
  files: PickedFile[];
  onChange: (update: (all: PickedFile[]) => PickedFile[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  // The previews are the page's own object URLs: given back when the picker goes.
  useEffect(() => () => latest.current.forEach((f) => URL.revokeObjectURL(f.preview)), []);
  const patch = (id: string, change: Partial<PickedFile>) =>
    onChange((all) => all.map((f) => (f.id === id ? { ...f, ...change } : f)));
  const rule = UPLOAD_RULES[purpose];

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(e.target.files ?? [])];
    e.target.value = '';
    if (chosen.length === 0) return;
    if (files.length + chosen.length > max) return setWarning(`Attach at most ${max} ${words.plural}.`);
    const refused = chosen.map((f) => fileProblem(f, purpose)).find(Boolean);
    if (refused) return setWarning(refused);
    setWarning(null);
    const picked = chosen.map((file) => ({
      id: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
    }));
    onChange((all) => [...all, ...picked]);
    for (const p of picked) {
      uploadFile(p.file, purpose, { onProgress: (f) => patch(p.id, { progress: f }) }).then(
        ({ key }) => patch(p.id, { key, progress: 1 }),
        (err: unknown) => patch(p.id, { error: err instanceof Error ? err.message : words.failed }),
      );
    }
  }

  function remove(id: string) {
    const gone = files.find((f) => f.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange((all) => all.filter((f) => f.id !== id));
    setWarning(null);
  }

  return (
    <Stack gap="2">
      <Flex align="center" gap="3" wrap="wrap">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={files.length >= max}
        >
          {label}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {words.hint(max, rule.acceptedTypesText)}
        </Text>
        <chakra.input
          ref={input}
          type="file"
          multiple
          accept={rule.accept}
          onChange={onPick}
          display="none"
          aria-label={label}
          data-testid={words.testId}
        />
      </Flex>
      {warning ? <FormAlert status="error">{warning}</FormAlert> : null}
      <ChosenImages
        images={files}
        label={`Chosen ${words.plural}`}
        altOf={(n) => `${words.single} ${n}`}
        onRemove={remove}
      />
    </Stack>
  );
}

import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorCodes } from '@shared/api/errors';
import { COMMUNITY_MESSAGES, MAX_POST_IMAGES, MAX_POST_LENGTH, POST_CATEGORIES } from '@shared/messages/community';
import { UPLOAD_RULES } from '@shared/messages/uploads';
import { SelectField } from '@web/components/ui/choice-fields';
import { FormAlert } from '@web/components/ui/form-alert';
import { ChosenImages } from '@web/components/ui/chosen-images';
import { TextareaField } from '@web/components/ui/textarea-field';
import { isApiError } from '@web/lib/api-client';
import { fileProblem, uploadFile } from '@web/lib/upload';
import { useAuth } from '@web/lib/session';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { useCreatePost } from '../api/community';
import { ErrorLine } from './bits';
import { draftKeys, useDraft } from './use-draft';

/** The post's rules (shared/schemas/community.ts); they and zod load when someone starts on a post, not with the feed. */
const loadSchema = () => import('@shared/schemas/community').then((m) => m.createPostFormSchema);

interface Picked {
  id: string;
  file: File;
  preview: string;
  progress: number;
  key?: string;
  error?: string;
}

/** The Create Post form: text and/or up to 4 images (uploaded as they are chosen, with progress), a category. */
export function CreatePostForm({
  onCreated,
  onFailed,
}: {
  onCreated: () => void;
  onFailed: (message: string) => void;
}) {
  const { user } = useAuth();
  // The text survives a failed request, a reload and leaving the page; it goes once the post is made.
  const [draft, setDraft, clearDraft] = useDraft(draftKeys.post(user?.userId ?? ''));
  const form = useLazyZodForm(loadSchema, { defaultValues: { content: draft, category: '', images: [] } });
  const content = form.register('content', {
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => setDraft(e.target.value),
  });
  const [images, setImages] = useState<Picked[]>([]);
  // What the form's schema does not know: images whose upload failed, and the request's own failure.
  const [imagesError, setImagesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreatePost();
  const uploading = images.some((i) => !i.key && !i.error);

  function setImage(id: string, patch: Partial<Picked>) {
    setImages((all) => all.map((i) => (i.id === id ? { ...i, ...patch } : i)));
  }

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    if (images.length + files.length > MAX_POST_IMAGES) {
      setWarning(COMMUNITY_MESSAGES.tooManyImages);
      return;
    }
    const notImage = files.find((f) => fileProblem(f, 'post-image'));
    if (notImage) {
      setWarning(fileProblem(notImage, 'post-image') ?? COMMUNITY_MESSAGES.imagesOnly);
      return;
    }
    setWarning(null);
    form.clearErrors('content');
    setImagesError(null);
    const picked = files.map((file) => ({
      id: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
    }));
    setImages((all) => [...all, ...picked]);
    for (const p of picked) {
      uploadFile(p.file, 'post-image', { onProgress: (f) => setImage(p.id, { progress: f }) }).then(
        ({ key }) => setImage(p.id, { key, progress: 1 }),
        (err: unknown) =>
          setImage(p.id, { error: err instanceof Error ? err.message : 'The file could not be uploaded.' }),
      );
    }
  }

  function remove(id: string) {
    setImages((all) => {
      const gone = all.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return all.filter((i) => i.id !== id);
    });
    setWarning(null);
  }

  const submit = form.handleSubmit(async (values) => {
    if (images.some((i) => i.error) || uploading) return;
    try {
      await create.mutateAsync(values);
      for (const i of images) URL.revokeObjectURL(i.preview);
      clearDraft();
      form.reset({ content: '', category: '', images: [] });
      setImages([]);
      onCreated();
    } catch (err) {
      console.error(err);
      const message = isApiError(err, 'POST /community-posts', ErrorCodes.rateLimited)
        ? err.message
        : COMMUNITY_MESSAGES.createFailed;
      setFormError(message);
      onFailed(message);
    }
  });

  function onSubmit(e: FormEvent) {
    // The uploaded images are the form's too; one that failed has to go before posting.
    form.setValue(
      'images',
      images.flatMap((i) => (i.key ? [i.key] : [])),
    );
    setImagesError(images.some((i) => i.error) ? 'Remove the images that could not be uploaded.' : null);
    setFormError(null);
    void submit(e);
  }

  return (
    <chakra.form
      onSubmit={onSubmit}
      onFocus={form.prepare}
      onPointerDown={form.prepare}
      noValidate
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
      aria-label="Create a post"
    >
      <Stack gap="4">
        {formError ? <FormAlert status="error">{formError}</FormAlert> : null}
        <TextareaField
          label="What would you like to share?"
          maxLength={MAX_POST_LENGTH}
          rows={4}
          placeholder="Share a tip, ask for feedback, find collaborators…"
          register={content}
          error={form.formState.errors.content?.message}
        />
        <SelectField
          label="Category"
          options={POST_CATEGORIES}
          placeholder="Select a category"
          {...form.field('category')}
        />
        <Stack gap="2">
          <Flex align="center" gap="3" wrap="wrap">
            <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              Add images
            </Button>
            <Text fontSize="sm" color="fg.muted">
              Up to {MAX_POST_IMAGES} images ({UPLOAD_RULES['post-image'].acceptedTypesText}).
            </Text>
            <chakra.input
              ref={fileInput}
              type="file"
              multiple
              accept={UPLOAD_RULES['post-image'].accept}
              onChange={onPick}
              display="none"
              data-testid="post-images-input"
            />
          </Flex>
          {warning ? (
            <FormAlert status="error" title="Warning!">
              {warning}
            </FormAlert>
          ) : null}
          <ChosenImages images={images} label="Images to post" altOf={(n) => `Image ${n} to post`} onRemove={remove} />
          {imagesError ? <ErrorLine>{imagesError}</ErrorLine> : null}
        </Stack>
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={create.isPending} disabled={uploading}>
            {uploading ? 'Uploading…' : 'Post'}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

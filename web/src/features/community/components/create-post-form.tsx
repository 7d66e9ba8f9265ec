import { Box, Button, chakra, Field, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorCodes } from '@shared/api/errors';
import { COMMUNITY_MESSAGES, MAX_POST_IMAGES, MAX_POST_LENGTH, POST_CATEGORIES, type PostCategory } from '@shared/messages/community';
import { UPLOAD_RULES } from '@shared/messages/uploads';
import { SelectField } from '@web/components/ui/choice-fields';
import { FormAlert } from '@web/components/ui/form-alert';
import { FieldError } from '@web/components/ui/text-field';
import { isApiError } from '@web/lib/api-client';
import { fileProblem, uploadFile } from '@web/lib/upload';
import { useAuth } from '@web/lib/session';
import { useCreatePost } from '../api/community';
import { ErrorLine, PlainTextarea, UploadProgress } from './bits';
import { draftKeys, useDraft } from './use-draft';

interface Picked {
  id: string;
  file: File;
  preview: string;
  progress: number;
  key?: string;
  error?: string;
}

/** The Create Post form: text and/or up to 4 images (uploaded as they are chosen, with progress), a category. */
export function CreatePostForm({ onCreated, onFailed }: { onCreated: () => void; onFailed: (message: string) => void }) {
  const { user } = useAuth();
  // The text survives a failed request, a reload and leaving the page; it goes once the post is made.
  const [content, setContent, clearContent] = useDraft(draftKeys.post(user?.userId ?? ''));
  const [category, setCategory] = useState<'' | PostCategory>('');
  const [images, setImages] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<{ content?: string; category?: string; images?: string; form?: string }>({});
  const [warning, setWarning] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const contentId = useId();
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
    setErrors((x) => ({ ...x, content: undefined, images: undefined }));
    const picked = files.map((file) => ({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file), progress: 0 }));
    setImages((all) => [...all, ...picked]);
    for (const p of picked) {
      uploadFile(p.file, 'post-image', { onProgress: (f) => setImage(p.id, { progress: f }) }).then(
        ({ key }) => setImage(p.id, { key, progress: 1 }),
        (err: unknown) => setImage(p.id, { error: err instanceof Error ? err.message : 'The file could not be uploaded.' }),
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

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    const usable = images.filter((i) => i.key);
    if (!content.trim() && usable.length === 0) next.content = COMMUNITY_MESSAGES.emptyPost;
    if (!category) next.category = COMMUNITY_MESSAGES.noCategory;
    if (images.some((i) => i.error)) next.images = 'Remove the images that could not be uploaded.';
    setErrors(next);
    if (Object.keys(next).length > 0 || uploading) return;
    try {
      await create.mutateAsync({ content: content.trim(), category: category as PostCategory, images: usable.map((i) => i.key!) });
      for (const i of images) URL.revokeObjectURL(i.preview);
      clearContent();
      setCategory('');
      setImages([]);
      onCreated();
    } catch (err) {
      console.error(err);
      const message = isApiError(err, ErrorCodes.rateLimited) ? err.message : COMMUNITY_MESSAGES.createFailed;
      setErrors({ form: message });
      onFailed(message);
    }
  }

  return (
    <chakra.form onSubmit={(e) => void onSubmit(e)} noValidate borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} bg="bg" aria-label="Create a post">
      <Stack gap="4">
        {errors.form ? <FormAlert status="error">{errors.form}</FormAlert> : null}
        <Field.Root invalid={Boolean(errors.content)}>
          <Field.Label htmlFor={contentId}>What would you like to share?</Field.Label>
          <PlainTextarea
            id={contentId}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setErrors((x) => ({ ...x, content: undefined }));
            }}
            maxLength={MAX_POST_LENGTH}
            rows={4}
            placeholder="Share a tip, ask for feedback, find collaborators…"
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? `${contentId}-error` : undefined}
          />
          {errors.content ? <FieldError id={`${contentId}-error`}>{errors.content}</FieldError> : null}
        </Field.Root>
        <SelectField
          label="Category"
          value={category}
          options={POST_CATEGORIES}
          placeholder="Select a category"
          onChange={(v) => {
            setCategory(v as '' | PostCategory);
            setErrors((x) => ({ ...x, category: undefined }));
          }}
          error={errors.category}
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
          {images.length > 0 ? (
            <Flex as="ul" listStyleType="none" m="0" p="0" gap="3" wrap="wrap" aria-label="Images to post">
              {images.map((i, n) => (
                <Box as="li" key={i.id} w="24">
                  <chakra.img src={i.preview} alt={`Image ${n + 1} to post`} w="24" h="24" objectFit="cover" borderRadius="md" />
                  {i.error ? (
                    <Text fontSize="xs" color="red.700">
                      {i.error}
                    </Text>
                  ) : (
                    <UploadProgress fraction={i.progress} label={`Upload of image ${n + 1}`} />
                  )}
                  <Button type="button" size="2xs" variant="ghost" onClick={() => remove(i.id)} aria-label={`Remove image ${n + 1}`}>
                    Remove
                  </Button>
                </Box>
              ))}
            </Flex>
          ) : null}
          {errors.images ? <ErrorLine>{errors.images}</ErrorLine> : null}
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

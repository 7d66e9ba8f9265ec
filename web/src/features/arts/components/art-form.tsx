import { Box, Button, chakra, Field, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import * as z from 'zod';
import { centavosToPesos } from '@shared/money';
import { artFieldsSchema, type Art } from '@shared/schemas/arts';
import { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS } from '@shared/options';
import { ArtImage } from '@web/components/arts/art-image';
import { MultiChoiceField } from '@web/components/ui/choice-fields';
import { FileUploadField } from '@web/components/ui/file-upload-field';
import { Textarea } from '@web/components/ui/textarea-field';
import { ApiError, fieldMessage } from '@web/lib/api-client';
import { useZodForm, type FormValuesOf } from '@web/lib/use-zod-form';
import { useTags } from '@web/api/tags';

const IMAGE_REQUIRED = 'Please choose an image of the artwork.';

/** The server's own rules (shared/schemas/arts.ts), checked here first; a new art needs its image. */
const schemaFor = (needsImage: boolean) =>
  artFieldsSchema.extend({ imageKey: needsImage ? z.string().min(1, IMAGE_REQUIRED) : z.string() });
type ArtFormSchema = ReturnType<typeof schemaFor>;

/** What the form holds: the fields as typed (strings), the tags' ids and the uploaded image's key. */
export type ArtFormValues = FormValuesOf<ArtFormSchema>;
/** What it submits, checked: the price in centavos, the quantity a whole number, the texts trimmed. */
export type ArtFormOutput = z.output<ArtFormSchema>;

export function valuesOf(art: Art | null): ArtFormValues {
  return {
    title: art?.title ?? '',
    description: art?.description ?? '',
    price: art ? art.price.toFixed(2) : '',
    quantity: art ? String(art.quantity) : '',
    location: art?.location ?? '',
    art_style: art?.art_style ?? '',
    medium: art?.medium ?? '',
    subject: art?.subject ?? '',
    tags: art?.tags.map((t) => t.id) ?? [],
    days_to_ship: art?.days_to_ship ? String(art.days_to_ship) : '',
    imageKey: '',
  };
}

/** The body the art routes take: prices in pesos and quantities with two decimals, as the spec sends them. */
export function bodyOf(values: ArtFormOutput) {
  return {
    ...values,
    price: centavosToPesos(values.price).toFixed(2),
    quantity: values.quantity.toFixed(2),
    imageKey: values.imageKey || undefined,
  };
}

const selectStyles = {
  w: 'full',
  h: '11',
  px: '3',
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
} as const;

/**
 * The art form of Upload Arts and Edit Art: every field with its own error (shown under it,
 * `aria-invalid` set, focus on the first wrong one), the image uploaded as soon as it is chosen
 * with its progress beside the picker, and the server's refusals shown on their field.
 */
export function ArtForm({
  initial,
  currentImage,
  submitLabel,
  busyLabel,
  onSubmit,
  actions,
}: {
  initial: ArtFormValues;
  /** Edit Art: the image the art has now (a new one is optional). */
  currentImage?: Art['image'];
  submitLabel: string;
  busyLabel: string;
  /** Saves; a thrown ApiError naming a field is shown on that field, anything else is the caller's to show. */
  onSubmit: (values: ArtFormOutput) => Promise<void>;
  /** More buttons beside the submit button (Edit Art's Delete). */
  actions?: ReactNode;
}) {
  const tags = useTags();
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(schemaFor(!currentImage), { defaultValues: initial });
  const { register, handleSubmit, formState, setValue, setError, control } = form;
  const formId = useId();
  const watchedTags = useWatch({ control, name: 'tags' });
  const chosenTags = Array.isArray(watchedTags) ? watchedTags : [];
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      if (err instanceof ApiError && err.field && err.field in initial) {
        setError(err.field as Path<ArtFormValues>, { message: fieldMessage(err) }, { shouldFocus: true });
        return;
      }
      throw err;
    }
  });

  const field = (name: keyof ArtFormValues, label: string, input: ReactNode) => (
    <Field.Root invalid={Boolean(errors[name])} required id={`${formId}-${name}`}>
      <Field.Label>{label}</Field.Label>
      {input}
      {errors[name] ? <Field.ErrorText>{String(errors[name]?.message)}</Field.ErrorText> : null}
    </Field.Root>
  );

  const select = (name: 'art_style' | 'medium' | 'subject', label: string, options: readonly string[]) =>
    field(
      name,
      label,
      // The Field's id is its control's: Field.Label points there.
      <chakra.select
        {...register(name)}
        id={`${formId}-${name}`}
        aria-invalid={errors[name] ? true : undefined}
        {...selectStyles}
      >
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </chakra.select>,
    );

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="5">
        {field(
          'title',
          'Title',
          <Input
            {...register('title')}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.title ? true : undefined}
          />,
        )}
        {field(
          'description',
          'Description',
          <Textarea
            {...register('description')}
            id={`${formId}-description`}
            rows={4}
            maxLength={2000}
            aria-invalid={errors.description ? true : undefined}
          />,
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field(
            'price',
            'Price (₱)',
            <Input
              {...register('price')}
              inputMode="decimal"
              placeholder="1500.00"
              aria-invalid={errors.price ? true : undefined}
            />,
          )}
          {field(
            'quantity',
            'Quantity',
            <Input
              {...register('quantity')}
              inputMode="numeric"
              placeholder="1"
              aria-invalid={errors.quantity ? true : undefined}
            />,
          )}
        </SimpleGrid>
        {field(
          'location',
          'Location',
          <Input
            {...register('location')}
            maxLength={100}
            placeholder="e.g. Angono, Rizal"
            aria-invalid={errors.location ? true : undefined}
          />,
        )}
        <Field.Root invalid={Boolean(errors.days_to_ship)} id={`${formId}-days_to_ship`}>
          <Field.Label>Days to ship (optional)</Field.Label>
          <Input
            {...register('days_to_ship')}
            inputMode="numeric"
            maxW="xs"
            placeholder="e.g. 21"
            aria-invalid={errors.days_to_ship ? true : undefined}
            aria-describedby={`${formId}-days_to_ship-help`}
          />
          {errors.days_to_ship ? <Field.ErrorText>{String(errors.days_to_ship.message)}</Field.ErrorText> : null}
          <Field.HelperText id={`${formId}-days_to_ship-help`}>
            Made to order? The days you need before it ships (1–60). Leave it empty to use your shipping settings.
          </Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {select('art_style', 'Art style', ARTWORK_STYLES)}
          {select('medium', 'Medium', ARTWORK_MEDIUMS)}
          {select('subject', 'Subject', ARTWORK_SUBJECTS)}
        </SimpleGrid>
        {tags.data && tags.data.length > 0 ? (
          <MultiChoiceField
            label="Tags"
            options={tags.data.map((t) => t.name)}
            values={tags.data.filter((t) => chosenTags.includes(t.id)).map((t) => t.name)}
            onChange={(names) =>
              setValue(
                'tags',
                tags.data!.filter((t) => names.includes(t.name)).map((t) => t.id),
                { shouldDirty: true },
              )
            }
          />
        ) : null}
        {errors.tags ? (
          <chakra.p color="red.700" fontSize="sm">
            {String(errors.tags.message)}
          </chakra.p>
        ) : null}

        <Box>
          <FileUploadField
            label={currentImage ? 'Replace the image (optional)' : 'Image'}
            purpose="art-image"
            onFileSelected={(file) => {
              setImageError(null);
              setPreview(file ? URL.createObjectURL(file) : null);
              setUploading(Boolean(file));
              if (!file) setValue('imageKey', '');
            }}
            onUploaded={(key) => {
              setUploading(false);
              setValue('imageKey', key, { shouldValidate: formState.isSubmitted });
            }}
            onError={(message) => {
              setUploading(false);
              setImageError(message);
            }}
          />
          {imageError ? (
            <chakra.p role="alert" color="red.700" fontSize="sm" mt="2">
              {imageError}
            </chakra.p>
          ) : errors.imageKey ? (
            <chakra.p role="alert" color="red.700" fontSize="sm" mt="2">
              {String(errors.imageKey.message)}
            </chakra.p>
          ) : null}
          {preview || currentImage ? (
            <Box mt="3" maxW="xs" borderRadius="lg" overflow="hidden" borderWidth="1px">
              {preview ? (
                <chakra.img src={preview} alt="The chosen image" w="full" />
              ) : (
                <ArtImage image={currentImage!} alt="The art's current image" sizes="320px" />
              )}
            </Box>
          ) : null}
        </Box>

        <Flex gap="3" flexWrap="wrap" justify="flex-end">
          {actions}
          <Button
            type="submit"
            colorPalette="brand"
            loading={formState.isSubmitting}
            loadingText={busyLabel}
            disabled={uploading}
          >
            {uploading ? 'Uploading image…' : submitLabel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

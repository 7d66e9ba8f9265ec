import { pickedFiles, UploadingPicker, type PickedFile, type PickerWords } from '@web/components/ui/uploading-picker';

export type PickedPhoto = PickedFile;
export const pickedPhotos = pickedFiles;

const WORDS: PickerWords = {
  plural: 'photos',
  single: 'Photo',
  hint: (max, types) => `Up to ${max} photos (${types}).`,
  failed: 'The photo could not be uploaded.',
  testId: 'order-photos-input',
};

/**
 * Up to `max` private photos of an order (a refund's evidence), each uploaded as soon as it is
 * chosen (purpose 'order-photo': only the order's two sides and the admins can open them).
 */
export function PhotoPicker({
  label,
  max,
  photos,
  onChange,
}: {
  label: string;
  max: number;
  photos: PickedPhoto[];
  onChange: (update: (all: PickedPhoto[]) => PickedPhoto[]) => void;
}) {
  return (
    <UploadingPicker label={label} max={max} purpose="order-photo" words={WORDS} files={photos} onChange={onChange} />
  );
}

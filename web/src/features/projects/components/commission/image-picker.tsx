import { pickedFiles, UploadingPicker, type PickedFile, type PickerWords } from '@web/components/ui/uploading-picker';

export type PickedImage = PickedFile;
export const pickedState = pickedFiles;

const WORDS: PickerWords = {
  plural: 'images',
  single: 'Image',
  hint: (max, types) => `1 to ${max} images (${types}).`,
  failed: 'The file could not be uploaded.',
  testId: 'delivery-images-input',
};

/**
 * Up to `max` images of a milestone's delivery, each uploaded as soon as it is chosen (purpose
 * 'post-image', through the upload path the community post composer uses).
 */
export function ImagePicker({
  label,
  max,
  images,
  onChange,
}: {
  label: string;
  max: number;
  images: PickedImage[];
  onChange: (update: (all: PickedImage[]) => PickedImage[]) => void;
}) {
  return (
    <UploadingPicker label={label} max={max} purpose="post-image" words={WORDS} files={images} onChange={onChange} />
  );
}

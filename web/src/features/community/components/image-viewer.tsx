import { Box, chakra } from '@chakra-ui/react';
import type { PostImage } from '@shared/schemas/community';
import { Modal } from '@web/components/ui/modal';

/** The full-size viewer: the 1200 px variant; closed by Escape, a click outside or its close button. */
export function ImageViewer({
  image,
  index,
  count,
  onClose,
}: {
  image: PostImage | null;
  index: number;
  count: number;
  onClose: () => void;
}) {
  return (
    <Modal open={image !== null} onClose={onClose} title={`Image ${index + 1} of ${count}`} size="xl">
      {image ? (
        <Box textAlign="center">
          <chakra.img
            src={image.large ?? image.url}
            alt={`Post image ${index + 1} of ${count}, full size`}
            maxH="75vh"
            maxW="100%"
            mx="auto"
            objectFit="contain"
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            decoding="async"
            data-testid="viewer-image"
            style={{ height: 'auto' }}
          />
        </Box>
      ) : null}
    </Modal>
  );
}

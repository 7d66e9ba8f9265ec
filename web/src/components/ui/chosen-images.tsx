import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { ProgressBar } from './progress-bar';

export interface ChosenImage {
  id: string;
  preview: string;
  progress: number;
  error?: string;
}

/** Images chosen for an upload: each with its preview, its upload's progress (or why it failed) and Remove. */
export function ChosenImages({
  images,
  label,
  altOf,
  onRemove,
}: {
  images: readonly ChosenImage[];
  label: string;
  altOf: (n: number) => string;
  onRemove: (id: string) => void;
}) {
  if (images.length === 0) return null;
  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" gap="3" wrap="wrap" aria-label={label}>
      {images.map((i, n) => (
        <Box as="li" key={i.id} w="24">
          <chakra.img src={i.preview} alt={altOf(n + 1)} w="24" h="24" objectFit="cover" borderRadius="md" />
          {i.error ? (
            <Text fontSize="xs" color="red.700">
              {i.error}
            </Text>
          ) : (
            <ProgressBar value={i.progress * 100} label={`Upload of image ${n + 1}`} h="1.5" mt="1" />
          )}
          <Button
            type="button"
            size="2xs"
            variant="ghost"
            onClick={() => onRemove(i.id)}
            aria-label={`Remove image ${n + 1}`}
          >
            Remove
          </Button>
        </Box>
      ))}
    </Flex>
  );
}

import { Box, chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { isPdfUrl } from '../utils/verifications';

const PdfIcon = () => (
  <svg
    width="40"
    height="40"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    aria-hidden="true"
  >
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <path d="M9 13h6M9 17h4" />
  </svg>
);

const tileStyles = {
  display: 'flex',
  w: 'full',
  h: '40',
  borderWidth: '1px',
  borderRadius: 'lg',
  overflow: 'hidden',
  bg: 'bg.subtle',
  alignItems: 'center',
  justifyContent: 'center',
  _hover: { borderColor: 'brand.500' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const;

/**
 * One submitted file: a link that opens it in a new tab, and a thumbnail. An image's
 * thumbnail opens the full-size viewer; a PDF gets a tile that opens the file.
 */
export function DocumentPreview({
  label,
  linkText,
  url,
  ownerName,
  onView,
}: {
  label: string;
  linkText: string;
  url: string;
  ownerName: string;
  onView: () => void;
}) {
  const pdf = isPdfUrl(url);
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{label}</Text>
      {pdf ? (
        // The accessible name starts with the visible text, so voice control ("click PDF document") finds it.
        <chakra.a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`PDF document: ${label} of ${ownerName} (opens in a new tab)`}
          color="fg.muted"
          flexDirection="column"
          gap="1"
          {...tileStyles}
        >
          <PdfIcon />
          <Text fontSize="sm">PDF document</Text>
        </chakra.a>
      ) : (
        <chakra.button
          type="button"
          onClick={onView}
          aria-label={`View ${label.toLowerCase()} of ${ownerName} full size`}
          p="0"
          cursor="zoom-in"
          {...tileStyles}
        >
          <chakra.img
            src={url}
            alt={`${label} of ${ownerName}`}
            w="full"
            h="full"
            objectFit="cover"
            loading="lazy"
            decoding="async"
          />
        </chakra.button>
      )}
      <Flex>
        <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.600" fontWeight="medium" fontSize="sm">
          {linkText}
          <Box as="span" srOnly>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      </Flex>
    </Stack>
  );
}

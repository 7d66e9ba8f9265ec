import { Box, chakra, Flex } from '@chakra-ui/react';
import { FILTER_KEYS, priceBandLabel, type BrowseFilters, type FilterKey } from './browse-query';

const FILTER_LABELS: Record<FilterKey, string> = {
  art_style: 'Art style',
  medium: 'Medium',
  subject: 'Subject',
  price: 'Price (₱)',
};

/**
 * The filters in force, as chips under the collapsed Filters button (phones only: wider screens
 * show the filters themselves). Each chip removes its filter.
 */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}) {
  const chosen = FILTER_KEYS.flatMap((key) => {
    const value = key === 'price' ? priceBandLabel(filters.price) : filters[key];
    return value ? [{ key, text: `${FILTER_LABELS[key]}: ${value}` }] : [];
  });
  if (chosen.length === 0) return null;
  return (
    <Box hideFrom="md" mt="3">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" aria-label="Filters in use">
        {chosen.map(({ key, text }) => (
          <chakra.li key={key} minW="0" maxW="full">
            <chakra.button
              type="button"
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              maxW="full"
              minH="9"
              px="3"
              borderRadius="full"
              borderWidth="1px"
              borderColor="brand.200"
              bg="brand.50"
              color="brand.800"
              fontSize="sm"
              fontWeight="medium"
              textAlign="start"
              aria-label={`Remove filter ${text}`}
              onClick={() => onChange({ [key]: undefined })}
              _hover={{ bg: 'brand.100' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
            >
              <chakra.span overflowWrap="anywhere">{text}</chakra.span>
              <chakra.svg
                viewBox="0 0 24 24"
                width="14px"
                height="14px"
                flexShrink={0}
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </chakra.svg>
            </chakra.button>
          </chakra.li>
        ))}
      </Flex>
    </Box>
  );
}

import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ArtSearchSuggestion } from '@shared/schemas/arts';
import { FILTER_KEYS, priceBandLabel, type BrowseFilters, type FilterKey } from './browse-query';

const FACET_NAMES: Record<FilterKey, string> = {
  art_style: 'style',
  medium: 'medium',
  subject: 'subject',
  price: 'price',
};

const valueLabel = (key: FilterKey, value: string) =>
  key === 'price' ? (priceBandLabel(value as BrowseFilters['price']) ?? value) : value;

/** What a suggestion's button says, against the search the page shows. */
export function suggestionLabel(s: ArtSearchSuggestion, current: BrowseFilters): string {
  if (!s.q) {
    const key = FILTER_KEYS.find((k) => s[k])!;
    return `Browse all ${valueLabel(key, s[key]!)} arts`;
  }
  const dropped = FILTER_KEYS.find((k) => current[k] && !s[k]);
  if (s.q === current.q && dropped)
    return `Search without ${FACET_NAMES[dropped]} ${valueLabel(dropped, current[dropped]!)}`;
  return `Search “${s.q}”`;
}

/** A suggestion as the page's filters: its words and filters, the sort and page size kept. */
export const applySuggestion = (s: ArtSearchSuggestion, current: BrowseFilters): BrowseFilters => ({
  sort: current.sort,
  limit: current.limit,
  q: s.q || undefined,
  art_style: s.art_style,
  medium: s.medium,
  subject: s.subject,
  price: s.price,
});

/** The page a search that found nothing shows: what was searched, and searches that do find. */
export function NoSearchResults({
  filters,
  suggestions,
  onChoose,
  onClear,
}: {
  filters: BrowseFilters;
  suggestions: readonly ArtSearchSuggestion[];
  onChoose: (next: BrowseFilters) => void;
  onClear: () => void;
}) {
  return (
    <Stack
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      align="center"
      gap="3"
      bg="bg"
    >
      <Text fontWeight="semibold">No arts match “{filters.q}”.</Text>
      <Text color="fg.muted" fontSize="sm">
        {suggestions.length > 0
          ? 'Try one of these instead:'
          : 'Check the spelling, use fewer words, or remove a filter.'}
      </Text>
      {suggestions.length > 0 ? (
        <Flex
          as="ul"
          gap="2"
          wrap="wrap"
          justify="center"
          listStyleType="none"
          m="0"
          p="0"
          aria-label="Suggested searches"
        >
          {suggestions.map((s) => (
            <li key={JSON.stringify(s)}>
              <Button variant="outline" colorPalette="brand" onClick={() => onChoose(applySuggestion(s, filters))}>
                {suggestionLabel(s, filters)}
              </Button>
            </li>
          ))}
        </Flex>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        Clear search
      </Button>
    </Stack>
  );
}

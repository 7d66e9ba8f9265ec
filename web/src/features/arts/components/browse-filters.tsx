import { Box, Button, chakra, Field, Flex, SimpleGrid } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { BROWSE_PAGE_SIZES } from '@shared/messages/arts';
import { ARTWORK_MEDIUMS, ARTWORK_STYLES, ARTWORK_SUBJECTS, PRICE_BANDS } from '@shared/options';
import { SelectField } from '@web/components/ui/choice-fields';
import { FilterChips } from './browse-filter-chips';
import {
  FILTER_KEYS,
  hasFilters,
  nextSort,
  priceBandId,
  priceBandLabel,
  SORT_LABELS,
  type BrowseFilters,
  type BrowsePageSize,
} from './browse-query';

/** The sort toggle (latest → cheapest → none), its new state announced politely. */
export function SortToggle({
  sort,
  onChange,
}: {
  sort: BrowseFilters['sort'];
  onChange: (sort: BrowseFilters['sort']) => void;
}) {
  const [announced, setAnnounced] = useState('');
  const hintId = useId();
  return (
    <Box flex={{ base: '1', md: 'initial' }}>
      <Button
        variant="outline"
        colorPalette="brand"
        h="11"
        w={{ base: 'full', md: 'auto' }}
        aria-describedby={hintId}
        onClick={() => {
          const next = nextSort(sort);
          setAnnounced(SORT_LABELS[next].announced);
          onChange(next);
        }}
      >
        <chakra.svg
          viewBox="0 0 24 24"
          width="18px"
          height="18px"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" />
        </chakra.svg>
        {SORT_LABELS[sort].button}
      </Button>
      <Box id={hintId} srOnly>
        Changes the order: latest, cheapest, none.
      </Box>
      <Box role="status" aria-live="polite" srOnly>
        {announced}
      </Box>
    </Box>
  );
}

/** The page size, 10, 25, 50 or 100 (no "not chosen" option, unlike the filters). */
function PageSizeField({ value, onChange }: { value: BrowsePageSize; onChange: (size: BrowsePageSize) => void }) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>Arts per page</Field.Label>
      <chakra.select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as BrowsePageSize)}
        w="full"
        h="11"
        px="3"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        {BROWSE_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}

/** What Clear filters changes: the four filters, not the sort or the page size. */
export const CLEARED_FILTERS: Partial<BrowseFilters> = {
  art_style: undefined,
  medium: undefined,
  subject: undefined,
  price: undefined,
};

/**
 * Browse Arts' controls: the sort toggle and Clear filters, then the four filters and the page
 * size. On a phone (below md) the filters wait behind a Filters button, so the arts start on the
 * first screen, and the chosen ones show as chips that remove them. Each change is a patch, for
 * the page to apply to the filters as they are then (the address may have moved on since this
 * rendered).
 */
export function BrowseFiltersBar({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const active = FILTER_KEYS.filter((key) => filters[key]).length;
  // The empty option ("All styles") clears that filter.
  const choose = (key: 'art_style' | 'medium' | 'subject') => (value: string) =>
    onChange({ [key]: value || undefined });
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Box
      as="section"
      aria-label="Filters and sort"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '3', md: '5' }}
      bg="bg"
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          ref={toggle}
          hideFrom="md"
          variant="outline"
          colorPalette="brand"
          h="11"
          flex="1"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <chakra.svg
            viewBox="0 0 24 24"
            width="18px"
            height="18px"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M3 5h18M6 12h12M10 19h4" />
          </chakra.svg>
          {active ? `Filters (${active})` : 'Filters'}
        </Button>
        <SortToggle sort={filters.sort} onChange={(sort) => onChange({ sort })} />
        {hasFilters(filters) ? (
          <Button variant="ghost" h="11" onClick={() => onChange(CLEARED_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </Flex>
      <Box id={panelId} display={{ base: open ? 'block' : 'none', md: 'block' }} mt="4">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
          <SelectField
            label="Art style"
            placeholder="All styles"
            options={ARTWORK_STYLES}
            value={filters.art_style ?? ''}
            onChange={choose('art_style')}
          />
          <SelectField
            label="Medium"
            placeholder="All mediums"
            options={ARTWORK_MEDIUMS}
            value={filters.medium ?? ''}
            onChange={choose('medium')}
          />
          <SelectField
            label="Subject"
            placeholder="All subjects"
            options={ARTWORK_SUBJECTS}
            value={filters.subject ?? ''}
            onChange={choose('subject')}
          />
          <SelectField
            label="Price (₱)"
            placeholder="Any price"
            options={PRICE_BANDS.map((b) => b.label)}
            value={priceBandLabel(filters.price) ?? ''}
            onChange={(v) => onChange({ price: priceBandId(v) })}
          />
        </SimpleGrid>
        <Flex
          mt="4"
          gap="3"
          align={{ base: 'stretch', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
          wrap="wrap"
        >
          <Box w={{ base: 'full', sm: '40' }}>
            <PageSizeField value={filters.limit} onChange={(limit) => onChange({ limit })} />
          </Box>
          <Button hideFrom="md" colorPalette="brand" h="11" onClick={close}>
            Show arts
          </Button>
        </Flex>
      </Box>
      <FilterChips filters={filters} onChange={onChange} />
    </Box>
  );
}

import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** Accessible tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). */
export function Tabs({ items, value, onChange }: { items: TabItem[]; value: string; onChange: (id: string) => void }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((t) => t.id === value),
  );
  function onKeyDown(e: KeyboardEvent) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (e.key === 'Home' || e.key === 'End' || delta) {
      e.preventDefault();
      const next =
        e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : (index + delta + items.length) % items.length;
      onChange(items[next]!.id);
      refs.current[next]?.focus();
    }
  }

  return (
    <Box>
      {/* On a narrow screen the tabs wrap onto a second row rather than run off the edge, cut in half. */}
      <Flex role="tablist" position="relative" borderBottomWidth="1px" wrap="wrap" columnGap="1" onKeyDown={onKeyDown}>
        {items.map((tab, i) => {
          const selected = i === index;
          return (
            <chakra.button
              key={tab.id}
              ref={(el: HTMLButtonElement | null) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              px={{ base: '3', md: '4' }}
              py={{ base: '2.5', md: '3' }}
              fontWeight="medium"
              whiteSpace="nowrap"
              color={selected ? 'brand.700' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={selected ? 'brand.500' : 'transparent'}
              mb="-1px"
              _hover={{ color: 'brand.700' }}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Flex>
      {items.map((tab, i) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== index}
          pt="6"
        >
          {i === index ? tab.content : null}
        </Box>
      ))}
    </Box>
  );
}

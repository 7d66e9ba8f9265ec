import { Box, chakra, Heading } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open to show their answers (the WAI-ARIA accordion pattern: each question is a
 * button inside a heading, with aria-expanded and aria-controls pointing at its answer region).
 * Any number may be open at once.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <Box borderTopWidth="1px" borderColor="brand.100">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <Box key={item.question} borderBottomWidth="1px" borderColor="brand.100">
            <Heading as="h2" size="md" m="0">
              <chakra.button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                display="flex"
                w="full"
                alignItems="center"
                justifyContent="space-between"
                gap="4"
                py={{ base: '4', md: '5' }}
                px={{ base: '1', md: '2' }}
                textAlign="start"
                fontSize={{ base: 'md', md: 'lg' }}
                fontWeight="semibold"
                color="brand.900"
                cursor="pointer"
                rounded="md"
                _hover={{ color: 'brand.600' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                {item.question}
                <Box
                  as="span"
                  display="grid"
                  placeItems="center"
                  flexShrink="0"
                  boxSize="8"
                  rounded="full"
                  bg={expanded ? 'brand.500' : 'brand.50'}
                  color={expanded ? 'white' : 'brand.600'}
                  transform={expanded ? 'rotate(180deg)' : undefined}
                  transition="transform 0.2s, background-color 0.2s"
                  _motionReduce={{ transition: 'none' }}
                >
                  <ChevronDownIcon />
                </Box>
              </chakra.button>
            </Heading>
            <Box
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              px={{ base: '1', md: '2' }}
              pb="5"
              pe={{ base: '10', md: '14' }}
              color="fg.muted"
              fontSize={{ base: 'sm', md: 'md' }}
              lineHeight="tall"
            >
              {item.answer}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

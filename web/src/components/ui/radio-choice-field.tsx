import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Option } from './choice-fields';

/**
 * A group of radio buttons under a legend, each option with an optional hint, and the group's
 * error. The options sit in a row from `sm` up, or in two columns with `columns={2}` (a longer list).
 */
export function RadioChoiceField({
  legend,
  options,
  register,
  error,
  columns,
}: {
  legend: string;
  options: readonly (Option & { hint?: string })[];
  register: UseFormRegisterReturn;
  error?: string;
  columns?: 2;
}) {
  const errorId = `${useId()}-error`;
  return (
    <Box as="fieldset" minW="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {legend}
      </chakra.legend>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} wrap={columns ? 'wrap' : undefined}>
        {options.map((o) => (
          <chakra.label
            key={o.value}
            display="flex"
            alignItems="flex-start"
            gap="2"
            flex={columns ? { base: '1', sm: '1 1 calc(50% - 0.75rem)' } : '1'}
            px="3"
            py="2.5"
            borderWidth="1px"
            borderRadius="md"
            borderColor={error ? 'red.600' : 'border'}
            cursor="pointer"
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
          >
            <chakra.input
              type="radio"
              value={o.value}
              {...register}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              mt="1"
              accentColor="#b4532a"
            />
            <Stack gap="0">
              <Text as="span" fontWeight="medium">
                {o.label}
              </Text>
              {o.hint ? (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {o.hint}
                </Text>
              ) : null}
            </Stack>
          </chakra.label>
        ))}
      </Flex>
      {error ? (
        <chakra.p id={errorId} color="red.700" fontSize="sm" mt="2">
          {error}
        </chakra.p>
      ) : null}
    </Box>
  );
}

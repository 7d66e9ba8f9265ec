import { Box, chakra, Field, Flex } from '@chakra-ui/react';
import { useId } from 'react';

/** A labelled native select with an empty "not chosen" option. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder = 'Select an option',
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <chakra.select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        w="full"
        h="11"
        px="3"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}

/** Several choices as toggle chips (checkboxes underneath): selecting toggles an option in or out. */
export function MultiChoiceField({
  label,
  values,
  options,
  onChange,
}: {
  label: string;
  values: readonly string[];
  options: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const toggle = (option: string) =>
    onChange(values.includes(option) ? values.filter((v) => v !== option) : [...values, option]);
  return (
    <Box as="fieldset">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {label}
      </chakra.legend>
      <Flex gap="2" flexWrap="wrap">
        {options.map((option) => {
          const checked = values.includes(option);
          return (
            <chakra.label
              key={option}
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="3"
              py="1.5"
              borderWidth="1px"
              borderRadius="full"
              fontSize="sm"
              cursor="pointer"
              borderColor={checked ? 'brand.500' : 'border'}
              bg={checked ? 'brand.50' : 'bg'}
              color={checked ? 'brand.800' : 'fg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
            >
              <chakra.input type="checkbox" checked={checked} onChange={() => toggle(option)} accentColor="#b4532a" />
              {option}
            </chakra.label>
          );
        })}
      </Flex>
    </Box>
  );
}

import { Field, Input } from '@chakra-ui/react';

/** A labelled search box over a table. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root maxW={{ base: 'full', md: 'sm' }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
    </Field.Root>
  );
}

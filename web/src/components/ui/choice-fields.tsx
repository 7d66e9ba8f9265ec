import { Box, chakra, Field, Flex } from '@chakra-ui/react';
import { useId, type ChangeEvent, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './text-field';

/** A choice whose value differs from what it says. */
export interface Option {
  value: string;
  label: string;
}

/** Choices under a heading of their own (an `<optgroup>`: Banks, E-wallets). */
export interface OptionGroup {
  group: string;
  options: readonly Option[];
}

/** A select's choice: its text (also its value), a value with its label, or a group of them. */
export type SelectOption = string | Option | OptionGroup;

function optionElement(o: string | Option) {
  const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
  return (
    <option key={value} value={value}>
      {label}
    </option>
  );
}

/** A labelled native select with an empty "not chosen" option and its own error. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  register,
  error,
  placeholder = 'Select an option',
  disabled,
  ref,
}: {
  label: string;
  options: readonly SelectOption[];
  /** Controlled: the value and its setter. Or bind it to a form with `register` instead. */
  value?: string;
  onChange?: (value: string) => void;
  /** The field's registration in a react-hook-form form. */
  register?: UseFormRegisterReturn;
  /** The field's error, shown under it; the select gets `aria-invalid`. */
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Given the select when it is controlled, so a form can move focus to it (react-hook-form's Controller). */
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const binding = register ?? {
    value,
    onChange: onChange ? (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) : undefined,
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <chakra.select
        id={id}
        ref={ref}
        disabled={disabled}
        {...binding}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        w="full"
        h="11"
        px="3"
        borderWidth="1px"
        borderRadius="md"
        borderColor={error ? 'red.600' : undefined}
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        <option value="">{placeholder}</option>
        {options.map((o) =>
          typeof o === 'object' && 'group' in o ? (
            <optgroup key={o.group} label={o.group}>
              {o.options.map(optionElement)}
            </optgroup>
          ) : (
            optionElement(o)
          ),
        )}
      </chakra.select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field.Root>
  );
}

/** Several choices as toggle chips (checkboxes underneath): selecting toggles an option in or out. */
export function MultiChoiceField({
  label,
  values,
  options,
  onChange,
  error,
  ref,
}: {
  label: string;
  values: readonly string[];
  options: readonly string[];
  onChange: (values: string[]) => void;
  /** The field's error, shown under the choices; each checkbox gets `aria-invalid`. */
  error?: string;
  /** Given the first checkbox, so a form can move focus to the field (react-hook-form's Controller). */
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = `${useId()}-error`;
  const toggle = (option: string) =>
    onChange(values.includes(option) ? values.filter((v) => v !== option) : [...values, option]);
  return (
    <Box as="fieldset">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {label}
      </chakra.legend>
      <Flex gap="2" flexWrap="wrap">
        {options.map((option, index) => {
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
              borderColor={checked ? 'brand.500' : error ? 'red.600' : 'border'}
              bg={checked ? 'brand.50' : 'bg'}
              color={checked ? 'brand.800' : 'fg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
            >
              <chakra.input
                ref={index === 0 ? ref : undefined}
                type="checkbox"
                checked={checked}
                onChange={() => toggle(option)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                accentColor="#b4532a"
              />
              {option}
            </chakra.label>
          );
        })}
      </Flex>
      {error ? (
        <chakra.p id={errorId} color="red.700" fontSize="sm" mt="2">
          {error}
        </chakra.p>
      ) : null}
    </Box>
  );
}

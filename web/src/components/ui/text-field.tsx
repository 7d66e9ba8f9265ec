import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface TextFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helper?: ReactNode;
  /** Replaces the input (e.g. a PasswordInput), which must take the same id. */
  children?: ReactNode;
}

/** A labelled text input. */
export function TextField({ label, value, onChange, helper, children, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children ?? <Input value={value} onChange={(e) => onChange(e.target.value)} size="lg" {...inputProps} />}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

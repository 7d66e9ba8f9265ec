import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  /** Controlled: the value and its setter. Or bind it to a form with `register` instead. */
  value?: string;
  onChange?: (value: string) => void;
  /** The field's registration in a react-hook-form form (`useZodForm(...).field(name)` gives it with `error`). */
  register?: UseFormRegisterReturn;
  /** The field's error, shown under it; the input gets `aria-invalid` and is described by it. */
  error?: string;
  helper?: ReactNode;
  /** Replaces the input (e.g. a PasswordInput), which must take the same id. */
  children?: ReactNode;
}

/** A labelled text input with its own error. */
export function TextField({
  label,
  value,
  onChange,
  register,
  error,
  helper,
  children,
  ...inputProps
}: TextFieldProps) {
  const described = useDescribedBy(error, helper);
  const binding = register ?? {
    value,
    onChange: onChange ? (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value) : undefined,
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={described.ids}>
      <Field.Label>{label}</Field.Label>
      {children ?? <Input size="lg" aria-describedby={described.by} {...inputProps} {...binding} />}
      {error ? <FieldError>{error}</FieldError> : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

/**
 * Ids for a Field's error and helper texts, and the `aria-describedby` naming those shown: Chakra
 * points to the error only with `aria-errormessage`, which fewer screen readers read.
 */
export function useDescribedBy(error: string | undefined, helper?: ReactNode) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const by = [error ? ids.errorText : null, helper ? ids.helperText : null].filter(Boolean).join(' ') || undefined;
  return { ids, by };
}

/** A field's error under it, in a red that keeps 4.5:1 on white (Chakra's default is lighter). */
export function FieldError({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Field.ErrorText id={id} color="red.700" fontSize="sm">
      {children}
    </Field.ErrorText>
  );
}

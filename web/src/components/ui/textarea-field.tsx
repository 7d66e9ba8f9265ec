import { chakra, Field, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, useDescribedBy } from './text-field';

/**
 * A native textarea styled like the app's fields (the theme carries no Textarea recipe: first-load
 * budget). Red-bordered while `aria-invalid`.
 */
export const Textarea = chakra('textarea', {
  base: {
    w: 'full',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderRadius: 'md',
    bg: 'bg',
    resize: 'vertical',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
    _invalid: { borderColor: 'red.600' },
  },
});

interface TextareaFieldProps extends Omit<HTMLChakraProps<'textarea'>, 'onChange' | 'value'> {
  label: ReactNode;
  /** The label is read out but not shown (e.g. a comment box with its placeholder). */
  hideLabel?: boolean;
  /** Controlled: the value and its setter. Or bind it to a form with `register` instead. */
  value?: string;
  onChange?: (value: string) => void;
  /** The field's registration in a react-hook-form form (`useZodForm(...).field(name)` gives it with `error`). */
  register?: UseFormRegisterReturn;
  /** The field's error, shown under it; the textarea gets `aria-invalid` and is described by it. */
  error?: string;
  helper?: ReactNode;
  /** Props of the field's root (e.g. `flex="1"` beside a button). */
  rootProps?: Field.RootProps;
}

/** A labelled textarea with its own error: the text-field of long texts. */
export function TextareaField({
  label,
  hideLabel = false,
  value,
  onChange,
  register,
  error,
  helper,
  rootProps,
  id,
  ...textareaProps
}: TextareaFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const described = useDescribedBy(error, helper);
  const binding = register ?? {
    value,
    onChange: onChange ? (e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value) : undefined,
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={described.ids} {...rootProps}>
      <Field.Label htmlFor={controlId} srOnly={hideLabel || undefined}>
        {label}
      </Field.Label>
      <Textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.by}
        {...textareaProps}
        {...binding}
      />
      {error ? <FieldError>{error}</FieldError> : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

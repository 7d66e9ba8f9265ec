import { Box, Field, IconButton, Input } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, useDescribedBy } from './text-field';

interface PasswordFieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Controlled: the value and its setter. Or bind it to a form with `register` instead. */
  value?: string;
  onChange?: (value: string) => void;
  name?: string;
  /** The field's registration in a react-hook-form form. */
  register?: UseFormRegisterReturn;
  /** The field's error, shown under it; the input gets `aria-invalid`. */
  error?: string;
}

const Eye = ({ off }: { off: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="M3 3l18 18" /> : null}
  </svg>
);

/** A labelled password input with a show/hide toggle and its own error. */
export function PasswordField({ label, value, onChange, autoComplete, name, register, error }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const described = useDescribedBy(error);
  const binding = register ?? {
    name,
    value,
    onChange: onChange ? (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value) : undefined,
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={described.ids}>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" width="full">
        <Input
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-describedby={described.by}
          size="lg"
          pe="12"
          {...binding}
        />
        <IconButton
          type="button"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          variant="ghost"
          size="sm"
          position="absolute"
          top="50%"
          insetEnd="2"
          transform="translateY(-50%)"
          onClick={() => setVisible((v) => !v)}
        >
          <Eye off={visible} />
        </IconButton>
      </Box>
      {error ? <FieldError>{error}</FieldError> : null}
    </Field.Root>
  );
}

import { Box, Field, IconButton, Input } from '@chakra-ui/react';
import { useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

const Eye = ({ off }: { off: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off ? <path d="M3 3l18 18" /> : null}
  </svg>
);

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete, name }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" width="full">
        <Input
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          name={name}
          size="lg"
          pe="12"
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
    </Field.Root>
  );
}

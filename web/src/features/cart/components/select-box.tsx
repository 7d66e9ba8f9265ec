import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** A native checkbox with its visible label; `mixed` shows the indeterminate state (some of a group chosen). */
export function SelectBox({
  checked,
  onChange,
  label,
  disabled,
  hideLabel,
}: {
  checked: boolean | 'mixed';
  onChange: (on: boolean) => void;
  label: string;
  disabled?: boolean;
  /** Keep the label for screen readers only (the row shows the same words nearby). */
  hideLabel?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === 'mixed';
  }, [checked]);
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      minH="11"
      minW="11"
      fontWeight="medium"
    >
      <chakra.input
        ref={ref}
        type="checkbox"
        checked={checked === true}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        w="5"
        h="5"
        flexShrink="0"
        css={{ accentColor: 'var(--chakra-colors-brand-600)' }}
        cursor="inherit"
      />
      <chakra.span srOnly={hideLabel}>{label}</chakra.span>
    </chakra.label>
  );
}

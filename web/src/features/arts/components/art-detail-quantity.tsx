import { chakra, Flex, IconButton, Input, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

/** A quantity as the art page takes it: a whole number from 1 up to what is available. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

const Sign = ({ d }: { d: string }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="18px"
    height="18px"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
  >
    <path d={d} />
  </chakra.svg>
);

/**
 * The labelled quantity selector: − and + buttons and a number typed in, never below 1 nor above
 * `max`. While typing, the field may be empty; leaving it shows the quantity that holds.
 */
export function QuantitySelector({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  // What is typed, while it differs from the quantity (an empty field mid-edit); null otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (n: number) => {
    setDraft(null);
    onChange(clampQuantity(n, max));
  };

  return (
    <Flex direction="column" gap="1.5">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        Quantity
      </chakra.label>
      <Flex align="center" gap="2">
        <IconButton
          aria-label="Decrease quantity"
          variant="outline"
          h="11"
          minW="11"
          onClick={() => set(value - 1)}
          disabled={value <= 1}
        >
          <Sign d="M5 12h14" />
        </IconButton>
        <Input
          id={id}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-describedby={hintId}
          value={draft ?? String(value)}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            if (digits === '') {
              setDraft('');
              return;
            }
            const n = clampQuantity(Number(digits), max);
            setDraft(String(n));
            onChange(n);
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              set(value + (e.key === 'ArrowUp' ? 1 : -1));
            }
          }}
          w="20"
          h="11"
          textAlign="center"
          fontWeight="semibold"
        />
        <IconButton
          aria-label="Increase quantity"
          variant="outline"
          h="11"
          minW="11"
          onClick={() => set(value + 1)}
          disabled={value >= max}
        >
          <Sign d="M12 5v14M5 12h14" />
        </IconButton>
      </Flex>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {max === 1 ? 'Only 1 available' : `Up to ${max} available`}
      </Text>
    </Flex>
  );
}

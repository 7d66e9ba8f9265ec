import { Flex, Stack, Text } from '@chakra-ui/react';
import { formatPeso } from '@shared/money';

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      borderTopWidth={strong ? '1px' : undefined}
      pt={strong ? '2' : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" data-testid={`amount-${label.split(' ')[0]!.toLowerCase()}`}>
        {formatPeso(value)}
      </Text>
    </Flex>
  );
}

/**
 * Subtotal, shipping (once checkout knows it), 'For Developer (5%)' (of the pieces only) and total
 * (part 2 §9), all in centavos: the cart, checkout and its return page.
 */
export function AmountRows({
  amounts,
}: {
  amounts: { subtotal: number; fee: number; total: number; shipping?: number };
}) {
  return (
    <Stack as="dl" gap="2">
      <Row label="Subtotal" value={amounts.subtotal} />
      {amounts.shipping !== undefined ? <Row label="Shipping" value={amounts.shipping} /> : null}
      <Row label="For Developer (5%)" value={amounts.fee} />
      <Row label="Total" value={amounts.total} strong />
    </Stack>
  );
}

import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { AmountRows } from '@web/components/ui/amount-rows';
import type { CartAmounts } from '@web/api/cart-lines';

export function CartSummary({
  amounts,
  chosen,
  onProceed,
  warning,
}: {
  amounts: CartAmounts;
  chosen: number;
  onProceed: () => void;
  warning: string | null;
}) {
  return (
    <Stack
      as="aside"
      aria-labelledby="cart-summary-heading"
      gap="4"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      p="5"
      position={{ lg: 'sticky' }}
      top={{ lg: '20' }}
    >
      <Heading as="h2" id="cart-summary-heading" size="md">
        Order summary
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {chosen === 0
          ? 'No items selected'
          : `${chosen} ${chosen === 1 ? 'item' : 'items'} selected (${amounts.pieces} ${amounts.pieces === 1 ? 'piece' : 'pieces'})`}
      </Text>
      <AmountRows amounts={amounts} />
      <Button colorPalette="brand" size="lg" onClick={onProceed}>
        Proceed to Checkout
      </Button>
      {warning ? (
        <Text role="alert" color="red.700" fontSize="sm" fontWeight="medium">
          {warning}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ADDRESS_TEXT } from '@shared/messages/addresses';
import type { AddressPickerProps } from '@web/components/address-parts';
import { FormAlert } from '@web/components/ui/form-alert';
import { preferredAddressId, useAddresses } from '@web/api/addresses';
import { userMessage } from '@web/lib/api-client';
import { AddressDialog } from './address-dialog';
import { AddressLines } from './address-lines';

/**
 * Which address an order goes to (the checkout): a radio list of the book, and "Add an address",
 * which opens the address dialog and chooses what it added. With no choice yet (`value` null) it
 * chooses the default (else the newest) as soon as the book is read.
 */
export function AddressPicker({ value, onChange }: AddressPickerProps) {
  const book = useAddresses();
  const [adding, setAdding] = useState(false);
  const items = book.data?.items ?? [];
  const preferred = preferredAddressId(book.data);
  useEffect(() => {
    if (value === null && preferred) onChange(preferred);
  }, [value, preferred, onChange]);

  return (
    <Stack as="fieldset" gap="3" data-testid="address-picker">
      <chakra.legend fontWeight="semibold" mb="2">
        {ADDRESS_TEXT.pickerLegend}
      </chakra.legend>
      {book.isError ? <FormAlert status="error">{userMessage(book.error, ADDRESS_TEXT.loadFailed)}</FormAlert> : null}
      {book.isSuccess && items.length === 0 ? <Text color="fg.muted">{ADDRESS_TEXT.pickerEmpty}</Text> : null}
      {items.map((address) => (
        <chakra.label
          key={address.id}
          display="flex"
          gap="3"
          alignItems="flex-start"
          p="3"
          borderWidth="1px"
          borderRadius="lg"
          cursor="pointer"
          borderColor={value === address.id ? 'brand.500' : 'border'}
          bg={value === address.id ? 'brand.50' : 'bg'}
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
        >
          <chakra.input
            type="radio"
            name="delivery-address"
            value={address.id}
            checked={value === address.id}
            onChange={() => onChange(address.id)}
            w="5"
            h="5"
            mt="0.5"
            flexShrink={0}
            accentColor="#b4532a"
          />
          <AddressLines address={address} />
        </chakra.label>
      ))}
      <Box>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          disabled={!book.data || items.length >= book.data.max}
          onClick={() => setAdding(true)}
        >
          {ADDRESS_TEXT.add}
        </Button>
      </Box>
      {adding ? (
        <AddressDialog
          askDefault={items.length > 0}
          onClose={() => setAdding(false)}
          onSaved={(change) => {
            setAdding(false);
            onChange(change.address.id);
          }}
        />
      ) : null}
    </Stack>
  );
}

import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { ADDRESS_TEXT, type Address } from '@shared/schemas/addresses';

/** The mobile number as people read it: 0917 123 4567. */
export const readableMobile = (mobile: string) =>
  /^\+639\d{9}$/.test(mobile) ? `0${mobile.slice(3, 6)} ${mobile.slice(6, 9)} ${mobile.slice(9)}` : mobile;

/** An address as the book and the picker show it: its label and default badge, who receives it, where. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <Stack gap="1" minW="0">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold">{address.contact_name}</Text>
        <Text color="fg.muted" fontSize="sm">
          {readableMobile(address.mobile)}
        </Text>
        {address.label ? (
          <Badge variant="outline" colorPalette="gray">
            {address.label}
          </Badge>
        ) : null}
        {address.is_default ? <Badge colorPalette="green">{ADDRESS_TEXT.defaultBadge}</Badge> : null}
      </Flex>
      <Text fontSize="sm" wordBreak="break-word">
        {address.one_line} {address.zip}
      </Text>
    </Stack>
  );
}

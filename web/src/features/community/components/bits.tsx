import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An error line under a field that is not in a Chakra Field.Root (Field.ErrorText renders only inside one). */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} color="red.700" fontSize="sm" mt="1">
      {children}
    </Text>
  );
}

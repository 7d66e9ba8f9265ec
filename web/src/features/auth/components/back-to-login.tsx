import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';

/** The "Back to Login" link under the password screens. */
export function BackToLogin() {
  return (
    <Text textAlign="center">
      <ChakraLink asChild color="brand.600" fontWeight="semibold">
        <Link to="/login">Back to Login</Link>
      </ChakraLink>
    </Text>
  );
}

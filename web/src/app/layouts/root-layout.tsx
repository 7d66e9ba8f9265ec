import { Box, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { Link, Outlet } from 'react-router';

/** Frame of every page. The full navigation bar arrives with accounts. */
export function RootLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" h="16">
        <Flex maxW="7xl" mx="auto" h="full" px="4" align="center" justify="space-between">
          <ChakraLink asChild fontWeight="bold" fontSize="xl" color="brand.600" _hover={{ textDecoration: 'none' }}>
            <Link to="/">Crafti</Link>
          </ChakraLink>
        </Flex>
      </Box>
      <Box as="main" flex="1" pt="16">
        <Outlet />
      </Box>
    </Flex>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { NAVBAR_HIDDEN_ON } from './nav-links';
import { Navbar } from './navbar';

/** Frame of every page: the fixed navigation bar (except where the spec hides it) and the page. */
export function RootLayout() {
  const { pathname } = useLocation();
  const showNavbar = !NAVBAR_HIDDEN_ON.includes(pathname);
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {showNavbar ? <Navbar /> : null}
      <Box as="main" id="main" flex="1" pt={showNavbar ? '16' : '0'}>
        <Outlet />
      </Box>
    </Flex>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstPaint } from '@web/lib/after-first-paint';
import { NAVBAR_HIDDEN_ON } from './nav-links';
import { Navbar } from './navbar';

/** The offline notice, the install offer and the service worker's registration: after the first frame, in a chunk of their own (../site-presence.tsx). */
const SitePresence = lazy(() => import('../site-presence'));

/**
 * Frame of every page: the fixed navigation bar (except where the spec hides it), the notice that
 * the device is offline (when it is) and the page.
 */
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
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <SitePresence />
          </Suspense>
        </AfterFirstPaint>
        <Outlet />
      </Box>
    </Flex>
  );
}

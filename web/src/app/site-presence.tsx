import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useOnline } from '@web/lib/online';
import { registerServiceWorker } from '@web/lib/service-worker';
import { useLocation } from 'react-router';
import { InstallPrompt } from './install-prompt';
import { NAVBAR_HIDDEN_ON } from './layouts/nav-links';

/**
 * Loaded after the app's first frame (root-layout.tsx): registers the service worker, which keeps
 * the site's shell for a visit without a network (web/src/sw/service-worker.ts), says when the
 * device is offline, at the top of every page, until it is back, and offers to install the app
 * (./install-prompt.tsx).
 */
export default function SitePresence() {
  return (
    <>
      <OfflineNotice />
      <InstallPrompt />
    </>
  );
}

function OfflineNotice() {
  const online = useOnline();
  const { pathname } = useLocation();
  useEffect(() => registerServiceWorker(), []);
  if (online) return null;
  return (
    <Box
      role="status"
      position="sticky"
      // Under the fixed bar, or at the top where a page has none.
      top={NAVBAR_HIDDEN_ON.includes(pathname) ? '0' : '16'}
      zIndex="docked"
      bg="orange.50"
      color="orange.900"
      borderBottomWidth="1px"
      borderColor="orange.300"
      px="4"
      py="2"
      textAlign="center"
      fontSize="sm"
    >
      <strong>You are offline.</strong> What you see may be out of date; Crafti reconnects when you are back online.
    </Box>
  );
}

import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** What Chromium hands a page it finds installable (`beforeinstallprompt`): its own dialog, to open on a tap. */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const VISITS_KEY = 'crafti.visits';
const DISMISSED_KEY = 'crafti.install-dismissed';
/** The tab's first page (sessionStorage): kept across the visit's full page loads. */
const FIRST_PATH_KEY = 'crafti.visit-first-path';

/** This visit's number (counted once per tab session, in localStorage) and the path it began on. */
function visit(pathname: string): { n: number; firstPath: string } {
  try {
    const firstPath = sessionStorage.getItem(FIRST_PATH_KEY);
    if (firstPath !== null) return { n: Number(localStorage.getItem(VISITS_KEY) ?? '1'), firstPath };
    const n = Number(localStorage.getItem(VISITS_KEY) ?? '0') + 1;
    localStorage.setItem(VISITS_KEY, String(n));
    sessionStorage.setItem(FIRST_PATH_KEY, pathname);
    return { n, firstPath: pathname };
  } catch {
    return { n: 1, firstPath: pathname };
  }
}

/**
 * "Install Crafti", offered gently: only where the browser can install the site (it sent
 * `beforeinstallprompt`), from the second visit on, never on the first page of a visit (after the
 * person has moved to another), and never again once they said "Not now" or installed it.
 */
export function InstallPrompt() {
  const { pathname } = useLocation();
  const [{ n, firstPath }] = useState(() => visit(pathname));
  const [offer, setOffer] = useState<InstallEvent | null>(null);
  const [dismissed, setDismissed] = useState(() => {
    try {
      return localStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      return true;
    }
  });

  useEffect(() => {
    const keep = (event: Event) => {
      // The browser's own mini bar stays away; the offer below asks at a better moment.
      event.preventDefault();
      setOffer(event as InstallEvent);
    };
    const installed = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // A browser that keeps nothing asks again next visit.
    }
  };

  if (!offer || dismissed || n < 2 || pathname === firstPath) return null;
  return (
    <Flex
      role="region"
      aria-label="Install Crafti"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      px="4"
      py="3"
    >
      <Box flex="1">
        <Text fontWeight="semibold">Install Crafti</Text>
        <Text fontSize="sm" color="gray.700">
          Open Crafti from your home screen like an app, and find your messages and orders in one tap.
        </Text>
      </Box>
      <Flex gap="2" justify="flex-end">
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Not now
        </Button>
        <Button
          colorPalette="brand"
          size="sm"
          onClick={() => {
            void offer.prompt();
            void offer.userChoice.then(({ outcome }) => (outcome === 'accepted' ? setOffer(null) : dismiss()));
          }}
        >
          Install
        </Button>
      </Flex>
    </Flex>
  );
}

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

/** This visit's number (counted once per tab session), kept in localStorage. */
function visitNumber(): number {
  try {
    if (sessionStorage.getItem(VISITS_KEY)) return Number(localStorage.getItem(VISITS_KEY) ?? '1');
    const n = Number(localStorage.getItem(VISITS_KEY) ?? '0') + 1;
    localStorage.setItem(VISITS_KEY, String(n));
    sessionStorage.setItem(VISITS_KEY, '1');
    return n;
  } catch {
    return 1;
  }
}

/**
 * "Install Crafti", offered gently: only where the browser can install the site (it sent
 * `beforeinstallprompt`), from the second visit on, never on the first page of a visit (after the
 * person has moved to another), and never again once they said "Not now" or installed it.
 */
export function InstallPrompt() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [offer, setOffer] = useState<InstallEvent | null>(null);
  const [visit] = useState(visitNumber);
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

  if (!offer || dismissed || visit < 2 || pathname === firstPath) return null;
  return (
    <Box
      role="region"
      aria-label="Install Crafti"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="docked"
      maxW="md"
      mx="auto"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      boxShadow="lg"
      p="4"
    >
      <Text fontWeight="semibold">Install Crafti</Text>
      <Text fontSize="sm" color="gray.700" mt="1">
        Open Crafti from your home screen like an app, and find your messages and orders in one tap.
      </Text>
      <Flex gap="2" mt="3" justify="flex-end">
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
    </Box>
  );
}

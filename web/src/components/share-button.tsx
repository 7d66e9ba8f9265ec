import { Box, Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { facebookShareUrl, messengerShareUrl } from '@shared/public-pages';
import { useMenuButton } from './ui/use-menu-button';

export const SHARE_MESSAGES = {
  copied: 'Link copied.',
  copyFailed: 'Could not copy the link.',
} as const;

/** How long "Link copied." stays beside the button. */
const NOTE_MS = 5000;

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

const itemStyle = {
  display: 'block',
  textAlign: 'start',
  w: 'full',
  px: '4',
  py: '2.5',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { bg: 'bg.muted', outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;

/**
 * Share: the public address of an art or a shop (`url`, shared/public-pages.ts). Where the
 * browser can share (phones: the Web Share API), pressing it opens the system's share sheet;
 * elsewhere it opens a small menu: Copy link (saying "Link copied." beside the button), Share on
 * Facebook (a new tab) and Send in Messenger. The menu is the app's menu button pattern
 * (components/ui/use-menu-button.ts, as ActionMenu's). `label` names the button for screen
 * readers ("Share Sunrise over Taal").
 */
export function ShareButton({ url, title, label = 'Share' }: { url: string; title: string; label?: string }) {
  const { open, setOpen, id, buttonRef, menuRef, close, onKeyDown } = useMenuButton();
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    const menu = menuRef.current;
    // Kept inside a narrow window: opened near its right edge, the menu lines up with the button's end.
    if (open && menu && menu.getBoundingClientRect().right > window.innerWidth - 8) {
      menu.style.left = 'auto';
      menu.style.right = '0';
    }
  }, [open, menuRef]);

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  async function press() {
    if (canShare && !open) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // Closed by the person: nothing more. Refused by the browser: the menu instead.
        if (err instanceof Error && err.name === 'AbortError') return;
      }
    }
    setOpen((o) => !o);
  }

  async function copy() {
    close();
    try {
      await navigator.clipboard.writeText(url);
      setNote({ text: SHARE_MESSAGES.copied, failed: false });
    } catch {
      setNote({ text: SHARE_MESSAGES.copyFailed, failed: true });
    }
  }

  return (
    <Flex align="center" gap="3" wrap="wrap" minW="0">
      <Box position="relative">
        <Button
          ref={buttonRef}
          type="button"
          variant="outline"
          size="sm"
          aria-label={label}
          aria-haspopup={canShare ? undefined : 'menu'}
          aria-expanded={canShare && !open ? undefined : open}
          aria-controls={open ? id : undefined}
          onClick={() => void press()}
        >
          <ShareIcon />
          Share
        </Button>
        {open ? (
          <Stack
            ref={menuRef}
            id={id}
            role="menu"
            aria-label={label}
            position="absolute"
            left="0"
            top="100%"
            mt="1"
            zIndex="dropdown"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="lg"
            py="1"
            gap="0"
            minW="52"
            maxW="calc(100vw - 2rem)"
            onKeyDown={onKeyDown}
          >
            <chakra.button type="button" role="menuitem" tabIndex={-1} {...itemStyle} onClick={() => void copy()}>
              Copy link
            </chakra.button>
            <chakra.a
              role="menuitem"
              tabIndex={-1}
              href={facebookShareUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
              {...itemStyle}
              onClick={() => setOpen(false)}
            >
              Share on Facebook
            </chakra.a>
            <chakra.a
              role="menuitem"
              tabIndex={-1}
              href={messengerShareUrl(url)}
              {...itemStyle}
              onClick={() => setOpen(false)}
            >
              Send in Messenger
            </chakra.a>
          </Stack>
        ) : null}
      </Box>
      <chakra.span role="status" fontSize="sm" color={note?.failed ? 'red.700' : 'green.800'}>
        {note?.text}
      </chakra.span>
    </Flex>
  );
}

import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { LiveIconButton } from '@web/components/ui/live-icon-button';
import { Link } from '@web/lib/link';
import { NavBadge } from './nav-badge';
import { UserIcon } from './nav-icons';
import { withCount, type PersonalLinks } from './nav-links';
import { useDismiss } from './use-dismiss';
import { usePathChange } from './use-path-change';

const itemStyle = {
  display: 'block',
  w: 'full',
  textAlign: 'start',
  px: '4',
  py: '2',
  fontSize: 'sm',
  _hover: { bg: 'brand.50' },
  _focusVisible: { bg: 'brand.50', outline: 'none' },
} as const;

/**
 * The person icon and its drop-down. Signed out: Login and Register. Signed in: Account,
 * Cart, Messages and Notifications (those three only on small screens, where the bar has no
 * icons for them) and Logout. Closes on an outside click, Escape or a page change.
 */
export function UserMenu({ personal, onLogout }: { personal: PersonalLinks | null; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  usePathChange(close);

  // The badge shows on small screens only, where these links are in the menu; its number is in the button's name.
  const newItems = personal ? (personal.unreadCount ?? 0) + (personal.cartCount ?? 0) + (personal.messagesCount ?? 0) : 0;
  return (
    <Box position="relative" ref={ref}>
      <LiveIconButton variant="ghost" aria-label={newItems ? `User menu, ${newItems > 99 ? '99+' : newItems} new items` : 'User menu'} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} position="relative">
        <UserIcon />
        {personal ? (
          <Box display={{ base: 'block', md: 'none' }}>
            <NavBadge count={newItems} label="new items" />
          </Box>
        ) : null}
      </LiveIconButton>
      {open ? (
        <Box role="menu" aria-label="User menu" position="absolute" insetEnd="0" top="calc(100% + 8px)" minW="48" bg="bg" borderWidth="1px" borderRadius="lg" boxShadow="lg" py="2">
          {personal ? (
            <>
              {personal.account ? (
                <chakra.a asChild {...itemStyle} role="menuitem">
                  <Link to={personal.account}>Account</Link>
                </chakra.a>
              ) : null}
              <Box display={{ base: 'block', md: 'none' }}>
                {personal.hasCart ? (
                  <chakra.a asChild {...itemStyle} role="menuitem">
                    <Link to="/cart">{withCount('Cart', personal.cartCount)}</Link>
                  </chakra.a>
                ) : null}
                <chakra.a asChild {...itemStyle} role="menuitem">
                  <Link to="/messages">{withCount('Messages', personal.messagesCount)}</Link>
                </chakra.a>
                <chakra.a asChild {...itemStyle} role="menuitem">
                  <Link to="/notifications">{withCount('Notifications', personal.unreadCount)}</Link>
                </chakra.a>
              </Box>
              <chakra.button
                type="button"
                {...itemStyle}
                role="menuitem"
                color="red.600"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                Logout
              </chakra.button>
            </>
          ) : (
            <>
              <chakra.a asChild {...itemStyle} role="menuitem">
                <Link to="/login">Login</Link>
              </chakra.a>
              <chakra.a asChild {...itemStyle} role="menuitem">
                <Link to="/register">Register</Link>
              </chakra.a>
            </>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

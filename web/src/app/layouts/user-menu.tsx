import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { LiveIconButton } from '@web/components/ui/live-icon-button';
import { NavBadge } from './nav-badge';
import { UserIcon } from './nav-icons';
import type { PersonalLinks } from './nav-links';
import { useDismiss } from './use-dismiss';
import { usePathChange } from './use-path-change';

/** The drop-down's code comes when someone reaches for the button, not with every page. */
const loadItems = () => import('./user-menu-items');
const UserMenuItems = lazy(() => loadItems().then((m) => ({ default: m.UserMenuItems })));

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
  const want = () => void loadItems();

  // The badge shows on small screens only, where these links are in the menu; its number is in the button's name.
  const newItems = personal
    ? (personal.unreadCount ?? 0) + (personal.cartCount ?? 0) + (personal.messagesCount ?? 0)
    : 0;
  return (
    <Box position="relative" ref={ref}>
      <LiveIconButton
        variant="ghost"
        aria-label={newItems ? `User menu, ${newItems > 99 ? '99+' : newItems} new items` : 'User menu'}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={() => setOpen((o) => !o)}
        position="relative"
      >
        <UserIcon />
        {personal ? (
          <Box display={{ base: 'block', md: 'none' }}>
            <NavBadge count={newItems} label="new items" />
          </Box>
        ) : null}
      </LiveIconButton>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuItems personal={personal} onLogout={onLogout} close={close} />
        </Suspense>
      ) : null}
    </Box>
  );
}

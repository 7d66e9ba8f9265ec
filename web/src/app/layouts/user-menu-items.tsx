import { Box, chakra } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { withCount, type PersonalLinks } from './nav-links';

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

/** The user menu's drop-down (app/layouts/user-menu.tsx), loaded when someone reaches for its button. */
export function UserMenuItems({
  personal,
  onLogout,
  close,
}: {
  personal: PersonalLinks | null;
  onLogout: () => void;
  close: () => void;
}) {
  return (
    <Box
      role="menu"
      aria-label="User menu"
      position="absolute"
      insetEnd="0"
      top="calc(100% + 8px)"
      minW="48"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      py="2"
    >
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
  );
}

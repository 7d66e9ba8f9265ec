import { Box, Button, chakra, Flex, IconButton, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { useCartCount, useUnreadCount } from '@web/features/badges/api/counts';
import { useAuth } from '@web/lib/session';
import { BellIcon, CartIcon, ChatIcon, CloseIcon, MenuIcon, UserIcon } from './nav-icons';
import { accountPath, hasCart, ROLE_LINKS, SIGNED_OUT_LINKS, type NavLink } from './nav-links';

const SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/** Closes on a pointer-down outside `ref`, or on Escape, while `open`. */
function useDismiss(ref: React.RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}

function Badge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <chakra.span
      position="absolute"
      top="0"
      insetEnd="0"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      bg="red.600"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      display="flex"
      alignItems="center"
      justifyContent="center"
      aria-label={`${count} ${label}`}
      data-testid={`badge-${label.replace(/\s+/g, '-')}`}
    >
      {count > 99 ? '99+' : count}
    </chakra.span>
  );
}

function IconLink({ to, label, children, badge }: { to: string; label: string; children: ReactNode; badge?: ReactNode }) {
  return (
    <IconButton asChild variant="ghost" aria-label={label} position="relative" color="fg">
      <Link to={to}>
        {children}
        {badge}
      </Link>
    </IconButton>
  );
}

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  return (
    <chakra.a
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'brand.50', color: 'brand.700' }}
      css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-brand-700)', background: 'var(--chakra-colors-brand-50)' } }}
    >
      <RouterNavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
        {link.label}
      </RouterNavLink>
    </chakra.a>
  );
}

const menuItemStyle = {
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
 * The fixed top bar: links per audience, badges, the user menu and, on small screens, a
 * slide-in side menu. Translucent once the page has scrolled past 50 px.
 */
export function Navbar() {
  const { status, user, role, roleLoading, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const signedIn = status === 'signed-in';
  const roleKnown = signedIn && !roleLoading && role !== null;
  const cart = useCartCount(user?.userId, signedIn && hasCart(role));
  const unread = useUnreadCount(user?.userId, signedIn);

  useDismiss(menuRef, menuOpen, () => setMenuOpen(false));
  useDismiss(drawerRef, drawerOpen, () => setDrawerOpen(false));

  // Close the menus when the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
    setDrawerOpen(false);
  }

  const links: NavLink[] = !signedIn ? SIGNED_OUT_LINKS : roleKnown ? ROLE_LINKS[role] : [];

  async function onLogout() {
    setMenuOpen(false);
    setDrawerOpen(false);
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h="16"
      transition="background-color 0.2s, box-shadow 0.2s"
      bg={scrolled ? 'rgba(255, 255, 255, 0.72)' : 'bg'}
      backdropFilter={scrolled ? 'saturate(180%) blur(10px)' : undefined}
      boxShadow={scrolled ? 'sm' : undefined}
      borderBottomWidth={scrolled ? '0' : '1px'}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <Flex as="nav" aria-label="Main" maxW="7xl" mx="auto" h="full" px="4" align="center" gap="2">
        <IconButton variant="ghost" aria-label="Open menu" display={{ base: 'inline-flex', md: 'none' }} onClick={() => setDrawerOpen(true)}>
          <MenuIcon />
        </IconButton>
        <chakra.a asChild fontWeight="bold" fontSize="xl" color="brand.600" me="4" letterSpacing="tight">
          <Link to={signedIn && roleKnown ? (role === 'Admin' ? '/admin-dashboard' : role ? '/dashboard' : '/') : '/'}>Crafti</Link>
        </chakra.a>

        <Flex as="ul" listStyleType="none" gap="1" display={{ base: 'none', md: 'flex' }} flex="1">
          {links.map((link) => (
            <li key={link.to}>
              <NavItem link={link} />
            </li>
          ))}
        </Flex>
        <Box flex={{ base: '1', md: '0' }} />

        {signedIn ? (
          <Flex gap="1" align="center" display={{ base: 'none', md: 'flex' }}>
            <IconLink to="/messages" label="Messages">
              <ChatIcon />
            </IconLink>
            <IconLink to="/notifications" label="Notifications" badge={<Badge count={unread.data} label="unread notifications" />}>
              <BellIcon />
            </IconLink>
            {hasCart(role) ? (
              <IconLink to="/cart" label="Cart" badge={<Badge count={cart.data} label="items in cart" />}>
                <CartIcon />
              </IconLink>
            ) : null}
          </Flex>
        ) : null}

        <Box position="relative" ref={menuRef}>
          <IconButton
            variant="ghost"
            aria-label="User menu"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((o) => !o)}
            position="relative"
          >
            <UserIcon />
            {signedIn ? <Box display={{ base: 'block', md: 'none' }}><Badge count={(unread.data ?? 0) + (cart.data ?? 0)} label="new items" /></Box> : null}
          </IconButton>
          {menuOpen ? (
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
              {signedIn ? (
                <>
                  {roleKnown ? (
                    <chakra.a asChild {...menuItemStyle} role="menuitem">
                      <Link to={accountPath(role)}>Account</Link>
                    </chakra.a>
                  ) : null}
                  <Box display={{ base: 'block', md: 'none' }}>
                    {hasCart(role) ? (
                      <chakra.a asChild {...menuItemStyle} role="menuitem">
                        <Link to="/cart">Cart{cart.data ? ` (${cart.data})` : ''}</Link>
                      </chakra.a>
                    ) : null}
                    <chakra.a asChild {...menuItemStyle} role="menuitem">
                      <Link to="/messages">Messages</Link>
                    </chakra.a>
                    <chakra.a asChild {...menuItemStyle} role="menuitem">
                      <Link to="/notifications">Notifications{unread.data ? ` (${unread.data})` : ''}</Link>
                    </chakra.a>
                  </Box>
                  <chakra.button type="button" {...menuItemStyle} role="menuitem" color="red.600" onClick={onLogout}>
                    Logout
                  </chakra.button>
                </>
              ) : (
                <>
                  <chakra.a asChild {...menuItemStyle} role="menuitem">
                    <Link to="/login">Login</Link>
                  </chakra.a>
                  <chakra.a asChild {...menuItemStyle} role="menuitem">
                    <Link to="/register">Register</Link>
                  </chakra.a>
                </>
              )}
            </Box>
          ) : null}
        </Box>
      </Flex>

      {/* The slide-in side menu for small screens. */}
      <Box
        display={{ base: 'block', md: 'none' }}
        position="fixed"
        inset="0"
        bg="blackAlpha.500"
        opacity={drawerOpen ? 1 : 0}
        pointerEvents={drawerOpen ? 'auto' : 'none'}
        transition="opacity 0.25s"
        aria-hidden="true"
      />
      <Box
        ref={drawerRef}
        display={{ base: 'block', md: 'none' }}
        role="dialog"
        aria-modal={drawerOpen}
        aria-label="Menu"
        aria-hidden={!drawerOpen}
        inert={!drawerOpen}
        position="fixed"
        top="0"
        bottom="0"
        insetStart="0"
        w="72"
        maxW="85vw"
        bg="bg"
        boxShadow="xl"
        transform={drawerOpen ? 'translateX(0)' : 'translateX(-100%)'}
        transition="transform 0.25s ease"
        p="4"
        overflowY="auto"
      >
        <Flex justify="space-between" align="center" mb="4">
          <chakra.span fontWeight="bold" fontSize="xl" color="brand.600">
            Crafti
          </chakra.span>
          <IconButton variant="ghost" aria-label="Close menu" onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Flex>
        <Stack as="ul" listStyleType="none" gap="1">
          {links.map((link) => (
            <li key={link.to}>
              <NavItem link={link} onNavigate={() => setDrawerOpen(false)} />
            </li>
          ))}
          {signedIn ? (
            <>
              <li>
                <NavItem link={{ to: '/messages', label: 'Messages' }} />
              </li>
              <li>
                <NavItem link={{ to: '/notifications', label: unread.data ? `Notifications (${unread.data})` : 'Notifications' }} />
              </li>
              {hasCart(role) ? (
                <li>
                  <NavItem link={{ to: '/cart', label: cart.data ? `Cart (${cart.data})` : 'Cart' }} />
                </li>
              ) : null}
              {roleKnown ? (
                <li>
                  <NavItem link={{ to: accountPath(role), label: 'Account' }} />
                </li>
              ) : null}
              <li>
                <Button variant="ghost" color="red.600" w="full" justifyContent="flex-start" px="3" onClick={onLogout}>
                  Logout
                </Button>
              </li>
            </>
          ) : null}
        </Stack>
      </Box>
    </Box>
  );
}

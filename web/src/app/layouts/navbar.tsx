import { Box, chakra, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LiveIconButton } from '@web/components/ui/live-icon-button';
import { Link } from '@web/lib/link';
import { lazyWithQueries, useAuth } from '@web/lib/session';
import { DesktopIconLinks, DesktopLinks } from './desktop-links';
import type { BadgeCounts } from './nav-counts';
import { MenuIcon } from './nav-icons';
import { accountPath, hasCart, ROLE_LINKS, SIGNED_OUT_LINKS, type NavLink, type PersonalLinks } from './nav-links';
import { UserMenu } from './user-menu';
import { usePathChange } from './use-path-change';
import { useScrolledPast } from './use-scrolled-past';

const SCROLL_THRESHOLD = 50;

/** The small-screen menu's code comes when someone reaches for the menu button, not with the page. */
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

/** The top bar's search (signed-in artists and clients: Browse Arts is theirs), after the first load. */
const TopSearch = lazy(() => import('./top-search').then((m) => ({ default: m.TopSearch })));

const NavCounts = lazyWithQueries(() => import('./nav-counts').then((m) => m.NavCounts));
/** The badges' code, for a signed-in boot to have before its first render. */
export const preloadNavCounts = NavCounts.preload;
const NO_COUNTS: BadgeCounts = { cart: undefined, unread: undefined, messages: undefined };

/**
 * The fixed top bar: links per audience, badges, the user menu and, on small screens, a
 * slide-in side menu. Translucent once the page has scrolled past 50 px.
 */
export function Navbar() {
  const { status, user, role, roleLoading, signOut } = useAuth();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [sideMenuOpen, setSideMenuOpen] = useState(false);
  // Mounted (closed) once the menu button is pointed at or focused, so its first opening slides too.
  const [sideMenuWanted, setSideMenuWanted] = useState(false);
  const wantSideMenu = useCallback(() => setSideMenuWanted(true), []);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const closeSideMenu = useCallback(() => setSideMenuOpen(false), []);
  usePathChange(closeSideMenu);

  const signedIn = status === 'signed-in';
  const roleKnown = signedIn && !roleLoading && role !== null;
  const [counts, setCounts] = useState<BadgeCounts>(NO_COUNTS);

  const links: NavLink[] = !signedIn ? SIGNED_OUT_LINKS : roleKnown ? ROLE_LINKS[role] : [];
  const personal: PersonalLinks | null = signedIn
    ? {
        account: roleKnown ? accountPath(role) : null,
        hasCart: hasCart(role),
        cartCount: counts.cart,
        unreadCount: counts.unread,
        messagesCount: counts.messages,
      }
    : null;

  async function onLogout() {
    setSideMenuOpen(false);
    await signOut();
    void navigate('/login', { replace: true });
  }

  return (
    <>
      {signedIn && user ? (
        <Suspense fallback={null}>
          <NavCounts userId={user.userId} withCart={hasCart(role)} onCounts={setCounts} />
        </Suspense>
      ) : null}
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
          {/* On a pre-rendered page the menu buttons wait for their handlers: a tap before would do nothing. */}
          <LiveIconButton
            ref={openButtonRef}
            variant="ghost"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={sideMenuOpen}
            display={{ base: 'inline-flex', md: 'none' }}
            onPointerEnter={wantSideMenu}
            onPointerDown={wantSideMenu}
            onFocus={wantSideMenu}
            onClick={() => {
              wantSideMenu();
              setSideMenuOpen(true);
            }}
          >
            <MenuIcon />
          </LiveIconButton>
          <chakra.a asChild fontWeight="bold" fontSize="xl" color="brand.600" me="4" letterSpacing="tight">
            <Link
              to={signedIn && roleKnown ? (role === 'Admin' ? '/admin-dashboard' : role ? '/dashboard' : '/') : '/'}
            >
              Crafti
            </Link>
          </chakra.a>

          <DesktopLinks links={links} />
          <Box flex={{ base: '1', md: '0' }} />
          {roleKnown && role !== 'Admin' ? (
            <Suspense fallback={null}>
              <TopSearch />
            </Suspense>
          ) : null}

          {personal ? <DesktopIconLinks personal={personal} /> : null}
          <UserMenu personal={personal} onLogout={onLogout} />
        </Flex>
      </Box>

      {/* Outside the header: its backdrop-filter (once scrolled) would make it the box of fixed children. */}
      {sideMenuWanted ? (
        <Suspense fallback={null}>
          <SideMenu
            open={sideMenuOpen}
            onClose={closeSideMenu}
            returnFocusTo={openButtonRef}
            links={links}
            personal={personal}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </>
  );
}

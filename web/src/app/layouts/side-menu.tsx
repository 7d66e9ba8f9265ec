import { Box, Button, chakra, Flex, IconButton, Stack } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { CloseIcon } from './nav-icons';
import { NavItem } from './nav-item';
import { withCount, type NavLink, type PersonalLinks } from './nav-links';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** The button that opens the menu: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  links: NavLink[];
  personal: PersonalLinks | null;
  onLogout: () => void;
}

const SLIDE = '0.25s';

/** Rows at least 44 px tall (touch targets), one under the other. */
const rowStyle = { display: 'flex', alignItems: 'center', w: 'full', minH: '11' } as const;

/**
 * The small-screen menu, sliding in from the left over a dimmed page: the audience's links,
 * then the signed-in visitor's own pages and Logout. A modal dialog while open: focus moves
 * in and stays in, Escape or a click outside closes it, and focus returns to the opener.
 */
export function SideMenu({ open, onClose, returnFocusTo, links, personal, onLogout }: SideMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, onClose);
  useFocusTrap(ref, open, returnFocusTo);

  const items: NavLink[] = personal
    ? [
        ...links,
        { to: '/messages', label: withCount('Messages', personal.messagesCount) },
        { to: '/notifications', label: withCount('Notifications', personal.unreadCount) },
        ...(personal.hasCart ? [{ to: '/cart', label: withCount('Cart', personal.cartCount) }] : []),
        ...(personal.account ? [{ to: personal.account, label: 'Account' }] : []),
      ]
    : links;

  return (
    <>
      <Box
        display={{ base: 'block', md: 'none' }}
        position="fixed"
        inset="0"
        zIndex="overlay"
        bg="blackAlpha.500"
        opacity={open ? 1 : 0}
        pointerEvents={open ? 'auto' : 'none'}
        transition={`opacity ${SLIDE}`}
        aria-hidden="true"
      />
      <Box
        ref={ref}
        display={{ base: 'block', md: 'none' }}
        role="dialog"
        aria-modal={open}
        aria-label="Menu"
        aria-hidden={!open}
        inert={!open}
        position="fixed"
        top="0"
        bottom="0"
        insetStart="0"
        zIndex="modal"
        w="72"
        maxW="85vw"
        bg="bg"
        boxShadow={open ? 'xl' : 'none'}
        transform={open ? 'translateX(0)' : 'translateX(-100%)'}
        // Once slid out it is hidden outright: no shadow strip, nothing to focus or announce.
        visibility={open ? 'visible' : 'hidden'}
        transition={`transform ${SLIDE} ease, box-shadow ${SLIDE}, visibility 0s linear ${open ? '0s' : SLIDE}`}
        _motionReduce={{ transition: 'none' }}
        p="4"
        overflowY="auto"
        overscrollBehavior="contain"
      >
        <Flex justify="space-between" align="center" mb="4">
          <chakra.span fontWeight="bold" fontSize="xl" color="brand.600">
            Crafti
          </chakra.span>
          <IconButton variant="ghost" size="lg" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Flex>
        <Stack as="ul" listStyleType="none" gap="1">
          {items.map((link) => (
            <li key={link.to}>
              <NavItem link={link} onNavigate={onClose} {...rowStyle} />
            </li>
          ))}
          {personal ? (
            <li>
              <Button
                variant="ghost"
                color="red.600"
                justifyContent="flex-start"
                px="3"
                {...rowStyle}
                onClick={onLogout}
              >
                Logout
              </Button>
            </li>
          ) : null}
        </Stack>
      </Box>
    </>
  );
}

import { Flex, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NavBadge } from './nav-badge';
import { BellIcon, CartIcon, ChatIcon } from './nav-icons';
import { NavItem } from './nav-item';
import type { NavLink, PersonalLinks } from './nav-links';

/** The audience's links in the bar, on medium screens and up (the side menu has them below). */
export function DesktopLinks({ links }: { links: NavLink[] }) {
  return (
    <Flex as="ul" listStyleType="none" gap="1" display={{ base: 'none', md: 'flex' }} flex="1">
      {links.map((link) => (
        <li key={link.to}>
          <NavItem link={link} />
        </li>
      ))}
    </Flex>
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

/** Messages, Notifications (unread badge) and Cart (item badge) as icons, on medium screens and up. */
export function DesktopIconLinks({ personal }: { personal: PersonalLinks }) {
  return (
    <Flex gap="1" align="center" display={{ base: 'none', md: 'flex' }}>
      <IconLink to="/messages" label="Messages" badge={<NavBadge count={personal.messagesCount} label="unread messages" />}>
        <ChatIcon />
      </IconLink>
      <IconLink to="/notifications" label="Notifications" badge={<NavBadge count={personal.unreadCount} label="unread notifications" />}>
        <BellIcon />
      </IconLink>
      {personal.hasCart ? (
        <IconLink to="/cart" label="Cart" badge={<NavBadge count={personal.cartCount} label="items in cart" />}>
          <CartIcon />
        </IconLink>
      ) : null}
    </Flex>
  );
}

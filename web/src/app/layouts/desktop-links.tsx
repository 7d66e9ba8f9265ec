import { Flex, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/link';
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

/** An icon link; with a count, its name carries the number the badge shows ("Messages, 2 unread messages"). */
function IconLink({
  to,
  label,
  children,
  count,
  countLabel,
}: {
  to: string;
  label: string;
  children: ReactNode;
  count?: number;
  countLabel?: string;
}) {
  const name = count && countLabel ? `${label}, ${count > 99 ? '99+' : count} ${countLabel}` : label;
  return (
    <IconButton asChild variant="ghost" aria-label={name} position="relative" color="fg">
      <Link to={to}>
        {children}
        {countLabel ? <NavBadge count={count} label={countLabel} /> : null}
      </Link>
    </IconButton>
  );
}

/** Messages (unread badge), Notifications (unread badge) and Cart (item badge) as icons, on medium screens and up. */
export function DesktopIconLinks({ personal }: { personal: PersonalLinks }) {
  return (
    <Flex gap="1" align="center" display={{ base: 'none', md: 'flex' }}>
      <IconLink to="/messages" label="Messages" count={personal.messagesCount} countLabel="unread messages">
        <ChatIcon />
      </IconLink>
      <IconLink
        to="/notifications"
        label="Notifications"
        count={personal.unreadCount}
        countLabel="unread notifications"
      >
        <BellIcon />
      </IconLink>
      {personal.hasCart ? (
        <IconLink to="/cart" label="Cart" count={personal.cartCount} countLabel="items in cart">
          <CartIcon />
        </IconLink>
      ) : null}
    </Flex>
  );
}

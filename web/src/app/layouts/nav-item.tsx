import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { NavLink as RouterNavLink } from '@web/lib/link';
import type { NavLink } from './nav-links';

type NavItemProps = { link: NavLink; onNavigate?: () => void } & Omit<HTMLChakraProps<'a'>, 'children'>;

/** One text link of the bar or the side menu, highlighted on its own page; extra style props restyle it. */
export function NavItem({ link, onNavigate, ...style }: NavItemProps) {
  return (
    <chakra.a
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'brand.50', color: 'brand.700' }}
      css={{
        '&[aria-current=page]': {
          color: 'var(--chakra-colors-brand-700)',
          background: 'var(--chakra-colors-brand-50)',
        },
      }}
      {...style}
    >
      <RouterNavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
        {link.label}
      </RouterNavLink>
    </chakra.a>
  );
}

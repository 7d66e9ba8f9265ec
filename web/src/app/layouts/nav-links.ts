import type { Role } from '@shared/schemas/common';

export interface NavLink {
  to: string;
  label: string;
}

/** The navigation bar's links, exactly as the spec lists them per audience. */
export const SIGNED_OUT_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/explore', label: 'Explore' },
  { to: '/about-us', label: 'About Us' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

export const ROLE_LINKS: Record<Role, NavLink[]> = {
  Artist: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/artist-track-project', label: 'My Projects' },
    { to: '/artist-arts', label: 'My Arts' },
    { to: '/community', label: 'Community' },
  ],
  Client: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/client-project-page', label: 'My Projects' },
    { to: '/community', label: 'Community' },
  ],
  Admin: [
    { to: '/admin-dashboard', label: 'Dashboard' },
    { to: '/users-table', label: 'Users' },
    { to: '/tags-table', label: 'Tags' },
    { to: '/arts-table', label: 'Arts' },
    { to: '/verification', label: 'Verification' },
    { to: '/community', label: 'Community' },
  ],
};

/** The Account page: /{role-lowercased}-profile. */
export const accountPath = (role: Role) => `/${role.toLowerCase()}-profile`;

/** Admin has no cart. */
export { hasCart } from '@web/lib/stored-session';

/** Pages where the navigation bar is hidden. */
export const NAVBAR_HIDDEN_ON = ['/update-password', '/password-reset'];

/** A signed-in visitor's own pages, beside the role's links. */
export interface PersonalLinks {
  /** The Account page, once the role is known. */
  account: string | null;
  /** Artist and Client have a cart; Admin has none. */
  hasCart: boolean;
  cartCount: number | undefined;
  unreadCount: number | undefined;
  /** Unread chat messages (the Messages link). */
  messagesCount: number | undefined;
}

/** "Cart (2)", or the bare label when there is nothing to count. */
export const withCount = (label: string, count: number | undefined) => (count ? `${label} (${count})` : label);

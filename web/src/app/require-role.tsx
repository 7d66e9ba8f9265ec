import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { Link } from '@web/lib/link';
import type { Role } from '@shared/schemas/common';
import { FormAlert } from '@web/components/ui/form-alert';
import { usePageTitle } from '@web/lib/page-title';
import { returnPath } from '@web/lib/return-path';
import { homeFor, useAuth } from '@web/lib/session';

/**
 * Which role each page is for, and where anyone else goes: their own equivalent page, with a short
 * notice where it helps, or an explanation in place. The router wraps every signed-in page (and
 * /login, /register) in RequireRole, loaded with the first such page to keep it out of the first
 * load of `/`. Pages not listed are for every signed-in person.
 */
type Elsewhere =
  { to: string; notice?: string } | { explain: { title: string; text: string; link: { to: string; label: string } } };

interface PageRule {
  roles: readonly Role[];
  elsewhere: (role: Role) => Elsewhere;
}

const profileOf = (role: Role) => `/${role.toLowerCase()}-profile`;

const FOR_ADMINS: PageRule = {
  roles: ['Admin'],
  elsewhere: () => ({ to: '/dashboard', notice: 'That page is for administrators.' }),
};
const FOR_ARTISTS: PageRule = {
  roles: ['Artist'],
  elsewhere: (role) => ({ to: profileOf(role), notice: 'That page is for artists.' }),
};
const FOR_CLIENTS: PageRule = {
  roles: ['Client'],
  elsewhere: (role) => ({ to: profileOf(role), notice: 'That page is for clients.' }),
};

/** Admins have no cart (part 1 §2), so no checkout either. */
const WITH_CART: PageRule = {
  roles: ['Artist', 'Client'],
  elsewhere: (role) => ({ to: homeFor(role), notice: 'Administrators have no cart.' }),
};

const PAGE_RULES: Record<string, PageRule> = {
  '/dashboard': { roles: ['Artist', 'Client'], elsewhere: (role) => ({ to: homeFor(role) }) },
  '/admin-dashboard': FOR_ADMINS,
  '/users-table': FOR_ADMINS,
  '/tags-table': FOR_ADMINS,
  '/arts-table': FOR_ADMINS,
  '/verification': FOR_ADMINS,
  '/admin-profile': FOR_ADMINS,
  '/edit-admin-profile': FOR_ADMINS,
  '/audit-log': FOR_ADMINS,
  '/artist-profile': FOR_ARTISTS,
  '/edit-artist-profile': FOR_ARTISTS,
  '/upload-art': FOR_ARTISTS,
  '/artist-post-arts': FOR_ARTISTS,
  '/artist-arts': FOR_ARTISTS,
  '/edit-art/:artId': FOR_ARTISTS,
  '/transaction-history': FOR_ARTISTS,
  '/orders/:orderId/packing-slip': FOR_ARTISTS,
  '/cart': WITH_CART,
  '/checkout': WITH_CART,
  '/checkout/complete': WITH_CART,
  '/client-profile': FOR_CLIENTS,
  '/edit-client-profile': FOR_CLIENTS,
  '/post-job': FOR_CLIENTS,
  '/browse-jobs': FOR_ARTISTS,
  '/job-reports': FOR_ADMINS,
  '/moderation-queue': FOR_ADMINS,
  '/artist-track-project': {
    roles: ['Artist'],
    elsewhere: (role) => (role === 'Client' ? { to: '/client-project-page' } : { to: homeFor(role) }),
  },
  '/client-project-page': {
    roles: ['Client'],
    elsewhere: (role) => (role === 'Artist' ? { to: '/artist-track-project' } : { to: homeFor(role) }),
  },
  '/artist-verification': {
    roles: ['Artist'],
    elsewhere: (role) => ({
      explain: {
        title: 'Verification is for artists',
        text: `Artists send a portfolio and a valid ID to earn the Verified Artist badge. Yours is ${role === 'Admin' ? 'an administrator' : 'a client'} account, so there is nothing to verify.`,
        link: { to: profileOf(role), label: 'Go to your profile' },
      },
    }),
  },
};

/** The page's rule: by its exact path, else by a pattern with parameters (`/edit-art/:artId`, `/orders/:orderId/packing-slip`). */
function ruleFor(pathname: string): PageRule | undefined {
  const path = pathname.replace(/\/+$/, '');
  const exact = PAGE_RULES[path];
  if (exact) return exact;
  return Object.entries(PAGE_RULES).find(([key]) => key.includes('/:') && matchPath(key, path))?.[1];
}

/**
 * The guard of every page that has one. `signed-in` pages: a signed-out visitor goes to /login,
 * which brings them back after signing in; then the page shows to the roles it is for (nothing
 * while the role loads) and anyone else goes to their own page. `signed-out` pages (/login,
 * /register): a signed-in person goes home, once their role is known (the page's own sign-in is
 * what loads it, so the page stays until then).
 */
export function RequireRole({ access, children }: { access: 'signed-in' | 'signed-out'; children: ReactNode }) {
  const { status, role, roleLoading } = useAuth();
  const location = useLocation();

  if (access === 'signed-out') {
    // A link from an e-mail (confirming a new address, or undoing the change) is for this page even when signed in.
    const search = new URLSearchParams(location.search);
    const fromMail = search.has('email') || search.has('undo-email');
    if (status === 'signed-in' && role && !fromMail)
      return <Navigate to={returnPath(location.state) ?? homeFor(role)} replace />;
    return children;
  }
  if (status !== 'signed-in') return <Navigate to="/login" replace state={{ from: location }} />;

  const rule = ruleFor(location.pathname);
  if (rule) {
    if (roleLoading) return null;
    if (!role) return <Navigate to="/" replace />;
    if (!rule.roles.includes(role)) {
      const elsewhere = rule.elsewhere(role);
      if ('explain' in elsewhere) return <Explanation {...elsewhere.explain} />;
      return <Navigate to={elsewhere.to} replace state={elsewhere.notice ? { notice: elsewhere.notice } : null} />;
    }
  }

  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      {typeof notice === 'string' ? (
        <Container maxW="6xl" pt={{ base: '4', md: '6' }}>
          <FormAlert status="info">{notice}</FormAlert>
        </Container>
      ) : null}
      {children}
    </>
  );
}

function Explanation({ title, text, link }: { title: string; text: string; link: { to: string; label: string } }) {
  usePageTitle(title);
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild colorPalette="brand">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      </Stack>
    </Container>
  );
}

import { chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Author } from '@shared/schemas/community';
import { Link as RouterLink } from '@web/lib/link';

/** An error line under a field that is not in a Chakra Field.Root (Field.ErrorText renders only inside one). */
export function ErrorLine({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} color="red.700" fontSize="sm" mt="1">
      {children}
    </Text>
  );
}

export const fullName = (u: Author) => `${u.firstname} ${u.lastname}`.trim() || 'Unknown User';

/** The author's name, linked to their public profile (admins have none). */
export function AuthorLink({ user }: { user: Author }) {
  const name = fullName(user);
  // Names break between words; a single word longer than the line is the only one cut.
  if (!user.profileType)
    return (
      <Text fontWeight="semibold" overflowWrap="break-word">
        {name}
      </Text>
    );
  return (
    // A 24 px line: a tap target of at least 24 × 24 px (WCAG 2.2), its words still wrapping.
    <chakra.a
      asChild
      display="inline-block"
      lineHeight="6"
      fontWeight="semibold"
      color="fg"
      overflowWrap="break-word"
      _hover={{ textDecoration: 'underline' }}
    >
      <RouterLink to={`/profile/${user.profileType}/${user.id}`}>{name}</RouterLink>
    </chakra.a>
  );
}

/** How the feed tells of an outcome (a toast). */
export type FeedToast = (message: string, status?: 'success' | 'error') => void;

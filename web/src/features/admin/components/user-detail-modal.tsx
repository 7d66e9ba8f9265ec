import { Badge, Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import type { AdminUserRow } from '@shared/schemas/admin';
import { Avatar } from '@web/components/ui/avatar';
import { Modal } from '@web/components/ui/modal';
import { preloadable } from '@web/lib/preloadable';
import { formatDate } from '../utils/format';

/**
 * The payout status badge, loaded apart: its texts (shared/messages/payouts.ts) stay out of the
 * users page's first load. The table asks for it as it mounts, beside the users request.
 */
export const PayoutStatusBadge = preloadable(() =>
  import('@web/components/payouts/payout-status-badge').then((m) => m.PayoutStatusBadge),
);

/** An artist's payout status as a badge; "—" for a client (who has none) or while the badge loads. */
export function PayoutStatusCell({ user }: { user: AdminUserRow }) {
  const dash = (
    <Text as="span" color="fg.muted">
      —
    </Text>
  );
  if (user.role !== 'Artist' || !user.payoutStatus) return dash;
  return (
    <Suspense fallback={dash}>
      <PayoutStatusBadge status={user.payoutStatus} />
    </Suspense>
  );
}

/** "Verified" or "Not verified", for artists only. */
export function VerifiedBadge({ user }: { user: AdminUserRow }) {
  if (user.role !== 'Artist') return null;
  return user.isVerified ? (
    <Badge colorPalette="green" variant="subtle">
      Verified
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Not verified
    </Badge>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd ms="0" wordBreak="break-word">
        {children || (
          <Text as="span" color="fg.muted">
            Not provided
          </Text>
        )}
      </chakra.dd>
    </Box>
  );
}

/** One user's details, opened from the users table. */
export function UserDetailModal({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title="User Details">
      {user ? (
        <Stack gap="5">
          <Flex align="center" gap="4">
            <Avatar name={user.name} src={user.profile_image} size={72} />
            <Box minW="0">
              <Text fontSize="xl" fontWeight="bold" wordBreak="break-word">
                {user.name}
              </Text>
              <Text color="fg.muted" wordBreak="break-word">
                @{user.username}
              </Text>
              <Flex gap="2" mt="1" flexWrap="wrap">
                <Badge colorPalette={user.role === 'Artist' ? 'purple' : 'blue'} variant="subtle">
                  {user.role}
                </Badge>
                <VerifiedBadge user={user} />
              </Flex>
            </Box>
          </Flex>
          <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <Detail label="Name">{user.name}</Detail>
            <Detail label="Username">{user.username}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Phone">{user.phone}</Detail>
            <Detail label="Address">{user.address}</Detail>
            <Detail label="Role">{user.role}</Detail>
            {user.role === 'Artist' ? (
              <Detail label="Verification">{user.isVerified ? 'Verified' : 'Not verified'}</Detail>
            ) : null}
            {user.role === 'Artist' ? (
              <Detail label="Payouts">{user.payoutStatus ? <PayoutStatusCell user={user} /> : null}</Detail>
            ) : null}
            <Detail label="Joined">{formatDate(user.created_at)}</Detail>
          </chakra.dl>
        </Stack>
      ) : null}
    </Modal>
  );
}

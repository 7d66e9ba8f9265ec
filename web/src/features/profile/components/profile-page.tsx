import { Badge, Box, Button, chakra, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { RatingLine } from '@web/components/reviews/rating-line';
import { Link } from '@web/lib/link';
import type { ProfileView } from '@shared/schemas/profiles';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { Tabs } from '@web/components/ui/tabs';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useProfile, type AnyPreferences, type PersonRole } from '@web/api/profile';
import { HiddenNotice } from '@web/components/moderation/hidden-notice';
import { AddressBookSlot } from '@web/components/address-parts';
import { usePreferences } from '../api/profile';
import { preferenceFieldsFor } from './preference-fields';

/** The Wishlist tab, loaded when first opened. */
const WishlistTab = lazy(() =>
  import('@web/components/wishlist/wishlist-tab').then((m) => ({ default: m.WishlistTab })),
);
/** The Orders and Transactions tabs (also Transaction History's), loaded when first opened. */
const OrdersTab = lazy(() => import('@web/components/orders/orders-tab').then((m) => ({ default: m.OrdersTab })));
const TransactionsTab = lazy(() =>
  import('@web/components/orders/transactions-tab').then((m) => ({ default: m.TransactionsTab })),
);
/** The person's reviews, with their reply form, loaded when first opened. */
const ReviewsSection = lazy(() =>
  import('@web/components/reviews/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);
/** The artist's Payouts tab (PayMongo onboarding and status), loaded when first opened. */
const PayoutsTab = lazy(() => import('@web/components/payouts/payouts-tab').then((m) => ({ default: m.PayoutsTab })));

const TAB_IDS = [
  'profile',
  'preferences',
  'contact',
  'transactions',
  'payouts',
  'orders',
  'reviews',
  'wishlist',
] as const;
/** The tabs only an artist has. */
const ARTIST_TABS: readonly string[] = ['transactions', 'payouts'];

export const DEFAULT_PROFILE_IMAGE = '/images/default-avatar.svg';

const editPath = (role: PersonRole) => `/edit-${role.toLowerCase()}-profile`;

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value === '' || value === null || value === undefined ? 'Not provided' : value}</Text>
    </Box>
  );
}

/** The verification control of part 1 §4, by the artist's verification status. */
function VerificationControl({ status }: { status: ProfileView['status'] }) {
  if (status === null) {
    return (
      <Button asChild colorPalette="brand" size="sm" w="full">
        <Link to="/artist-verification">Get Verified Now</Link>
      </Button>
    );
  }
  if (status === 'pending') {
    return (
      <Badge colorPalette="yellow" size="lg" w="full" justifyContent="center" py="1.5">
        Verification Pending
      </Badge>
    );
  }
  if (status === 'rejected') {
    return (
      <Stack gap="1">
        <Button asChild colorPalette="red" variant="outline" size="sm" w="full">
          <Link to="/artist-verification">Verification Rejected</Link>
        </Button>
        <Text fontSize="xs" color="red.700">
          Credentials invalid. Please review your information and try submitting again.
        </Text>
      </Stack>
    );
  }
  return (
    <Badge colorPalette="green" size="lg" w="full" justifyContent="center" py="1.5">
      Verified Artist
    </Badge>
  );
}

function PreferencesPanel({ role, preferences }: { role: PersonRole; preferences: AnyPreferences | null }) {
  if (!preferences) {
    return (
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted">
          You have not set up your preferences yet. They help us match you with the right{' '}
          {role === 'Artist' ? 'clients' : 'artists'}.
        </Text>
        <Button asChild colorPalette="brand">
          <Link to={editPath(role)}>Set up preferences</Link>
        </Button>
      </Stack>
    );
  }
  const values = preferences as unknown as Record<string, string | string[]>;
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
      {preferenceFieldsFor(role).map((field) => {
        const value = values[field.key];
        const shown = Array.isArray(value) ? (value.length ? value.join(', ') : '') : (value ?? '');
        return (
          <Detail
            key={field.key}
            label={field.label}
            value={
              field.kind === 'url' && shown ? (
                <chakra.a
                  href={shown}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.600"
                  textDecoration="underline"
                  wordBreak="break-all"
                >
                  {shown}
                </chakra.a>
              ) : (
                shown
              )
            }
          />
        );
      })}
    </Grid>
  );
}

/** /artist-profile and /client-profile: sidebar and tabs. */
export function ProfilePage({ role }: { role: PersonRole }) {
  usePageTitle('My Profile');
  const { user } = useAuth();
  const profile = useProfile(role, user?.userId);
  const preferences = usePreferences(role, user?.userId);
  // The open tab is in the address (`?tab=orders`), so links (notifications) can open one.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') ?? 'profile';
  const tab =
    (TAB_IDS as readonly string[]).includes(asked) && (!ARTIST_TABS.includes(asked) || role === 'Artist')
      ? asked
      : 'profile';
  const setTab = (id: string) => setSearch(id === 'profile' ? {} : { tab: id }, { replace: true });
  // Back from Edit Profile after saving.
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;

  if (!user) return <FormAlert status="error">User not logged in.</FormAlert>;
  if (profile.isError) {
    const message = userMessage(profile.error, `Failed to fetch ${role.toLowerCase()} data.`);
    return (
      <Container maxW="4xl" py="10">
        <FormAlert status="error">{message}</FormAlert>
      </Container>
    );
  }
  const p = profile.data;
  // Never an empty heading (axe empty-heading) while the profile loads or if a name is blank.
  const fullName = (p ? `${p.firstname} ${p.lastname}`.trim() : '') || 'Your profile';

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {saved ? (
        <Box mb="6">
          <OutcomeAlert status="success" focus>
            Your profile was saved.
          </OutcomeAlert>
        </Box>
      ) : null}
      {p?.hidden ? (
        <Box mb="6">
          <HiddenNotice note={p.moderation_note} />
        </Box>
      ) : null}
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="8" alignItems="start">
        <Stack as="aside" gap="4" borderWidth="1px" borderRadius="2xl" p="6" align="center" textAlign="center" bg="bg">
          <chakra.img
            src={p?.profile_image ?? DEFAULT_PROFILE_IMAGE}
            alt={p ? `Profile photo of ${fullName}` : ''}
            width="160px"
            height="160px"
            borderRadius="full"
            objectFit="cover"
            borderWidth="4px"
            borderColor="brand.100"
          />
          <Box>
            <Heading as="h1" size="xl">
              {fullName}
            </Heading>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
              {p?.email}
            </Text>
            <RatingLine rating={p?.rating} />
          </Box>
          {role === 'Artist' && p ? <VerificationControl status={p.status} /> : null}
          <Button asChild variant="outline" colorPalette="brand" w="full" size="sm">
            <Link to={editPath(role)}>Edit Profile</Link>
          </Button>
          {role === 'Artist' ? (
            <Button asChild variant="outline" colorPalette="brand" w="full" size="sm">
              <Link to="/shipping-settings">Shipping settings</Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost" colorPalette="brand" w="full" size="sm">
            <Link to="/profile-visits">Who visited my profile</Link>
          </Button>
        </Stack>

        <Box borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '6' }} bg="bg" minW="0">
          <Tabs
            value={tab}
            onChange={setTab}
            items={[
              {
                id: 'profile',
                label: 'Profile',
                content: p ? (
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                    <Detail label="First name" value={p.firstname} />
                    <Detail label="Last name" value={p.lastname} />
                    <Detail label="Username" value={p.username} />
                    <Detail label="Gender" value={p.gender} />
                    <Detail
                      label="Date of birth"
                      value={
                        p.date_of_birth
                          ? new Date(`${p.date_of_birth}T00:00:00`).toLocaleDateString('en-PH', { dateStyle: 'long' })
                          : ''
                      }
                    />
                    <Box gridColumn={{ md: 'span 2' }}>
                      <Detail label="Bio" value={p.bio} />
                    </Box>
                  </Grid>
                ) : null,
              },
              {
                id: 'preferences',
                label: 'Preferences',
                content: preferences.isSuccess ? <PreferencesPanel role={role} preferences={preferences.data} /> : null,
              },
              {
                id: 'contact',
                label: 'Address & Contact',
                content: p ? (
                  <Stack gap="8">
                    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
                      <Detail label="Address" value={p.address} />
                      <Detail label="Phone" value={p.phone} />
                      <Detail label="Email" value={p.email} />
                    </Grid>
                    {/* Where orders are delivered (issue 47); the Address above follows its default. */}
                    <AddressBookSlot />
                  </Stack>
                ) : null,
              },
              ...(role === 'Artist'
                ? [
                    {
                      id: 'transactions',
                      label: 'Transactions',
                      content: (
                        <Suspense fallback={null}>
                          <TransactionsTab userId={user.userId} />
                        </Suspense>
                      ),
                    },
                    {
                      id: 'payouts',
                      label: 'Payouts',
                      content: (
                        <Suspense fallback={null}>
                          <PayoutsTab userId={user.userId} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
              {
                id: 'orders',
                label: 'Orders',
                content: (
                  <Suspense fallback={null}>
                    <OrdersTab userId={user.userId} />
                  </Suspense>
                ),
              },
              {
                id: 'reviews',
                label: 'Reviews',
                content: (
                  <Suspense fallback={null}>
                    <ReviewsSection userId={user.userId} own />
                  </Suspense>
                ),
              },
              {
                id: 'wishlist',
                label: 'Wishlist',
                content: (
                  <Suspense fallback={null}>
                    <WishlistTab userId={user.userId} />
                  </Suspense>
                ),
              },
            ]}
          />
          {/* Under the tabs that show what Edit Profile edits only: under Payouts it read as "edit payouts". */}
          {tab === 'profile' || tab === 'preferences' || tab === 'contact' ? (
            <Flex justify="flex-end" mt="6">
              <Button asChild size="sm" variant="ghost" colorPalette="brand">
                <Link to={editPath(role)}>Edit details</Link>
              </Button>
            </Flex>
          ) : null}
        </Box>
      </Grid>
    </Container>
  );
}

import { Container, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SHIPPING_MESSAGES } from '@shared/messages/shipping';
import { FormAlert } from '@web/components/ui/form-alert';
import { Link } from '@web/lib/link';
import { call, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { queryClient } from '@web/lib/session-services';
import type { SessionUser } from '@web/lib/stored-session';
import { shippingKeys, useOwnShippingProfile, useSaveShippingProfile } from '@web/api/shipping';
import { ShippingForm } from '../components/shipping-form';

/** What the page shows first (the artist's profile), into the query cache before its first render (app/screen.tsx `warm`). */
export function warm({ userId, role }: SessionUser): Promise<unknown> {
  return role === 'Artist'
    ? queryClient.prefetchQuery({
        queryKey: shippingKeys.own(userId),
        queryFn: () => call('GET /api/shipping-profile'),
      })
    : Promise.resolve();
}

/** /shipping-settings: the artist's shipping profile (issue 47 §2). */
export function Component() {
  usePageTitle('Shipping settings');
  const { user, role } = useAuth();
  const artist = role === 'Artist' ? user?.userId : undefined;
  const own = useOwnShippingProfile(artist);
  const save = useSaveShippingProfile(artist);

  let body;
  if (role !== 'Artist') body = <FormAlert status="info">Only artists set up shipping.</FormAlert>;
  else if (own.isError)
    body = <FormAlert status="error">{userMessage(own.error, SHIPPING_MESSAGES.fetchFailed)}</FormAlert>;
  else if (own.isPending)
    body = (
      <Stack gap="4" role="status" aria-label="Loading your shipping settings">
        <Skeleton h="24" borderRadius="xl" />
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    );
  else body = <ShippingForm profile={own.data} onSave={(b) => save.mutateAsync(b)} />;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ChakraLink asChild color="brand.700" fontWeight="medium" w="fit-content">
          <Link to="/artist-profile">← Back to my profile</Link>
        </ChakraLink>
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Shipping
          </Heading>
          <Text color="fg.muted">
            How your pieces reach buyers: the art page, the cart and checkout quote from these. Buyers can add your arts
            to their carts once you have saved them.
          </Text>
        </Stack>
        {role === 'Artist' && own.data === null ? (
          <FormAlert status="info">{SHIPPING_MESSAGES.notSetOwn}</FormAlert>
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}

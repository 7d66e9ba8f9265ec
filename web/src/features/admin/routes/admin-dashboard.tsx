import { Button, Container, Flex, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { Link } from '@web/lib/link';
import type { AdminStats } from '@shared/schemas/admin';
import { FormAlert } from '@web/components/ui/form-alert';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useAdminStats } from '../api/admin';
import { DisputesQueue } from '../components/disputes/disputes-queue';
import { OrderDisputesQueue } from '../components/disputes/order-disputes-queue';

const CARDS: { key: keyof AdminStats; label: string }[] = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'totalClients', label: 'Total Clients Users' },
  { key: 'totalArtists', label: 'Total Artists Users' },
  { key: 'totalVerifiedArtists', label: 'Total Verified Artists' },
  { key: 'totalArtworks', label: 'Total Artworks Uploaded' },
];

export function Component() {
  usePageTitle('Admin Dashboard');
  const { role, roleLoading } = useAuth();
  const stats = useAdminStats();
  if (roleLoading) return null;
  if (role !== 'Admin') return <Navigate to="/" replace />;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Flex justify="space-between" align="center" gap="4" flexWrap="wrap" mb="8">
        <Heading as="h1" size="3xl">
          Admin Dashboard
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <Link to="/moderation-queue">Moderation</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/job-reports">Job Reports</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/audit-log">Audit Log</Link>
          </Button>
        </Flex>
      </Flex>
      {stats.isError ? <FormAlert status="error">Failed to load statistics.</FormAlert> : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {CARDS.map((card) => (
          // Label on top, number at the bottom: the numbers line up whatever the labels' length.
          <Flex
            key={card.key}
            direction="column"
            justify="space-between"
            gap="2"
            p="5"
            borderWidth="1px"
            borderRadius="xl"
            bg="bg"
            role="group"
            aria-label={card.label}
          >
            <Text fontSize="sm" color="fg.muted">
              {card.label}
            </Text>
            {stats.data ? (
              <Text fontSize="3xl" fontWeight="bold" color="brand.700" data-testid={`stat-${card.key}`}>
                {stats.data[card.key].toLocaleString('en-PH')}
              </Text>
            ) : (
              <Skeleton h="9" w="16" />
            )}
          </Flex>
        ))}
      </SimpleGrid>
      <DisputesQueue />
      <OrderDisputesQueue />
    </Container>
  );
}

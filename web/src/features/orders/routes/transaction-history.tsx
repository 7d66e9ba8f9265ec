import { Container, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { TransactionsTab } from '@web/components/orders/transactions-tab';

/** /transaction-history: the artist's sales, as on their profile's Transactions tab. */
export function Component() {
  usePageTitle('Transaction History');
  const { user } = useAuth();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Transaction History
      </Heading>
      <Text color="fg.muted" mt="1" mb="6">
        Your sold arts with their buyers. Set each order&apos;s status as you fulfil it.
      </Text>
      {user ? <TransactionsTab userId={user.userId} /> : null}
    </Container>
  );
}

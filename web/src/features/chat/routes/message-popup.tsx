import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@web/lib/page-title';
import { MessageForm } from '../components/message-form';

/** /message-popup?to=<userId>: the message modal's composer as a page of its own. */
export function Component() {
  usePageTitle('New message');
  const [params] = useSearchParams();
  const to = params.get('to');
  return (
    <Container maxW="lg" py="10">
      <Heading as="h1" size="2xl" mb="6">
        New message
      </Heading>
      {to ? (
        <Box borderWidth="1px" borderRadius="2xl" p="6">
          <MessageForm toUserId={to} />
        </Box>
      ) : (
        <Text color="fg.muted">Choose who to message from their art or profile.</Text>
      )}
    </Container>
  );
}

import { Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of an admin screen: a heading, an optional line under it, then the content. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '12' }} px={{ base: '3', sm: '6' }}>
      <Flex direction="column" gap="1" mb={{ base: '5', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Flex>
      {children}
    </Container>
  );
}

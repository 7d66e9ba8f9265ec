import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { usePageTitle } from '@web/lib/page-title';

export function Component() {
  usePageTitle('Home');
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" py={{ base: '16', md: '24' }}>
      <Container maxW="5xl">
        <Stack gap="6" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
            DISCOVER THE PERFECT LOCAL ARTIST
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            Creative collaborations with artistic talents from across the Philippines.
          </Text>
          <Button asChild size="lg" colorPalette="brand">
            <Link to="/login">Get Started</Link>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

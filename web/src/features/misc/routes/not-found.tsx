import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';

export function Component() {
  usePageTitle('Page Not Found');
  return (
    <Box maxW="lg" mx="auto" my="24" px="6" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.500" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl" mt="4" mb="3">
        Page not found
      </Heading>
      <Text color="fg.muted" mb="8">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be wrong.
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">Back to Home</Link>
      </Button>
    </Box>
  );
}

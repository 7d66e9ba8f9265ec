import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown in place of a route whose loader or component failed; the rest of the app keeps working. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Box role="alert" maxW="lg" mx="auto" my="20" px="6" textAlign="center">
      <Heading size="xl" mb="3">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </Heading>
      <Text color="fg.muted" mb="6">
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'This part of the page could not be shown. Please try again.'}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">Back to Home</Link>
      </Button>
    </Box>
  );
}

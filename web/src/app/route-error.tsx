import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { Link } from '@web/lib/link';

interface Props {
  children: ReactNode;
  /** Changing this (the location) clears a caught error. */
  resetKey: string;
}

/**
 * The error boundary every route gets: a page that throws while rendering (or whose code
 * fails to load) is replaced by this message; the navigation and other pages keep working.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" maxW="lg" mx="auto" my="20" px="6" textAlign="center">
        <Heading size="xl" mb="3">
          Something went wrong
        </Heading>
        <Text color="fg.muted" mb="6">
          This part of the page could not be shown. Please try again.
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/">Back to Home</Link>
        </Button>
      </Box>
    );
  }
}

import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the account screens: a centred card with a heading. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      minH="calc(100vh - 4rem)"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="4"
      py="10"
      bg="brand.50"
    >
      <Box w="full" maxW="md" bg="bg" borderRadius="2xl" boxShadow="lg" p={{ base: '6', md: '8' }}>
        <Stack gap="2" mb="6" textAlign="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}

import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WeaveBand } from './weave-band';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** The band that opens a public page: the page's only h1, a short lead and its calls to action. */
export function PageHero({ title, eyebrow, lead, children }: PageHeroProps) {
  return (
    <Box as="section" aria-labelledby="page-title">
      <Box
        bgGradient="to-br"
        gradientFrom="brand.50"
        gradientVia="brand.100"
        gradientTo="brand.200"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="4xl">
          <Flex direction="column" gap="5" align="center" textAlign="center">
            {eyebrow && (
              <Text
                textStyle="sm"
                fontWeight="semibold"
                letterSpacing="widest"
                textTransform="uppercase"
                color="brand.700"
              >
                {eyebrow}
              </Text>
            )}
            <Heading as="h1" id="page-title" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" color="brand.900">
              {title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.900" opacity="0.85" maxW="2xl">
              {lead}
            </Text>
            {children}
          </Flex>
        </Container>
      </Box>
      <WeaveBand />
    </Box>
  );
}

import { Box, Container, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WeaveBand } from './weave-band';

export interface LegalSection {
  /** Anchor of the section, used by the contents list. */
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Shown under the title, e.g. "1 November 2026". */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * A long static document (privacy policy, terms): numbered sections with a contents list that
 * sits beside the text on wide screens and above it on narrow ones.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <Box as="article" aria-labelledby="page-title">
      <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="brand.100" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <Heading as="h1" id="page-title" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" color="brand.900">
            {title}
          </Heading>
          <Text mt="2" color="brand.800">
            Last updated: {lastUpdated}
          </Text>
        </Container>
      </Box>
      <WeaveBand />
      <Container maxW="6xl" py={{ base: '8', md: '14' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '14' }} align="flex-start">
          <Box
            as="nav"
            aria-label="Contents"
            flexShrink="0"
            w={{ base: 'full', lg: '64' }}
            position={{ lg: 'sticky' }}
            top={{ lg: '24' }}
            bg="brand.50"
            rounded="xl"
            p="5"
          >
            <Text fontWeight="bold" color="brand.900" mb="3">
              Contents
            </Text>
            <Flex direction="column" as="ol" gap="2" ps="5" listStyleType="decimal" fontSize="sm" color="brand.700">
              {sections.map((section) => (
                <li key={section.id}>
                  <ChakraLink href={`#${section.id}`} color="brand.700" _hover={{ color: 'brand.500' }}>
                    {section.heading}
                  </ChakraLink>
                </li>
              ))}
            </Flex>
          </Box>
          <Box flex="1" minW="0" maxW="3xl" lineHeight="tall" color="fg">
            <Box fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" css={{ '& p + p': { mt: '3' } }}>
              {intro}
            </Box>
            {sections.map((section, index) => (
              <Box as="section" key={section.id} aria-labelledby={section.id} mt="10">
                <Heading
                  as="h2"
                  id={section.id}
                  size={{ base: 'lg', md: 'xl' }}
                  color="brand.900"
                  scrollMarginTop="24"
                  mb="3"
                >
                  {index + 1}. {section.heading}
                </Heading>
                <Box css={legalBodyStyles}>{section.body}</Box>
              </Box>
            ))}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

/** Spacing for the plain paragraphs and lists the documents are written in. */
const legalBodyStyles = {
  '& p': { mt: '3' },
  '& ul': { mt: '3', ps: '6', listStyleType: 'disc' },
  '& ol': { mt: '3', ps: '6', listStyleType: 'lower-alpha' },
  '& li': { mt: '1.5' },
  '& h3': { mt: '5', fontWeight: 'semibold', color: 'brand.800' },
  '& strong': { color: 'brand.900' },
  '& a': { color: 'brand.600', textDecoration: 'underline' },
};

import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Set on the h2 so the surrounding section can point at it with aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  align?: 'center' | 'start';
}

/** The eyebrow, h2 and intro that open each section of a public page. */
export function SectionHeading({ id, title, eyebrow, children, align = 'center' }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <Flex
      direction="column"
      gap="3"
      textAlign={centred ? 'center' : 'start'}
      align={centred ? 'center' : 'flex-start'}
      mb={{ base: '8', md: '12' }}
    >
      {eyebrow && (
        <Text textStyle="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.600">
          {eyebrow}
        </Text>
      )}
      <Heading
        as="h2"
        id={id}
        size={{ base: '2xl', md: '3xl' }}
        letterSpacing="tight"
        color="brand.900"
        scrollMarginTop="24"
      >
        {title}
      </Heading>
      {children && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {children}
        </Text>
      )}
    </Flex>
  );
}

import { Box, Heading, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { LockIcon, MatchIcon, ShieldCheckIcon, SparklesIcon } from './icons';

interface Feature {
  title: string;
  description: string;
  icon: ComponentType;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Verified User Profiles',
    description:
      'Trustworthy, verified profiles, so you always know who you are working with before a single peso changes hands.',
    icon: ShieldCheckIcon,
  },
  {
    title: 'Personal Recommendation',
    description:
      'Recommendations based on genuine reviews from the community, pointing you to artists who match your taste.',
    icon: SparklesIcon,
  },
  {
    title: 'Easy Matching',
    description:
      'Connect with artists and clients on the platform in a few clicks, and start your next project sooner.',
    icon: MatchIcon,
  },
  {
    title: 'Secure Payment Processing',
    description: 'Secure, encrypted payments from the first deposit to the finished piece, always in Philippine pesos.',
    icon: LockIcon,
  },
];

/** The four reasons to use Crafti, shown on the home page above the categories. */
export function FeatureCards() {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
      gap={{ base: '4', md: '6' }}
    >
      {FEATURES.map(({ title, description, icon: FeatureIcon }) => (
        <Box
          as="li"
          key={title}
          bg="bg.panel"
          rounded="xl"
          boxShadow="md"
          p="6"
          borderTopWidth="4px"
          borderTopColor="brand.400"
          transition="transform 0.2s, box-shadow 0.2s"
          _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
          _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
        >
          <Box
            display="grid"
            placeItems="center"
            boxSize="14"
            rounded="xl"
            bg="brand.100"
            color="brand.600"
            fontSize="3xl"
            mb="4"
          >
            <FeatureIcon />
          </Box>
          <Heading as="h3" size="lg" color="brand.900" mb="2">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Box>
      ))}
    </Box>
  );
}

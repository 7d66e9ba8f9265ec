import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { CheckList } from '../components/check-list';
import { Illustration } from '../components/illustration';
import { PageHero } from '../components/page-hero';

/** Spec §1: the journey presented publicly, one step per row. */
const STEPS = [
  {
    title: 'Sign Up and Create a Profile',
    body: 'Register as a Client or an Artist. Add a photo, a short bio and what you love to make or collect, so the right people can find you.',
    points: ['Choose Client or Artist when you sign up', 'Artists can request identity verification'],
    image: 'sign-up',
    alt: 'A new profile card with a portrait, a short bio and a verified tick',
  },
  {
    title: 'Find Services and Projects',
    body: 'Clients browse artists and their work by category, style and budget. Artists browse job posts from clients looking for their skills.',
    points: ['Search paintings, pottery, textiles and more', 'Filter by art style, medium and budget'],
    image: 'find',
    alt: 'A magnifying glass over a grid of artwork thumbnails',
  },
  {
    title: 'Get Matched',
    body: 'Recommendations based on reviews bring artists and clients together. Send a message, compare proposals and agree on the brief.',
    points: ['Personal recommendations', 'Talk it through in chat before you commit'],
    image: 'get-matched',
    alt: 'Two profile cards joined by a heart, showing an artist and a client matched',
  },
  {
    title: 'Manage Your Project',
    body: 'Keep the work on track in one place: set deadlines, split the work into milestones and share feedback as each stage is delivered.',
    points: ['Deadlines and milestones', 'Feedback at every stage'],
    image: 'manage-project',
    alt: 'A project board with milestone flags and a calendar with a deadline circled',
  },
  {
    title: 'Grow Your Network',
    body: 'Join the community, follow artists you admire, and build lasting relationships with clients who come back for more.',
    points: ['Community posts and conversations', 'Reviews that build your reputation'],
    image: 'grow-network',
    alt: 'A network of connected people spreading out from one profile',
  },
  {
    title: 'Showcase and Sell',
    body: 'Artists publish their best pieces to the marketplace, priced in pesos. Clients buy finished work with secure payments.',
    points: ['Your own gallery of arts', 'Secure checkout in Philippine pesos'],
    image: 'showcase-sell',
    alt: 'A framed painting on display with a peso price tag',
  },
] as const;

export function Component() {
  usePageTitle('How It Works');
  return (
    <>
      <PageHero
        eyebrow="From first idea to finished piece"
        title="How It Works"
        lead="Six steps take you from signing up to selling your art or hanging a commissioned piece on your wall."
      />

      <Box as="section" aria-label="The six steps" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <Flex direction="column" as="ol" listStyleType="none" gap={{ base: '14', md: '20' }}>
            {STEPS.map((step, index) => (
              <Flex
                as="li"
                key={step.title}
                direction={{ base: 'column', md: index % 2 === 0 ? 'row' : 'row-reverse' }}
                align="center"
                gap={{ base: '6', md: '14' }}
              >
                <Box
                  flex="1"
                  w="full"
                  maxW={{ base: 'sm', md: 'none' }}
                  rounded="2xl"
                  overflow="hidden"
                  bg="brand.50"
                  boxShadow="sm"
                >
                  <Illustration
                    src={`/images/how-it-works/${step.image}.svg`}
                    alt={step.alt}
                    width={400}
                    height={300}
                    sizes="(min-width: 768px) 540px, min(100vw, 384px)"
                    priority={index === 0}
                  />
                </Box>
                <Flex direction="column" flex="1" gap="4">
                  <Text
                    alignSelf="flex-start"
                    fontSize="sm"
                    fontWeight="bold"
                    letterSpacing="wider"
                    textTransform="uppercase"
                    color="brand.700"
                    bg="brand.100"
                    rounded="full"
                    px="3"
                    py="1"
                  >
                    Step {index + 1}
                  </Text>
                  <Heading as="h2" size={{ base: 'xl', md: '2xl' }} color="brand.900">
                    {step.title}
                  </Heading>
                  <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                    {step.body}
                  </Text>
                  <CheckList points={step.points} />
                </Flex>
              </Flex>
            ))}
          </Flex>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="join-heading" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="3xl">
          <Flex direction="column" align="center" textAlign="center" gap="5">
            <Heading as="h2" id="join-heading" size={{ base: '2xl', md: '3xl' }}>
              Your next creative project starts here
            </Heading>
            <Text color="brand.100" fontSize={{ base: 'md', md: 'lg' }}>
              It takes a minute to sign up as a Client or an Artist.
            </Text>
            <Button asChild size="lg" rounded="full" px="10" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <Link to="/login">Join Now</Link>
            </Button>
          </Flex>
        </Container>
      </Box>

      <Footer />
    </>
  );
}

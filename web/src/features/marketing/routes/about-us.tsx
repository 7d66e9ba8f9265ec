import { Box, Button, Card, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { MessageIcon, PaletteIcon, SearchIcon, SparklesIcon, StarIcon } from '../components/icons';
import { Illustration } from '../components/illustration';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';

const STEPS = [
  {
    title: 'Discover Art',
    body: 'Browse paintings, sculpture, pottery, textiles, woodwork and digital design from verified local artists, guided by reviews from the community.',
    icon: SearchIcon,
  },
  {
    title: 'Collaborate',
    body: 'Message an artist, share references and agree on the brief, the milestones and the price before any work begins.',
    icon: MessageIcon,
  },
  {
    title: 'Commission',
    body: 'Pay securely in pesos, follow progress milestone by milestone and receive a piece made just for you.',
    icon: PaletteIcon,
  },
] as const;

const TEAM = [
  {
    name: 'Isabel Dimaculangan',
    role: 'Co-founder and Chief Executive',
    bio: 'A former gallery curator from Batangas who wants every barangay’s best artist to be only a search away.',
    image: '/images/team/isabel.svg',
  },
  {
    name: 'Paolo Villanueva',
    role: 'Co-founder and Head of Engineering',
    bio: 'Builds the platform that keeps payments safe and projects on track, from his home office in Cebu City.',
    image: '/images/team/paolo.svg',
  },
  {
    name: 'Carmela Bautista',
    role: 'Head of Artist Community',
    bio: 'A weaver’s granddaughter from Ilocos Norte who helps artists set up shop, price their work and grow.',
    image: '/images/team/carmela.svg',
  },
] as const;

export function Component() {
  usePageTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title="About Us"
        lead="Crafti helps people discover and connect with the finest local artists in the Philippines, with personalised recommendations and secure transactions."
      />

      <Box as="section" aria-label="Mission and vision" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {[
              {
                id: 'mission-heading',
                title: 'Our Mission',
                body: 'To give local artists a fair, trusted place to show their craft and earn from it, and to make commissioning original art as easy for clients as ordering a coffee.',
                icon: StarIcon,
              },
              {
                id: 'vision-heading',
                title: 'Our Vision',
                body: 'A Philippines where every home, business and community space carries work by a local artist, and where a talent for art is a sustainable career wherever you live.',
                icon: SparklesIcon,
              },
            ].map(({ id, title, body, icon: CardIcon }) => (
              <Card.Root as="section" key={id} aria-labelledby={id} variant="subtle" bg="brand.50" size="lg">
                <Card.Body gap="4">
                  <Box
                    display="grid"
                    placeItems="center"
                    boxSize="14"
                    rounded="xl"
                    bg="brand.500"
                    color="white"
                    fontSize="3xl"
                  >
                    <CardIcon />
                  </Box>
                  <Heading as="h2" id={id} size="2xl" color="brand.900">
                    {title}
                  </Heading>
                  <Text fontSize="lg" color="fg.muted">
                    {body}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="what-we-do-heading" pb={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '14' }} align="center">
            <Flex direction="column" flex="1" gap="4">
              <Heading
                as="h2"
                id="what-we-do-heading"
                size={{ base: '2xl', md: '3xl' }}
                letterSpacing="tight"
                color="brand.900"
              >
                What We Do
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                Crafti is an online marketplace and matchmaking platform where local artists and clients meet. Clients
                commission personalised artwork and buy handcrafted pieces; artists showcase and sell their paintings,
                sculpture, textiles and digital design, take on projects and apply to jobs.
              </Text>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                We verify artists’ identities, keep every conversation and milestone in one place, and process payments
                securely, so both sides can focus on the work.
              </Text>
            </Flex>
            <Box flex="1.2" w="full" rounded="2xl" overflow="hidden" boxShadow="md">
              <Illustration
                src="/images/carousel/gallery.svg"
                alt="Visitors admiring colourful framed artworks on a gallery wall"
                width={1600}
                height={700}
                sizes="(min-width: 768px) 620px, 100vw"
              />
            </Box>
          </Flex>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="how-heading" bg="brand.50" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <SectionHeading id="how-heading" eyebrow="Three simple steps" title="How It Works" />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {STEPS.map(({ title, body, icon: StepIcon }, index) => (
              <Card.Root as="li" key={title} variant="elevated" size="lg">
                <Card.Body gap="3">
                  <Flex align="center" justify="space-between">
                    <Box
                      display="grid"
                      placeItems="center"
                      boxSize="14"
                      rounded="full"
                      bg="brand.100"
                      color="brand.600"
                      fontSize="3xl"
                    >
                      <StepIcon />
                    </Box>
                    <Text fontSize="4xl" fontWeight="bold" color="brand.200" lineHeight="1" aria-hidden="true">
                      {index + 1}
                    </Text>
                  </Flex>
                  <Card.Title color="brand.900" fontSize="xl">
                    {title}
                  </Card.Title>
                  <Card.Description fontSize="md">{body}</Card.Description>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="team-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <SectionHeading id="team-heading" eyebrow="The people behind Crafti" title="Meet the Team" />
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="8">
            {TEAM.map((member) => (
              <Flex direction="column" as="li" key={member.name} align="center" textAlign="center" gap="3">
                <Box
                  boxSize={{ base: '36', md: '40' }}
                  rounded="full"
                  overflow="hidden"
                  borderWidth="4px"
                  borderColor="brand.100"
                  boxShadow="md"
                >
                  <Illustration
                    src={member.image}
                    alt={`Illustrated portrait of ${member.name}`}
                    width={240}
                    height={240}
                    sizes="160px"
                  />
                </Box>
                <Heading as="h3" size="lg" color="brand.900">
                  {member.name}
                </Heading>
                <Text fontWeight="semibold" color="brand.600" fontSize="sm">
                  {member.role}
                </Text>
                <Text color="fg.muted" maxW="xs">
                  {member.bio}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="cta-heading" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="3xl">
          <Flex direction="column" align="center" textAlign="center" gap="5">
            <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }}>
              Ready to bring your idea to life?
            </Heading>
            <Text color="brand.100" fontSize={{ base: 'md', md: 'lg' }}>
              Join the artists and clients already creating together on Crafti.
            </Text>
            <Button asChild size="lg" rounded="full" px="10" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <Link to="/login">Get Started</Link>
            </Button>
          </Flex>
        </Container>
      </Box>

      <Footer />
    </>
  );
}

import { Box, Button, Card, Container, Flex, Heading, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { formatPeso } from '@shared/money';
import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { StarIcon, StoreIcon, UsersIcon } from '../components/icons';
import { CheckList } from '../components/check-list';
import { Illustration } from '../components/illustration';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';

/** Spec §9: every sample artwork costs 1,000.00 pesos. */
const SAMPLE_ARTWORK_PRICE_CENTAVOS = 100_000;

interface Audience {
  id: string;
  title: string;
  body: string;
  points: readonly string[];
  cta: string;
  image: string;
  alt: string;
}

const AUDIENCES: readonly Audience[] = [
  {
    id: 'hire-artist',
    title: 'HIRE ARTIST',
    body: 'Looking for a portrait, a mural for your café or a logo for your brand? Browse verified local artists, compare their portfolios and reviews, and commission the one who fits.',
    points: [
      'Portfolios, prices and reviews in one place',
      'Milestones and feedback built into every project',
      'Secure payments in Philippine pesos',
    ],
    cta: 'Hire an Artist',
    image: '/images/explore/hire-artist.svg',
    alt: 'An artist presenting a painted portfolio to a client',
  },
  {
    id: 'find-client',
    title: 'FIND CLIENT',
    body: 'Turn your craft into a living. Show your best work, answer job posts from clients across the country and build a following that comes back for more.',
    points: [
      'A profile that showcases your best pieces',
      'Job posts matched to your skills',
      'Get paid safely for every commission',
    ],
    cta: 'Find Clients',
    image: '/images/explore/find-client.svg',
    alt: 'A client’s job post with a brief and a budget, pinned beside an artist’s sketchbook',
  },
];

const OPPORTUNITIES: readonly { title: string; body: string; cta: string; icon: ComponentType }[] = [
  {
    title: 'Collaboration',
    body: 'Team up with fellow artists on murals, exhibits and brand campaigns, and share the credit for work bigger than any one studio.',
    cta: 'Start collaborating',
    icon: UsersIcon,
  },
  {
    title: 'Exclusive Artist Network',
    body: 'Join a community of verified creatives from Luzon, Visayas and Mindanao. Trade tips, find mentors and hear about new commissions first.',
    cta: 'Join the network',
    icon: StarIcon,
  },
  {
    title: 'Creative Marketplace',
    body: 'Sell finished pieces and take made-to-order requests from clients who value handmade, local art.',
    cta: 'Open the marketplace',
    icon: StoreIcon,
  },
];

const ARTWORKS = [
  {
    title: 'Banaue at Dawn',
    artist: 'Liza Magbanua',
    medium: 'Acrylic on canvas',
    image: '/images/artworks/banaue-at-dawn.svg',
    alt: 'Painting of green rice terraces under a pink and gold sunrise',
  },
  {
    title: 'Jeepney Fiesta',
    artist: 'Ramon Tolentino',
    medium: 'Digital print',
    image: '/images/artworks/jeepney-fiesta.svg',
    alt: 'Bold print of a jeepney’s chrome front covered in bright fiesta colours',
  },
  {
    title: 'Capiz Light',
    artist: 'Andrea Lacson',
    medium: 'Mixed media',
    image: '/images/artworks/capiz-light.svg',
    alt: 'Geometric artwork of a capiz shell window glowing with warm light',
  },
] as const;

export function Component() {
  usePageTitle('Explore');
  return (
    <>
      <PageHero
        eyebrow="The Crafti community"
        title="EXPLORE COMMUNITY"
        lead="Meet the artists and clients shaping Filipino art today: hire talent, find work, collaborate and collect."
      >
        <Button asChild size="lg" colorPalette="brand" rounded="full" px="10">
          <Link to="/login">Join Now</Link>
        </Button>
      </PageHero>

      {AUDIENCES.map((audience, index) => (
        <Box
          as="section"
          key={audience.id}
          aria-labelledby={audience.id}
          py={{ base: '12', md: '20' }}
          bg={index % 2 === 0 ? 'bg' : 'brand.50'}
        >
          <Container maxW="6xl">
            <Flex
              direction={{ base: 'column', md: index % 2 === 0 ? 'row' : 'row-reverse' }}
              align="center"
              gap={{ base: '8', md: '14' }}
            >
              <Box
                flex="1"
                w="full"
                maxW={{ base: 'md', md: 'none' }}
                rounded="2xl"
                overflow="hidden"
                boxShadow="md"
                bg="brand.50"
              >
                <Illustration
                  src={audience.image}
                  alt={audience.alt}
                  width={480}
                  height={360}
                  sizes="(min-width: 768px) 540px, min(100vw, 448px)"
                  priority={index === 0}
                />
              </Box>
              <Flex direction="column" flex="1" gap="5">
                <Heading
                  as="h2"
                  id={audience.id}
                  size={{ base: '2xl', md: '3xl' }}
                  letterSpacing="tight"
                  color="brand.900"
                >
                  {audience.title}
                </Heading>
                <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                  {audience.body}
                </Text>
                <CheckList points={audience.points} />
                <Box>
                  <Button asChild colorPalette="brand" rounded="full" px="8">
                    <Link to="/login">{audience.cta}</Link>
                  </Button>
                </Box>
              </Flex>
            </Flex>
          </Container>
        </Box>
      ))}

      <Box as="section" aria-labelledby="opportunities-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <SectionHeading id="opportunities-heading" eyebrow="Grow with Crafti" title="DISCOVER NEW OPPORTUNITIES">
            More ways to create, connect and earn.
          </SectionHeading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {OPPORTUNITIES.map(({ title, body, cta, icon: OpportunityIcon }) => (
              <Card.Root as="li" key={title} variant="outline" borderColor="brand.100" bg="bg.panel">
                <Card.Body gap="3">
                  <Box
                    display="grid"
                    placeItems="center"
                    boxSize="14"
                    rounded="full"
                    bg="brand.500"
                    color="white"
                    fontSize="3xl"
                  >
                    <OpportunityIcon />
                  </Box>
                  <Card.Title color="brand.900" fontSize="xl">
                    {title}
                  </Card.Title>
                  <Card.Description fontSize="md">{body}</Card.Description>
                </Card.Body>
                <Card.Footer>
                  <ChakraLink asChild color="brand.600" fontWeight="semibold">
                    <Link to="/login">{cta} →</Link>
                  </ChakraLink>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="shop-heading" py={{ base: '12', md: '20' }} bg="brand.50">
        <Container maxW="6xl">
          <SectionHeading id="shop-heading" eyebrow="Limited pieces" title="SHOP OUR EXCLUSIVE ARTWORK">
            Original work from Crafti artists, ready to bring home.
          </SectionHeading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {ARTWORKS.map((artwork) => (
              <Card.Root as="li" key={artwork.title} variant="elevated" overflow="hidden">
                <Illustration
                  src={artwork.image}
                  alt={artwork.alt}
                  width={500}
                  height={500}
                  sizes="(min-width: 1024px) 370px, (min-width: 480px) 50vw, 100vw"
                />
                <Card.Body gap="1">
                  <Card.Title color="brand.900" fontSize="xl">
                    {artwork.title}
                  </Card.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {artwork.artist} · {artwork.medium}
                  </Text>
                  <Text mt="2" fontSize="2xl" fontWeight="bold" color="brand.700">
                    {formatPeso(SAMPLE_ARTWORK_PRICE_CENTAVOS)}
                  </Text>
                </Card.Body>
                <Card.Footer>
                  <Button asChild colorPalette="brand" w="full" rounded="full">
                    <Link to="/login" aria-label={`BUY NOW: ${artwork.title}`}>
                      BUY NOW
                    </Link>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Footer />
    </>
  );
}

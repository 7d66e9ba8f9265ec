import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { CategoryGrid } from '../components/category-grid';
import { FeatureCards } from '../components/feature-cards';
import { HeroCarousel, type CarouselSlide } from '../components/hero-carousel';
import { Illustration } from '../components/illustration';
import { SectionHeading } from '../components/section-heading';
import { WeaveBand } from '../components/weave-band';

const SLIDES: readonly CarouselSlide[] = [
  {
    src: '/images/carousel/painter.svg',
    alt: 'A painter at an easel, painting the rice terraces at sunrise',
    caption: 'Paintings of the islands, made by local hands',
  },
  {
    src: '/images/carousel/pottery.svg',
    alt: 'A potter shaping a clay pot on a wheel beside shelves of finished palayok',
    caption: 'Pottery thrown, glazed and fired to order',
  },
  {
    src: '/images/carousel/weaving.svg',
    alt: 'A weaver at a wooden loom making cloth with a diamond inabel pattern',
    caption: 'Handwoven textiles in patterns passed down for generations',
  },
  {
    src: '/images/carousel/woodcarving.svg',
    alt: 'A carved wooden panel of leaves on a workbench with a mallet and chisel, in front of a capiz shell window',
    caption: 'Woodcarving and furniture from master craftspeople',
  },
  {
    src: '/images/carousel/gallery.svg',
    alt: 'Visitors admiring colourful framed artworks on a gallery wall',
    caption: 'Commission a piece that is yours alone',
  },
];

const STORIES = [
  {
    id: 'collaborate-heading',
    title: 'CREATIVE COLLABORATIONS WITH ARTISTIC TALENTS',
    body: 'Work hand in hand with painters, potters, weavers, designers and animators. Share your idea, agree on milestones and watch it take shape, with the artist a message away at every step.',
    image: '/images/home/collaborate.svg',
    alt: 'An artist and a client sketching an idea together over a shared canvas',
  },
  {
    id: 'personalise-heading',
    title: 'SELECT AND PERSONALISE THE ART OF YOUR CHOICE',
    body: 'Browse finished work from local studios or ask for something made just for you: your colours, your size, your story. Every price is shown in Philippine pesos, with no surprises at checkout.',
    image: '/images/home/personalise.svg',
    alt: 'A framed artwork being adjusted with colour swatches and a size guide',
  },
] as const;

export function Component() {
  usePageTitle('Home');
  return (
    <>
      <Box
        as="section"
        aria-labelledby="home-title"
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="bg"
        pt={{ base: '10', md: '16' }}
        pb={{ base: '10', md: '16' }}
      >
        <Container maxW="6xl">
          <Flex
            direction="column"
            gap={{ base: '5', md: '6' }}
            align="center"
            textAlign="center"
            mb={{ base: '8', md: '12' }}
          >
            <Text
              textStyle="sm"
              fontWeight="semibold"
              letterSpacing="widest"
              textTransform="uppercase"
              color="brand.600"
            >
              Local art, made personal
            </Text>
            <Heading
              as="h1"
              id="home-title"
              size={{ base: '3xl', sm: '4xl', md: '6xl' }}
              letterSpacing="tight"
              color="brand.900"
              maxW="4xl"
            >
              DISCOVER THE PERFECT LOCAL ARTIST
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
              Discover and connect with the finest local artists, with personalised recommendations and secure
              transactions.
            </Text>
            <Flex gap="3" wrap="wrap" justify="center">
              <Button asChild size="lg" colorPalette="brand" rounded="full" px="8">
                <Link to="/login">Get Started</Link>
              </Button>
              {/* Spec §2: Learn More has no action. */}
              <Button
                type="button"
                size="lg"
                variant="outline"
                colorPalette="brand"
                rounded="full"
                px="8"
                borderColor="brand.300"
              >
                Learn More
              </Button>
            </Flex>
          </Flex>
          <HeroCarousel
            slides={SLIDES}
            label="Featured local art"
            imageWidth={1600}
            imageHeight={700}
            sizes="(min-width: 1200px) 1120px, 100vw"
          />
        </Container>
      </Box>

      <Box as="section" aria-label="What Crafti offers" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <Flex direction="column" gap={{ base: '12', md: '20' }}>
            {STORIES.map((story, index) => (
              <Flex
                key={story.id}
                direction={{ base: 'column', md: index % 2 === 0 ? 'row' : 'row-reverse' }}
                align="center"
                gap={{ base: '6', md: '14' }}
              >
                <Box
                  flex="1"
                  w="full"
                  maxW={{ base: 'md', md: 'none' }}
                  rounded="2xl"
                  overflow="hidden"
                  bg="brand.50"
                  boxShadow="md"
                >
                  <Illustration
                    src={story.image}
                    alt={story.alt}
                    width={480}
                    height={360}
                    sizes="(min-width: 768px) 540px, min(100vw, 448px)"
                  />
                </Box>
                <Flex direction="column" flex="1" gap="4">
                  <Heading
                    as="h2"
                    id={story.id}
                    size={{ base: 'xl', md: '3xl' }}
                    letterSpacing="tight"
                    color="brand.900"
                  >
                    {story.title}
                  </Heading>
                  <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                    {story.body}
                  </Text>
                </Flex>
              </Flex>
            ))}
          </Flex>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="features-heading" bg="brand.50" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <SectionHeading
            id="features-heading"
            eyebrow="Why Crafti"
            title="Made for artists and the people who love their work"
          >
            Everything you need to find the right artist, agree on the work and pay with confidence.
          </SectionHeading>
          <FeatureCards />
        </Container>
      </Box>

      <Box as="section" aria-labelledby="categories-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="6xl">
          <SectionHeading id="categories-heading" eyebrow="Seven crafts, one community" title="Explore Art Categories">
            From canvas to clay, thread to timber: the crafts our local artists bring to Crafti.
          </SectionHeading>
          <CategoryGrid />
        </Container>
      </Box>

      <WeaveBand />
      <Footer />
    </>
  );
}

import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Illustration } from './illustration';

interface Category {
  name: string;
  description: string;
  image: string;
  alt: string;
}

/** Spec §2: the seven art categories, shown for information only. */
const CATEGORIES: readonly Category[] = [
  {
    name: 'Paintings',
    description: 'Oil, acrylic and watercolour, from rice-terrace landscapes to modern portraits.',
    image: 'paintings',
    alt: 'An easel holding a painting of a sunset over rice terraces',
  },
  {
    name: 'Sculptures',
    description: 'Figures and forms in stone, metal, resin and reclaimed materials.',
    image: 'sculptures',
    alt: 'An abstract carved figure standing on a plinth',
  },
  {
    name: 'Pottery',
    description: 'Hand-thrown palayok, stoneware and glazed ceramics for the home.',
    image: 'pottery',
    alt: 'Three clay pots with woven-pattern glazes',
  },
  {
    name: 'Graphic Design',
    description: 'Logos, posters, packaging and illustration for brands and events.',
    image: 'graphic-design',
    alt: 'A poster design on screen with a pen tool and colour swatches',
  },
  {
    name: 'Animation',
    description: 'Hand-drawn and 3D motion, explainer videos and animated shorts.',
    image: 'animation',
    alt: 'A film strip showing a bouncing ball frame by frame',
  },
  {
    name: 'Textile',
    description: 'Handwoven inabel, embroidery, banig mats and wearable art.',
    image: 'textile',
    alt: 'A swatch of handwoven cloth with diamond and stripe patterns',
  },
  {
    name: 'Woodworking',
    description: 'Carved panels, furniture and heirloom pieces in native hardwoods.',
    image: 'woodworking',
    alt: 'A carved wooden bowl beside a chisel and wood shavings',
  },
];

/** The Explore Art Categories grid: four to a row on wide screens, the last row centred. */
export function CategoryGrid() {
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap={{ base: '3', md: '6' }}>
      {CATEGORIES.map((category) => (
        <Box
          as="li"
          key={category.name}
          flexBasis={{ base: 'calc(50% - 0.375rem)', md: 'calc(33.333% - 1rem)', lg: 'calc(25% - 1.125rem)' }}
          bg="bg.panel"
          rounded="xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="brand.100"
          boxShadow="sm"
        >
          <Box bg="brand.50">
            <Illustration
              src={`/images/categories/${category.image}.svg`}
              alt={category.alt}
              width={480}
              height={360}
              sizes="(min-width: 1024px) 290px, (min-width: 768px) 33vw, 50vw"
            />
          </Box>
          <Box p={{ base: '3', md: '4' }}>
            <Heading as="h3" size={{ base: 'md', md: 'lg' }} color="brand.900">
              {category.name}
            </Heading>
            <Text mt="1" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
              {category.description}
            </Text>
          </Box>
        </Box>
      ))}
    </Flex>
  );
}

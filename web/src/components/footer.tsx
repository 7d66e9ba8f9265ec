import { Box, chakra, Container, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/link';

interface FooterLink {
  to: string;
  label: string;
}

/** Spec §2: the footer links to these pages (Contact, Help Center and Feedback are not specified yet). */
const LINK_GROUPS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Crafti',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about-us', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/help-center', label: 'Help Center' },
      { to: '/feedback', label: 'Feedback' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
    ],
  },
];

function SocialIcon({ children }: { children: ReactNode }) {
  return (
    <chakra.svg viewBox="0 0 24 24" width="5" height="5" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </chakra.svg>
  );
}

const SOCIAL_LINKS: readonly { name: string; href: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <SocialIcon>
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" />
      </SocialIcon>
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <SocialIcon>
        <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z" />
        <path d="M16.5 3h-9A4.5 4.5 0 0 0 3 7.5v9A4.5 4.5 0 0 0 7.5 21h9a4.5 4.5 0 0 0 4.5-4.5v-9A4.5 4.5 0 0 0 16.5 3Zm2.9 13.5a2.9 2.9 0 0 1-2.9 2.9h-9a2.9 2.9 0 0 1-2.9-2.9v-9a2.9 2.9 0 0 1 2.9-2.9h9a2.9 2.9 0 0 1 2.9 2.9v9Z" />
      </SocialIcon>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: (
      <SocialIcon>
        <path d="M17.2 3.5h2.9l-6.3 7.2 7.4 9.8h-5.8l-4.5-5.9-5.2 5.9H2.8l6.7-7.7-7.1-9.3h5.9l4.1 5.4 4.8-5.4Zm-1 15.3h1.6L7.4 5.1H5.7l10.5 13.7Z" />
      </SocialIcon>
    ),
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/',
    icon: (
      <SocialIcon>
        <path d="M16.6 3h-3.2v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .8.1V9.3a6 6 0 1 0 5.1 5.9V9a7.6 7.6 0 0 0 4.4 1.4V7.2a4.4 4.4 0 0 1-4.4-4.2Z" />
      </SocialIcon>
    ),
  },
];

/** The site footer shown at the end of the public pages. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="brand.100" pt={{ base: '12', md: '16' }} pb="8">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '10', md: '16' }} justify="space-between">
          <Flex direction="column" gap="4" maxW={{ md: 'xs' }}>
            <Text fontFamily="heading" fontWeight="bold" fontSize="2xl" color="white">
              Crafti
            </Text>
            <Text fontSize="sm" color="brand.200">
              Discover and connect with the finest local artists in the Philippines, with personalised recommendations
              and secure transactions.
            </Text>
            <Flex as="ul" listStyleType="none" gap="2" aria-label="Crafti on social media">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.name}>
                  <ChakraLink
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.name} (opens in a new tab)`}
                    display="grid"
                    placeItems="center"
                    boxSize="10"
                    rounded="full"
                    bg="whiteAlpha.100"
                    color="brand.100"
                    _hover={{ bg: 'brand.500', color: 'white' }}
                    focusRingColor="brand.300"
                  >
                    {social.icon}
                  </ChakraLink>
                </li>
              ))}
            </Flex>
          </Flex>
          <Box
            display="grid"
            gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }}
            gap={{ base: '8', md: '12' }}
            flex={{ md: '1' }}
            maxW={{ md: '2xl' }}
          >
            {LINK_GROUPS.map((group) => (
              <Box as="nav" key={group.title} aria-label={`${group.title} links`}>
                <Text
                  fontWeight="semibold"
                  color="white"
                  mb="3"
                  textTransform="uppercase"
                  letterSpacing="wider"
                  fontSize="xs"
                >
                  {group.title}
                </Text>
                <Flex direction="column" as="ul" listStyleType="none" gap="2.5">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <ChakraLink
                        asChild
                        color="brand.100"
                        fontSize="sm"
                        _hover={{ color: 'white' }}
                        focusRingColor="brand.300"
                      >
                        <Link to={link.to}>{link.label}</Link>
                      </ChakraLink>
                    </li>
                  ))}
                </Flex>
              </Box>
            ))}
          </Box>
        </Flex>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt={{ base: '10', md: '14' }} pt="6">
          {/* Pre-rendered at build time: a page built last December still hydrates in January. */}
          <Text fontSize="sm" color="brand.200" textAlign={{ base: 'center', md: 'start' }} suppressHydrationWarning>
            © {year} Crafti. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}

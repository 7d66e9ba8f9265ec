import { Box, Container, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { Footer } from '@web/components/footer';
import { usePageTitle } from '@web/lib/page-title';
import { FaqAccordion, type FaqItem } from '../components/faq-accordion';
import { PageHero } from '../components/page-hero';

function InlineLink({ to, children }: { to: string; children: string }) {
  return (
    <ChakraLink asChild color="brand.600" textDecoration="underline" fontWeight="medium">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

/** Spec §2: the six questions. */
const QUESTIONS: readonly FaqItem[] = [
  {
    question: 'What is Crafti?',
    answer: (
      <Text>
        Crafti is an online marketplace and matchmaking platform where local artists and clients in the Philippines
        meet. Clients commission personalised artwork and buy handcrafted pieces; artists showcase and sell their
        paintings, sculpture, textiles and digital design, take on projects and apply to jobs.
      </Text>
    ),
  },
  {
    question: 'How do I create an account?',
    answer: (
      <Text>
        Select <InlineLink to="/register">Sign Up</InlineLink>, choose whether you are joining as a Client or an Artist,
        and fill in your details. Confirm your email address with the message we send you, then sign in and complete
        your profile.
      </Text>
    ),
  },
  {
    question: 'How can I contact an artist?',
    answer: (
      <Text>
        Open the artist’s profile and press the <strong>Contact</strong> button. This starts a conversation in your
        messages, where you can ask questions, share references and discuss a commission before you commit.
      </Text>
    ),
  },
  {
    question: 'What payment methods do you accept?',
    answer: (
      <Text>
        You can pay with major credit and debit cards or with PayPal. All prices are shown in Philippine pesos (₱), and
        every payment is processed securely and encrypted.
      </Text>
    ),
  },
  {
    question: 'How do I reset my password?',
    answer: (
      <Text>
        On the <InlineLink to="/login">Login</InlineLink> page, select the <strong>Forgot Password</strong> link and
        enter the email address you registered with. We will email you what you need to choose a new password.
      </Text>
    ),
  },
  {
    question: 'Is my personal data secure?',
    answer: (
      <Text>
        Yes. Your data is encrypted in transit and at rest, access to it is strictly limited, and we handle it in line
        with the Data Privacy Act of 2012 (Republic Act No. 10173). Read our{' '}
        <InlineLink to="/privacy-policy">Privacy Policy</InlineLink> to learn more.
      </Text>
    ),
  },
];

export function Component() {
  usePageTitle('FAQ');
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently Asked Questions"
        lead="Quick answers about accounts, artists, payments and your data."
      />
      <Box as="section" aria-label="Questions and answers" py={{ base: '10', md: '16' }}>
        <Container maxW="3xl">
          <FaqAccordion items={QUESTIONS} />
        </Container>
      </Box>
      <Footer />
    </>
  );
}

import { Box, Button, chakra, Grid, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@web/lib/link';
import { MESSAGES, PASSWORD_RULE, type SignUpRole } from '@shared/messages/accounts';
import { SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { checkEmail, registerAccount } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { LiveForm } from '@web/components/ui/live-form';

const ROLE_CARDS: { role: SignUpRole; title: string; text: string }[] = [
  { role: 'Client', title: 'Client', text: 'Commission pieces, buy handmade work and post jobs.' },
  { role: 'Artist', title: 'Artist', text: 'Sell your art, take commissions and get verified.' },
];

/** The form's rules, with zod, once someone starts on the form. */
const registerForm = () => import('../form-schemas').then((m) => m.registerFormSchema);

const EMPTY = { role: '', firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };

/** The spec's form-level message for what is wrong, in its order: something missing, then the passwords. */
/** The form's fields top to bottom (the names' row counts as its first name). */
const FIELD_ORDER = ['role', 'firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;

function summaryOf(values: Partial<typeof EMPTY>): string | null {
  const { role, confirmPassword = '', password = '', ...texts } = values;
  if (!role || !password || !confirmPassword || Object.values(texts).some((v) => !v?.trim()))
    return 'Oops! Please fill all the fields.';
  if (password !== confirmPassword) return 'Oops! Passwords do not match.';
  return null;
}

export function Component() {
  usePageTitle('Register');
  const navigate = useNavigate();
  const form = useLazyZodForm(registerForm, { defaultValues: EMPTY });
  const { field, formState } = form;
  const values = useWatch({ control: form.control });
  const [serverError, setServerError] = useState<SubmitErrorMessage | null>(null);

  // Shown while a submitted form still has errors; it goes once they are fixed.
  const hasErrors = Object.keys(formState.errors).length > 0;
  const summary = formState.isSubmitted && hasErrors ? summaryOf(values) : null;
  const role = field('role');
  // The summary sits just above the field that was first wrong at the submit (where the focus
  // went), so both are in view; it stays there while the person types.
  const [firstWrong, setFirstWrong] = useState<(typeof FIELD_ORDER)[number]>('role');
  const summaryAbove = (slot: (typeof FIELD_ORDER)[number]) =>
    summary && firstWrong === slot ? (
      <SubmitError error={{ text: summary }} focus={false} submitCount={formState.submitCount} />
    ) : null;

  const submit = form.handleSubmit(
    async (body) => {
      setServerError(null);
      try {
        const { exists } = await checkEmail(body.email);
        if (exists) {
          setServerError({ text: MESSAGES.emailInUse });
          return;
        }
        const { message } = await registerAccount({ ...body, role: body.role as SignUpRole });
        void navigate('/login', { state: { message } });
      } catch (err) {
        setServerError({ text: userMessage(err, 'Error creating your account. Please try again.') });
      }
    },
    (errors) => {
      setServerError(null);
      setFirstWrong(FIELD_ORDER.find((name) => name in errors) ?? 'role');
    },
  );

  return (
    <AuthCard title="Create your account" subtitle="Join Crafti as a client or an artist.">
      <LiveForm onSubmit={(e) => void submit(e)} onIntent={form.prepare}>
        <Stack gap="5">
          {summaryAbove('role')}
          <fieldset aria-describedby={role.error ? 'register-role-error' : undefined}>
            <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
              I am joining as
            </chakra.legend>
            <SimpleGrid columns={2} gap="3">
              {ROLE_CARDS.map((card) => {
                const chosen = values.role === card.role;
                return (
                  <chakra.label
                    key={card.role}
                    display="block"
                    cursor="pointer"
                    borderWidth="2px"
                    borderRadius="lg"
                    p="3"
                    borderColor={chosen ? 'brand.500' : role.error ? 'red.600' : 'border'}
                    bg={chosen ? 'brand.50' : 'bg'}
                    _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                  >
                    <chakra.input
                      type="radio"
                      value={card.role}
                      {...role.register}
                      aria-invalid={role.error ? true : undefined}
                      position="absolute"
                      opacity="0"
                      w="1px"
                      h="1px"
                    />
                    <Text fontWeight="bold">{card.title}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {card.text}
                    </Text>
                  </chakra.label>
                );
              })}
            </SimpleGrid>
            {role.error ? (
              <Text id="register-role-error" color="red.700" fontSize="sm" mt="2">
                {role.error}
              </Text>
            ) : null}
          </fieldset>
          {summaryAbove('firstName')}
          {summaryAbove('lastName')}
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          </Grid>
          {summaryAbove('username')}
          <TextField label="Username" autoComplete="username" {...field('username')} />
          {summaryAbove('email')}
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          {summaryAbove('password')}
          <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
          {summaryAbove('confirmPassword')}
          <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
          <Text fontSize="xs" color="fg.muted">
            {PASSWORD_RULE}
          </Text>
          <SubmitError error={serverError} />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={formState.isSubmitting}
            loadingText="Creating account"
          >
            Register
          </Button>
          <Box fontSize="sm" color="fg.muted" textAlign="center">
            By registering you agree to our{' '}
            <ChakraLink asChild color="brand.600">
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </ChakraLink>{' '}
            and{' '}
            <ChakraLink asChild color="brand.600">
              <Link to="/privacy-policy">Privacy Policy</Link>
            </ChakraLink>
            .
          </Box>
          <Text textAlign="center" color="fg.muted">
            Already have an account?{' '}
            <ChakraLink asChild color="brand.600" fontWeight="semibold">
              <Link to="/login">Login</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </LiveForm>
    </AuthCard>
  );
}

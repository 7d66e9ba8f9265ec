import { Box, Button, chakra, Grid, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, PASSWORD_RULE, registerBodySchema, type SignUpRole } from '@shared/schemas/accounts';
import { FormAlert } from '@web/components/ui/form-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { checkEmail, registerAccount } from '../api/account';
import { AuthCard } from '../components/auth-card';

const ROLE_CARDS: { role: SignUpRole; title: string; text: string }[] = [
  { role: 'Client', title: 'Client', text: 'Commission pieces, buy handmade work and post jobs.' },
  { role: 'Artist', title: 'Artist', text: 'Sell your art, take commissions and get verified.' },
];

export function Component() {
  usePageTitle('Register');
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<SignUpRole | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const values = Object.values(form);
    if (values.some((v) => v.trim() === '') || !role) {
      setError('Oops! Please fill all the fields.');
      return;
    }
    if (form.password !== form.confirmPassword) {
      setError('Oops! Passwords do not match.');
      return;
    }
    // The same schema the server validates with.
    const parsed = registerBodySchema.safeParse({
      email: form.email,
      password: form.password,
      firstName: form.firstName,
      lastName: form.lastName,
      username: form.username,
      role,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Error creating your account. Please try again.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { exists } = await checkEmail(parsed.data.email);
      if (exists) {
        setError(MESSAGES.emailInUse);
        return;
      }
      const { message } = await registerAccount(parsed.data);
      navigate('/login', { state: { message } });
    } catch (err) {
      setError(userMessage(err, 'Error creating your account. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Join Crafti as a client or an artist.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <fieldset>
            <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
              I am joining as
            </chakra.legend>
            <SimpleGrid columns={2} gap="3">
              {ROLE_CARDS.map((card) => (
                <chakra.label
                  key={card.role}
                  display="block"
                  cursor="pointer"
                  borderWidth="2px"
                  borderRadius="lg"
                  p="3"
                  borderColor={role === card.role ? 'brand.500' : 'border'}
                  bg={role === card.role ? 'brand.50' : 'bg'}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                >
                  <chakra.input
                    type="radio"
                    name="role"
                    value={card.role}
                    checked={role === card.role}
                    onChange={() => setRole(card.role)}
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
              ))}
            </SimpleGrid>
          </fieldset>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <TextField label="First name" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
            <TextField label="Last name" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
          </Grid>
          <TextField label="Username" autoComplete="username" value={form.username} onChange={set('username')} />
          <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
          <PasswordField label="Password" autoComplete="new-password" value={form.password} onChange={set('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
          <Text fontSize="xs" color="fg.muted">
            {PASSWORD_RULE}
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Creating account">
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
      </form>
    </AuthCard>
  );
}

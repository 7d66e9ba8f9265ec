import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@web/components/ui/form-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { homeFor, useAuth } from '@web/lib/session';
import { confirmAccount, resendConfirmation } from '../api/account';
import { AuthCard } from '../components/auth-card';

type Notice = { status: 'error' | 'success' | 'info'; text: string } | null;

/** Where the guard sent the user from, if anywhere. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}

export function Component() {
  usePageTitle('Login');
  const { signIn, status, role } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(() => {
    const message = (location.state as { message?: string } | null)?.message;
    return message ? { status: 'success', text: message } : null;
  });
  const [unconfirmed, setUnconfirmed] = useState(false);
  const confirming = useRef(false);

  // Arriving from the confirmation e-mail: /login?confirm=<token>.
  useEffect(() => {
    const token = params.get('confirm');
    if (!token || confirming.current) return;
    confirming.current = true;
    setParams({}, { replace: true });
    confirmAccount(token)
      .then(({ message }) => setNotice({ status: 'success', text: message }))
      .catch((err) => {
        setNotice({ status: 'error', text: userMessage(err, 'This link is invalid or has expired.') });
        setUnconfirmed(true);
      });
  }, [params, setParams]);

  if (status === 'signed-in' && !busy && role !== null) {
    return <Navigate to={returnPath(location.state) ?? homeFor(role)} replace />;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setUnconfirmed(false);
    if (!email.trim() || !password) {
      setNotice({ status: 'error', text: 'Please enter your email and password.' });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await signIn(email, password);
      if (outcome.status === 'unconfirmed') {
        setUnconfirmed(true);
        setNotice({ status: 'error', text: 'Please confirm your email address first. Check your inbox for the confirmation link.' });
        return;
      }
      navigate(returnPath(location.state) ?? homeFor(outcome.role), { replace: true });
    } catch (err) {
      const name = (err as Error).name;
      const text =
        name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException'
          ? 'Invalid email or password.'
          : err instanceof ApiError || (err as Error).message === 'Unexpected error during login.'
            ? 'Unexpected error during login.'
            : (err as Error).message || 'Login failed. Please try again.';
      setNotice({ status: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    if (!email.trim()) {
      setNotice({ status: 'error', text: 'Enter your email above, then ask for a new confirmation link.' });
      return;
    }
    try {
      const { message } = await resendConfirmation(email.trim());
      setNotice({ status: 'info', text: message });
    } catch (err) {
      setNotice({ status: 'error', text: userMessage(err, 'An unexpected error occurred. Please try again.') });
    }
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to discover, commission and sell local art.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
          {unconfirmed ? (
            <Button type="button" variant="outline" colorPalette="brand" onClick={onResend}>
              Resend confirmation email
            </Button>
          ) : null}
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
          <ChakraLink asChild alignSelf="flex-end" fontSize="sm" color="brand.600">
            <Link to="/password-reset">Forgot Password?</Link>
          </ChakraLink>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Signing in">
            Login
          </Button>
          <Text textAlign="center" color="fg.muted">
            Don&apos;t have an account?{' '}
            <ChakraLink asChild color="brand.600" fontWeight="semibold">
              <Link to="/register">Register</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

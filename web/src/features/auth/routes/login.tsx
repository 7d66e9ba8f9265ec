import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@web/lib/link';
import { FormAlert, SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, userMessage } from '@web/lib/api-client';
import { UNEXPECTED_LOGIN_ERROR } from '@web/lib/auth';
import { usePageTitle } from '@web/lib/page-title';
import { rememberReturn, returnPath, takeReturn } from '@web/lib/return-path';
import { endedBySuspension, forgetSuspension, MAYBE_SUSPENDED, suspensionOf } from '@web/lib/suspension-notice';
import { homeFor, useAuth } from '@web/lib/session';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { confirmAccount, confirmEmailChange, resendConfirmation, undoEmailChange } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { LiveForm } from '@web/components/ui/live-form';

/** The e-mail change links that land on this page, by their query parameter. */
const EMAIL_LINKS = [
  { param: 'email', follow: confirmEmailChange },
  { param: 'undo-email', follow: undoEmailChange },
] as const;

const MISSING = 'Please enter your email and password.';

/** The form's rules, with zod, once someone starts on the form. */
const loginForm = () => import('../form-schemas').then((m) => m.loginFormSchema);

type Notice = { status: 'success' | 'info'; text: string } | null;

/** /login. A signed-in visitor is sent home by the router's guard (app/require-role.tsx). */
export function Component() {
  usePageTitle('Login');
  const { signIn, prepareSignIn, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const form = useLazyZodForm(loginForm, { defaultValues: { email: '', password: '' } });
  const { field, formState } = form;
  const values = useWatch({ control: form.control });
  // What arriving here says (registered, confirmed, a reset link sent): above the form.
  const [notice, setNotice] = useState<Notice>(() => {
    const message = (location.state as { message?: string } | null)?.message;
    return message ? { status: 'success', text: message } : null;
  });
  // What went wrong with the last submit or link: beside the Login button. Sent here because the
  // API refused the session as suspended: the server's text, at once.
  const [error, setError] = useState<SubmitErrorMessage | null>(() => {
    const suspended = endedBySuspension();
    return suspended ? { text: suspended } : null;
  });
  const [unconfirmed, setUnconfirmed] = useState(false);
  const confirming = useRef(false);

  // Sent here by the sign-in guard (a public page's "Add to Cart"): kept in case they register first.
  useEffect(() => {
    const from = returnPath(location.state);
    if (from) rememberReturn(from);
  }, [location.state]);

  // Arriving from the confirmation e-mail: /login?confirm=<token>.
  useEffect(() => {
    const token = params.get('confirm');
    if (!token || confirming.current) return;
    confirming.current = true;
    setParams({}, { replace: true });
    confirmAccount(token)
      .then(({ message }) => setNotice({ status: 'success', text: message }))
      .catch((err) => {
        setError({ text: userMessage(err, 'This link is invalid or has expired.') });
        setUnconfirmed(true);
      });
  }, [params, setParams]);

  // Arriving from an e-mail link: the new address's (/login?email=<token>) makes the change, the
  // old address's (/login?undo-email=<token>) changes it back. Either signs every session out,
  // this one included, so the person signs in again with the address it answers.
  const followingLink = useRef(false);
  useEffect(() => {
    const link = EMAIL_LINKS.find(({ param }) => params.get(param));
    if (!link || followingLink.current) return;
    followingLink.current = true;
    // The link stays in the address until the session is gone: the page guard lets a signed-in
    // person stay on /login only while it is there.
    link
      .follow(params.get(link.param)!)
      .then(async ({ message, email }) => {
        await signOut().catch(() => undefined);
        form.setValue('email', email);
        setNotice({ status: 'success', text: message });
      })
      .catch((err) => setError({ text: userMessage(err, 'This link is invalid or has expired.') }))
      .finally(() => setParams({}, { replace: true }));
  }, [params, setParams, signOut, form]);

  const missing =
    formState.isSubmitted && Object.keys(formState.errors).length > 0 && (!values.email?.trim() || !values.password);

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      setUnconfirmed(false);
      setError(null);
      setNotice(null);
      try {
        const outcome = await signIn(email, password);
        if (outcome.status === 'unconfirmed') {
          // Cognito says only "disabled", for a suspended account as for an unconfirmed one.
          const suspended = suspensionOf(email);
          if (suspended) {
            setError({ text: suspended });
            return;
          }
          setUnconfirmed(true);
          setError({ text: 'Please confirm your email address first. Check your inbox for the confirmation link.' });
          return;
        }
        forgetSuspension();
        // Where the guard stopped them, or where they were going before registering (rememberReturn).
        const back = takeReturn();
        void navigate(returnPath(location.state) ?? back ?? homeFor(outcome.role), { replace: true });
      } catch (err) {
        const name = (err as Error).name;
        const text =
          name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException'
            ? 'Invalid email or password.'
            : err instanceof ApiError || name === UNEXPECTED_LOGIN_ERROR
              ? 'Unexpected error during login.'
              : (err as Error).message || 'Login failed. Please try again.';
        setError({ text });
      }
    },
    () => {
      setUnconfirmed(false);
      setError(null);
    },
  );

  async function onResend() {
    const email = form.getValues('email').trim();
    if (!email) {
      setError({ text: 'Enter your email above, then ask for a new confirmation link.' });
      return;
    }
    try {
      const { message } = await resendConfirmation(email);
      setError(null);
      setNotice({ status: 'info', text: message });
    } catch (err) {
      setError({ text: userMessage(err, 'An unexpected error occurred. Please try again.') });
    }
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to discover, commission and sell local art.">
      <LiveForm
        onSubmit={(e) => void submit(e)}
        onIntent={() => {
          form.prepare();
          prepareSignIn();
        }}
      >
        <Stack gap="5">
          {notice ? <FormAlert status={notice.status}>{notice.text}</FormAlert> : null}
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          {/* At least 24 × 24 px to tap (WCAG 2.2 target size). */}
          <ChakraLink
            asChild
            alignSelf="flex-end"
            fontSize="sm"
            color="brand.600"
            display="inline-flex"
            alignItems="center"
            minH="6"
          >
            <Link to="/password-reset">Forgot Password?</Link>
          </ChakraLink>
          <SubmitError error={missing ? { text: MISSING } : null} focus={false} />
          <SubmitError error={error} />
          {unconfirmed ? (
            <>
              <Button type="button" variant="outline" colorPalette="brand" onClick={onResend}>
                Resend confirmation email
              </Button>
              <Text fontSize="sm" color="fg.muted" data-testid="maybe-suspended">
                {MAYBE_SUSPENDED}
              </Text>
            </>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={formState.isSubmitting}
            loadingText="Signing in"
          >
            Login
          </Button>
          <Text textAlign="center" color="fg.muted">
            Don&apos;t have an account?{' '}
            <ChakraLink asChild color="brand.600" fontWeight="semibold">
              <Link to="/register">Register</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </LiveForm>
    </AuthCard>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@web/lib/link';
import * as z from 'zod';
import { PASSWORD_RULE, passwordSchema } from '@shared/schemas/accounts';
import { ErrorCodes } from '@shared/api/errors';
import { FormAlert, SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { isApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useZodForm } from '@web/lib/use-zod-form';
import { updatePassword } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/back-to-login';

const MISMATCH = 'Passwords do not match.';

const updatePasswordFormSchema = z
  .object({
    password: z.string().min(1, 'Please enter a new password.').pipe(passwordSchema),
    confirm: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: MISMATCH,
    // Checked even while the new password breaks a rule, once both are typed.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirm?: unknown };
      return typeof v.password === 'string' && typeof v.confirm === 'string' && v.confirm !== '';
    },
  });

export function Component() {
  usePageTitle('Update Password');
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useZodForm(updatePasswordFormSchema, { defaultValues: { password: '', confirm: '' } });
  const { field, formState } = form;
  const values = useWatch({ control: form.control });
  const [error, setError] = useState<SubmitErrorMessage | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  // A reset link without its token is sent back to the bare page (as the spec says).
  useEffect(() => {
    if (!token && (params.size > 0 || window.location.hash)) void navigate('/update-password', { replace: true });
  }, [token, params, navigate]);

  const hasErrors = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  const summary = !hasErrors
    ? null
    : !values.password || !values.confirm
      ? 'Please fill in both password fields.'
      : values.password !== values.confirm
        ? MISMATCH
        : null;

  const submit = form.handleSubmit(
    async ({ password }) => {
      if (!token) return;
      setError(null);
      let email: string;
      try {
        ({ email } = await updatePassword(token, password));
      } catch (err) {
        if (isApiError(err, 'POST /update-password', ErrorCodes.linkInvalid)) setLinkInvalid(true);
        setError({ text: userMessage(err, 'An unexpected error occurred. Please try again.') });
        return;
      }
      try {
        const outcome = await signIn(email, password);
        if (outcome.status !== 'signed-in') {
          setError({ text: 'Failed to retrieve user information.' });
        } else if (outcome.role === 'Artist' || outcome.role === 'Client') {
          void navigate('/dashboard', { replace: true, state: { message: 'Your password has been updated.' } });
        } else if (outcome.role === 'Admin') {
          void navigate('/admin-dashboard', { replace: true });
        } else {
          setError({ text: 'User role not found.' });
        }
      } catch {
        setError({ text: 'Failed to retrieve user information.' });
      }
    },
    () => setError(null),
  );

  if (!token || linkInvalid) {
    return (
      <AuthCard title="Choose a new password">
        <Stack gap="5">
          <FormAlert status="error">{error?.text ?? 'This password reset link is invalid or has expired.'}</FormAlert>
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/password-reset">Send me a new link</Link>
          </Button>
          <BackToLogin />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={PASSWORD_RULE}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <PasswordField label="New password" autoComplete="new-password" {...field('password')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirm')} />
          <SubmitError error={summary ? { text: summary } : null} focus={false} />
          <SubmitError error={error} />
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting} loadingText="Updating">
            Update Password
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { requestPasswordReset } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/back-to-login';
import { LiveForm } from '@web/components/ui/live-form';

/** The form's rules, with zod, once someone starts on the form. */
const passwordResetForm = () => import('../form-schemas').then((m) => m.passwordResetFormSchema);

export function Component() {
  usePageTitle('Password Reset');
  const navigate = useNavigate();
  const form = useLazyZodForm(passwordResetForm, { defaultValues: { email: '' } });
  const { field, formState } = form;
  const email = field('email');
  const [error, setError] = useState<SubmitErrorMessage | null>(null);

  const submit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        const { message } = await requestPasswordReset(body.email);
        void navigate('/login', { state: { message } });
      } catch (err) {
        const text =
          err instanceof ApiError && err.status > 0
            ? userMessage(err, 'Failed to send password reset email.')
            : 'An unexpected error occurred. Please try again.';
        setError({ text });
      }
    },
    () => setError(null),
  );

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we will send you a link to choose a new password."
    >
      <LiveForm onSubmit={(e) => void submit(e)} onIntent={form.prepare}>
        <Stack gap="5">
          <TextField label="Email" type="email" autoComplete="email" {...email} />
          {/* The spec's form-level message for an empty field, beside the field's own. */}
          <SubmitError
            error={email.error === 'Email is required.' ? { text: 'Email is required.' } : null}
            focus={false}
          />
          <SubmitError error={error} />
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting} loadingText="Sending">
            Send Reset Link
          </Button>
          <BackToLogin />
        </Stack>
      </LiveForm>
    </AuthCard>
  );
}

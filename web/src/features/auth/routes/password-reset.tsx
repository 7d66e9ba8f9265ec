import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { emailSchema } from '@shared/schemas/accounts';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { requestPasswordReset } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/back-to-login';

export function Component() {
  usePageTitle('Password Reset');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      setError('Email is required.');
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Email is required.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(parsed.data);
      navigate('/login', { state: { message } });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        setError(userMessage(err, 'Failed to send password reset email.'));
      } else {
        setError('An unexpected error occurred. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a link to choose a new password.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Sending">
            Send Reset Link
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}

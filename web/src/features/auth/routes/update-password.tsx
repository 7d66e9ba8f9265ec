import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RULE, passwordSchema } from '@shared/schemas/accounts';
import { FormAlert } from '@web/components/ui/form-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { ErrorCodes } from '@shared/api/errors';
import { isApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { updatePassword } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/back-to-login';

export function Component() {
  usePageTitle('Update Password');
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  // A reset link without its token is sent back to the bare page (as the spec says).
  useEffect(() => {
    if (!token && (params.size > 0 || window.location.hash)) navigate('/update-password', { replace: true });
  }, [token, params, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    if (!password || !confirm) {
      setError('Please fill in both password fields.');
      return;
    }
    if (password !== confirm) {
      setError('Passwords do not match.');
      return;
    }
    const strength = passwordSchema.safeParse(password);
    if (!strength.success) {
      setError(strength.error.issues[0]?.message ?? PASSWORD_RULE);
      return;
    }
    setBusy(true);
    setError(null);
    let email: string;
    try {
      ({ email } = await updatePassword(token, password));
    } catch (err) {
      if (isApiError(err, ErrorCodes.linkInvalid)) setLinkInvalid(true);
      setError(userMessage(err, 'An unexpected error occurred. Please try again.'));
      setBusy(false);
      return;
    }
    try {
      const outcome = await signIn(email, password);
      if (outcome.status !== 'signed-in') {
        setError('Failed to retrieve user information.');
      } else if (outcome.role === 'Artist' || outcome.role === 'Client') {
        navigate('/dashboard', { replace: true, state: { message: 'Your password has been updated.' } });
      } else if (outcome.role === 'Admin') {
        navigate('/admin-dashboard', { replace: true });
      } else {
        setError('User role not found.');
      }
    } catch {
      setError('Failed to retrieve user information.');
    } finally {
      setBusy(false);
    }
  }

  if (!token || linkInvalid) {
    return (
      <AuthCard title="Choose a new password">
        <Stack gap="5">
          <FormAlert status="error">{error ?? 'This password reset link is invalid or has expired.'}</FormAlert>
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {error ? <FormAlert status="error">{error}</FormAlert> : null}
          <PasswordField label="New password" autoComplete="new-password" value={password} onChange={setPassword} />
          <PasswordField label="Confirm new password" autoComplete="new-password" value={confirm} onChange={setConfirm} />
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Updating">
            Update Password
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthCard>
  );
}

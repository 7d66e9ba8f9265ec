import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { emailChangeBodySchema, MESSAGES } from '@shared/schemas/accounts';
import { SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { PasswordField } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, fieldMessage, userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { requestEmailChange } from '@web/api/account';

/**
 * Changing one's sign-in e-mail (any role): it takes the current password; the new address gets a
 * confirmation link, and the change happens only when it is followed (then every session signs
 * out, and the old address gets a link that undoes it for 7 days). Its own form, beside the
 * profile form, so saving the profile never sends mail.
 */
export function ChangeEmail({ current }: { current: string }) {
  const form = useZodForm(emailChangeBodySchema, { defaultValues: { email: '', password: '' } });
  const { field, formState } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<SubmitErrorMessage | null>(null);

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      setError(null);
      setSentTo(null);
      if (email.trim().toLowerCase() === current.toLowerCase()) {
        form.setError('email', { message: 'That is already your e-mail address.' }, { shouldFocus: true });
        return;
      }
      try {
        await requestEmailChange(email.trim(), password);
        setSentTo(email.trim());
        form.reset({ email: '', password: '' });
      } catch (err) {
        if (err instanceof ApiError && (err.field === 'email' || err.field === 'password')) {
          form.setError(err.field, { message: fieldMessage(err) }, { shouldFocus: true });
          return;
        }
        setError({ text: userMessage(err, 'Could not send the confirmation link. Please try again.') });
      }
    },
    () => setError(null),
  );

  return (
    <Box
      as="section"
      aria-labelledby="change-email-heading"
      borderWidth="1px"
      borderRadius="2xl"
      bg="bg"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" size="lg" mb="2" id="change-email-heading">
        Sign-in e-mail
      </Heading>
      <Text color="fg.muted" mb="4">
        You sign in with <strong>{current}</strong>. To use another address, enter it and your current password: we send
        the new address a link, and the change happens when you open it.
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <TextField label="New e-mail address" type="email" autoComplete="email" {...field('email')} />
          <PasswordField label="Current password" autoComplete="current-password" {...field('password')} />
          <Button
            type="submit"
            colorPalette="brand"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-end' }}
            loading={formState.isSubmitting}
            loadingText="Sending"
          >
            Send confirmation link
          </Button>
          <SubmitError error={error} />
          {sentTo ? (
            <OutcomeAlert key={sentTo} status="success">
              {MESSAGES.emailChangeSent} ({sentTo})
            </OutcomeAlert>
          ) : null}
        </Stack>
      </form>
    </Box>
  );
}

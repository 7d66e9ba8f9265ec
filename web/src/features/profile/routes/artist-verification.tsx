import { Badge, Button, Container, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '@web/lib/link';
import { FileUploadField } from '@web/components/ui/file-upload-field';
import { FormAlert, SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useUpload } from '@web/lib/upload';
import { profileKeys, useProfile } from '@web/api/profile';
import { requestVerification } from '../api/profile';

const MISSING: SubmitErrorMessage = {
  title: 'Missing Documents',
  text: 'Please upload both your portfolio and a valid ID.',
};

/**
 * /artist-verification (artists only: the router's RequireRole explains it to anyone else).
 * With a request pending, or once verified, the page says so instead of offering the form.
 */
export function Component() {
  usePageTitle('Artist Verification Request');
  const { user } = useAuth();
  const profile = useProfile('Artist', user?.userId);
  const [submitted, setSubmitted] = useState<string | null>(null);

  let body: ReactNode;
  if (profile.isError) {
    body = <FormAlert status="error">{userMessage(profile.error, 'Failed to fetch artist data.')}</FormAlert>;
  } else if (!profile.data || !user) {
    body = <Skeleton h="64" role="status" aria-label="Loading verification status" />;
  } else if (profile.data.status === 'pending' || profile.data.status === 'approved') {
    body = (
      <Stack gap="6">
        {submitted ? (
          <FormAlert status="success" title="Success">
            {submitted}
          </FormAlert>
        ) : null}
        <VerificationStatus status={profile.data.status} />
      </Stack>
    );
  } else {
    body = (
      <VerificationForm userId={user.userId} rejected={profile.data.status === 'rejected'} onSubmitted={setSubmitted} />
    );
  }

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <ChakraLink asChild color="brand.600" fontSize="sm" mb="4">
        <Link to="/artist-profile">← Back to profile</Link>
      </ChakraLink>
      <Heading as="h1" size="2xl" mb="2">
        Artist Verification Request
      </Heading>
      <Text color="fg.muted" mb="6">
        Verified artists get an I.D. Verified badge that clients trust. Upload a portfolio and a valid government ID; an
        administrator reviews them. Your documents stay private and are only shown to the reviewing administrator.
      </Text>
      {body}
    </Container>
  );
}

function VerificationStatus({ status }: { status: 'pending' | 'approved' }) {
  const pending = status === 'pending';
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '6' }} bg="bg" align="flex-start">
      <Badge colorPalette={pending ? 'yellow' : 'green'} size="lg" px="3" py="1.5">
        {pending ? 'Verification Pending' : 'Verified Artist'}
      </Badge>
      <Text>
        {pending
          ? 'An administrator is reviewing your portfolio and valid ID. Your profile shows the result as soon as they decide; there is nothing more to send.'
          : 'You are a verified artist: clients see the Verified Artist badge on your profile.'}
      </Text>
      <Button asChild colorPalette="brand" variant="outline">
        <Link to="/artist-profile">Back to profile</Link>
      </Button>
    </Stack>
  );
}

/** Both files are uploaded as they are chosen; each one's error stays beside it and goes when it is fixed. */
function VerificationForm({
  userId,
  rejected,
  onSubmitted,
}: {
  userId: string;
  rejected: boolean;
  onSubmitted: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const documentUpload = useUpload('verification-document');
  const idUpload = useUpload('verification-id');
  const [documentKey, setDocumentKey] = useState<string | null>(null);
  const [validIdKey, setValidIdKey] = useState<string | null>(null);
  const [missing, setMissing] = useState<SubmitErrorMessage | null>(null);
  const [error, setError] = useState<SubmitErrorMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const uploading = documentUpload.uploading || idUpload.uploading;

  // "Missing Documents" stays only while a document is still missing.
  const shownMissing = missing && !(documentKey && validIdKey) ? missing : null;

  const chose = (setKey: (key: string | null) => void) => () => {
    setKey(null);
    setError(null);
  };

  async function onSubmit() {
    setError(null);
    if (!documentKey || !validIdKey) {
      setMissing({ ...MISSING });
      return;
    }
    setMissing(null);
    setBusy(true);
    try {
      const { message } = await requestVerification(userId, documentKey, validIdKey);
      onSubmitted(message);
      // The profile now says pending, and this page shows that instead of the form.
      await queryClient.invalidateQueries({ queryKey: profileKeys.detail('Artist', userId) });
    } catch (err) {
      setError({
        title: 'Error',
        text: userMessage(err, 'An unexpected error occurred while submitting your verification.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      {rejected ? (
        <FormAlert status="info" title="Verification Rejected">
          Credentials invalid. Please review your information and try submitting again.
        </FormAlert>
      ) : null}
      <FileUploadField
        label="Portfolio"
        purpose="verification-document"
        upload={documentUpload}
        onFileSelected={chose(setDocumentKey)}
        onUploaded={setDocumentKey}
      />
      <FileUploadField
        label="Valid ID"
        purpose="verification-id"
        upload={idUpload}
        onFileSelected={chose(setValidIdKey)}
        onUploaded={setValidIdKey}
      />
      <SubmitError error={shownMissing} />
      <SubmitError error={error} />
      <Button
        colorPalette="brand"
        size="lg"
        onClick={() => void onSubmit()}
        loading={busy}
        loadingText="Submitting"
        disabled={uploading}
      >
        {uploading ? 'Uploading…' : 'Submit for Verification'}
      </Button>
    </Stack>
  );
}

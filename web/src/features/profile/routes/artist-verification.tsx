import { Button, Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileUploadField } from '@web/components/ui/file-upload-field';
import { FormAlert } from '@web/components/ui/form-alert';
import { userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { profileKey } from '../api/profile';
import { requestVerification } from '../api/verification';

type Notice = { status: 'error' | 'success'; title: string; text: string } | null;

/** /artist-verification: a portfolio and a valid ID, both required, uploaded with progress. */
export function Component() {
  usePageTitle('Artist Verification Request');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [documentKey, setDocumentKey] = useState<string | null>(null);
  const [validIdKey, setValidIdKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit() {
    if (!user) return;
    if (!documentKey || !validIdKey) {
      setNotice({ status: 'error', title: 'Missing Documents', text: 'Please upload both your portfolio and a valid ID.' });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const { message } = await requestVerification(user.userId, documentKey, validIdKey);
      setNotice({ status: 'success', title: 'Success', text: message });
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: profileKey('Artist', user.userId) });
    } catch (err) {
      setNotice({
        status: 'error',
        title: 'Error',
        text: userMessage(err, 'An unexpected error occurred while submitting your verification.'),
      });
    } finally {
      setBusy(false);
    }
  }

  const onUploadError = (text: string) => setNotice({ status: 'error', title: 'Upload failed', text });

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
      <Stack gap="6">
        {notice ? (
          <FormAlert status={notice.status} title={notice.title}>
            {notice.text}
          </FormAlert>
        ) : null}
        {done ? null : (
          <>
            <FileUploadField label="Portfolio" purpose="verification-document" onUploaded={setDocumentKey} onError={onUploadError} />
            <FileUploadField label="Valid ID" purpose="verification-id" onUploaded={setValidIdKey} onError={onUploadError} />
            <Button colorPalette="brand" size="lg" onClick={onSubmit} loading={busy} loadingText="Submitting">
              Submit for Verification
            </Button>
          </>
        )}
        {done ? (
          <Button asChild colorPalette="brand" variant="outline">
            <Link to="/artist-profile">Back to profile</Link>
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}

import { Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@web/lib/link';
import { ART_MESSAGES } from '@shared/messages/arts';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { ApiError } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { ShippingSetupNotice } from '@web/components/shipping/shipping-setup-notice';
import { useUploadArt } from '../api/arts';
import { ArtForm, bodyOf, valuesOf } from '../components/art-form';

/** How long the success message shows before My Arts (the spec: 2 seconds). */
export const REDIRECT_MS = 2000;

/** /upload-art and /artist-post-arts: an artist puts an artwork up for sale. */
export function Component() {
  usePageTitle('Upload Arts');
  const { user, role } = useAuth();
  const upload = useUploadArt();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string; key: number } | null>(null);

  // An effect event: a re-render meanwhile (a live update) must not start the 2 s over.
  const toMyArts = useEffectEvent(() => void navigate('/artist-arts'));
  useEffect(() => {
    if (notice?.status !== 'success') return;
    const timer = setTimeout(toMyArts, REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ChakraLink asChild color="brand.700" fontWeight="medium" w="fit-content">
          <Link to="/artist-arts">← Back to My Arts</Link>
        </ChakraLink>
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Upload Arts
          </Heading>
          <Text color="fg.muted">Put a piece up for sale: buyers find it in Browse Arts.</Text>
        </Stack>
        {!user ? (
          <FormAlert status="error">{ART_MESSAGES.mustLogIn}</FormAlert>
        ) : role !== 'Artist' ? (
          <FormAlert status="info">Only artists can upload art.</FormAlert>
        ) : (
          <>
            {/* Uploading works without it; buying waits for it. */}
            <ShippingSetupNotice userId={user.userId} />
            <ArtForm
              initial={valuesOf(null)}
              submitLabel="Upload Art"
              busyLabel="Uploading"
              onSubmit={async (values) => {
                setNotice(null);
                try {
                  await upload.mutateAsync({ ...bodyOf(values), imageKey: values.imageKey });
                  setNotice({
                    status: 'success',
                    text: 'Your art has been uploaded! Taking you to My Arts…',
                    key: Date.now(),
                  });
                } catch (err) {
                  if (err instanceof ApiError && err.field) throw err;
                  console.error('Failed to post the art', err);
                  // The spec: a status other than 201 is "Failed to post art", no answer at all is "An error occurred".
                  setNotice({
                    status: 'error',
                    text: err instanceof ApiError && err.status > 0 ? ART_MESSAGES.postFailed : ART_MESSAGES.postError,
                    key: Date.now(),
                  });
                }
              }}
            />
            {/* Under the Upload Art button, brought into view: the redirect to My Arts comes explained. */}
            {notice ? (
              <OutcomeAlert key={notice.key} status={notice.status}>
                {notice.text}
              </OutcomeAlert>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

import { Button, Center, Container, Heading, Link as ChakraLink, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@web/lib/link';
import { ART_MESSAGES } from '@shared/messages/arts';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { ApiError, userMessage } from '@web/lib/api-client';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { artLoadFailure, useArt, useDeleteArt, useUpdateArt } from '../api/arts';
import { ArtForm, bodyOf, valuesOf } from '../components/art-form';
import { ProcessSelect } from '../components/process-select';

/** /edit-art/{artId}: the art's artist changes or deletes it, each after a confirmation. */
export function Component() {
  usePageTitle('Edit Art');
  const { artId } = useParams();
  const { user } = useAuth();
  const art = useArt(artId);
  const update = useUpdateArt();
  const remove = useDeleteArt();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string; key: number } | null>(null);

  if (!user) return <FormAlert status="error">{ART_MESSAGES.notLoggedIn}</FormAlert>;

  let body;
  if (art.isPending) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.500" role="status" aria-label="Loading the art" />
      </Center>
    );
  } else if (art.isError) {
    body = <FormAlert status="error">{artLoadFailure(art.error)}</FormAlert>;
  } else if (art.data.artist_id !== user.userId) {
    body = <FormAlert status="info">You can only edit your own art.</FormAlert>;
  } else {
    const current = art.data;
    body = (
      <>
        <ArtForm
          key={current.art_id}
          initial={valuesOf(current)}
          currentImage={current.image}
          submitLabel="Save Changes"
          busyLabel="Saving"
          onSubmit={async (values) => {
            setNotice(null);
            const sure = await confirm({
              title: 'Save changes?',
              message: `The changes to "${current.title}" will be saved.`,
              confirmLabel: 'Save Changes',
            });
            if (!sure) return;
            try {
              await update.mutateAsync({ artId: current.art_id, body: bodyOf(values) });
              setNotice({ status: 'success', text: 'Your changes have been saved.', key: Date.now() });
            } catch (err) {
              if (err instanceof ApiError && err.field) throw err;
              console.error('Failed to update the art', err);
              setNotice({ status: 'error', text: userMessage(err, ART_MESSAGES.updateFailed), key: Date.now() });
            }
          }}
          actions={
            <Button
              colorPalette="red"
              variant="outline"
              loading={remove.isPending}
              onClick={async () => {
                setNotice(null);
                const sure = await confirm({
                  title: 'Are you sure?',
                  message: `"${current.title}" will be deleted. You won't be able to revert this!`,
                  confirmLabel: 'Delete',
                  destructive: true,
                });
                if (!sure) return;
                try {
                  await remove.mutateAsync(current.art_id);
                  void navigate('/artist-arts', { state: { message: `"${current.title}" has been deleted.` } });
                } catch (err) {
                  console.error('Failed to delete the art', err);
                  setNotice({ status: 'error', text: userMessage(err, ART_MESSAGES.deleteFailed), key: Date.now() });
                }
              }}
            >
              Delete
            </Button>
          }
        />
        {/* Under the buttons, brought into view: the outcome shows where the button was pressed. */}
        {notice ? (
          <OutcomeAlert key={notice.key} status={notice.status}>
            {notice.text}
          </OutcomeAlert>
        ) : null}
        <ProcessSelect artId={current.art_id} />
      </>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ChakraLink asChild color="brand.700" fontWeight="medium" w="fit-content">
          <Link to="/artist-arts">← Back to My Arts</Link>
        </ChakraLink>
        <Heading as="h1" size="3xl">
          Edit Art
        </Heading>
        {body}
      </Stack>
      {confirmDialog}
    </Container>
  );
}

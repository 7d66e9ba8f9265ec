import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { PROJECT_MESSAGES } from '@shared/messages/projects';
import { FormAlert } from '@web/components/ui/form-alert';
import { useWhenAsked, type Once } from '@web/lib/use-do-request';
import { SendProposalDialog } from '@web/components/proposals/send-proposal-dialog';

/**
 * The profile's Send Proposal button and its dialog, to the person whose profile this is.
 * `request` (a `?do=proposal` link's) opens the dialog once, as pressing the button would.
 */
export function SendProposalButton({
  senderId,
  recipientId,
  recipientName,
  request,
}: {
  senderId: string;
  recipientId: string;
  recipientName: string;
  request?: Once | null;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const press = () => {
    setSent(false);
    setOpen(true);
  };
  useWhenAsked(request, true, press);
  return (
    <>
      <Button variant="outline" colorPalette="brand" size="sm" onClick={press}>
        Send Proposal
      </Button>
      {sent ? (
        <Box w="full">
          <FormAlert status="success">{PROJECT_MESSAGES.sent}</FormAlert>
        </Box>
      ) : null}
      <SendProposalDialog
        open={open}
        senderId={senderId}
        recipientId={recipientId}
        recipientName={recipientName}
        onClose={() => setOpen(false)}
        onSent={() => {
          setSent(true);
          setOpen(false);
        }}
      />
    </>
  );
}

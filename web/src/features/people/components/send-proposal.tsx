import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { PROJECT_MESSAGES } from '@shared/messages/projects';
import { FormAlert } from '@web/components/ui/form-alert';
import { SendProposalDialog } from '@web/components/proposals/send-proposal-dialog';

/** The profile's Send Proposal button and its dialog, to the person whose profile this is. */
export function SendProposalButton({
  senderId,
  recipientId,
  recipientName,
}: {
  senderId: string;
  recipientId: string;
  recipientName: string;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        size="sm"
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
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

import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { MessageButtonProps } from '@web/components/person-actions';
import { Modal } from '@web/components/ui/modal';
import { useAuth } from '@web/lib/session';
import { useWhenAsked } from '@web/lib/use-do-request';
import { MessageForm } from './message-form';
import { BRAND_SOLID } from '@web/components/ui/brand-button';

/** "Message": opens the message modal to a person (hidden on one's own things); `request` opens it once. */
export function MessageButton({ person, request }: MessageButtonProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const shown = Boolean(user && user.userId !== person.userId);
  useWhenAsked(request, shown, () => setOpen(true));
  if (!shown) return null;
  const name = `${person.firstname} ${person.lastname}`.trim();
  return (
    <>
      <Button variant="solid" {...BRAND_SOLID} size="sm" onClick={() => setOpen(true)} aria-label={`Message ${name}`}>
        Message
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Message ${name}`}>
        <MessageForm toUserId={person.userId} toName={name} />
      </Modal>
    </>
  );
}

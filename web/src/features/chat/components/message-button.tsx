import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { PersonRef } from '@web/components/person-actions';
import { Modal } from '@web/components/ui/modal';
import { useAuth } from '@web/lib/session';
import { MessageForm } from './message-form';
import { BRAND_SOLID } from '@web/components/ui/brand-button';

/** "Message": opens the message modal to a person (hidden on one's own things). */
export function MessageButton({ person }: { person: PersonRef }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || user.userId === person.userId) return null;
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

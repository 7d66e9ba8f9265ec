import { Button, Text } from '@chakra-ui/react';
import { BLOCK_MESSAGES } from '@shared/messages/blocks';
import type { BlockState } from '@shared/schemas/blocks';
import { useSetBlocked } from '@web/api/blocks';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { userMessage } from '@web/lib/api-client';

export interface BlockTarget {
  userId: string;
  name: string;
}

/**
 * Blocking or unblocking a person, the block asked for in a dialog that says what it does.
 * `useBlockAction(person)` gives the action (for a menu) and the dialog to render once.
 */
export function useBlockAction(person: BlockTarget, blocked: BlockState, onChanged?: () => void) {
  const [confirm, dialog] = useConfirm();
  const setBlocked = useSetBlocked();
  const byMe = blocked === 'by_you';
  async function run() {
    if (!byMe) {
      const sure = await confirm({
        title: BLOCK_MESSAGES.confirmTitle(person.name),
        message: BLOCK_MESSAGES.confirmBody(person.name),
        confirmLabel: BLOCK_MESSAGES.blockAction,
        destructive: true,
      });
      if (!sure) return;
    }
    setBlocked.mutate({ userId: person.userId, block: !byMe }, { onSuccess: () => onChanged?.() });
  }
  const error = setBlocked.isError
    ? userMessage(setBlocked.error, byMe ? BLOCK_MESSAGES.blockFailed : BLOCK_MESSAGES.unblockFailed)
    : null;
  return {
    label: byMe ? BLOCK_MESSAGES.unblockAction : BLOCK_MESSAGES.blockAction,
    run,
    dialog,
    error,
    pending: setBlocked.isPending,
  };
}

/** A Block (or Unblock) button with its confirm dialog and any refusal beside it. */
export function BlockButton({
  person,
  blocked,
  onChanged,
}: {
  person: BlockTarget;
  blocked: BlockState;
  onChanged?: () => void;
}) {
  const action = useBlockAction(person, blocked, onChanged);
  return (
    <>
      <Button
        variant="outline"
        colorPalette={blocked === 'by_you' ? 'gray' : 'red'}
        onClick={() => void action.run()}
        loading={action.pending}
      >
        {action.label}
      </Button>
      {action.error ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {action.error}
        </Text>
      ) : null}
      {action.dialog}
    </>
  );
}

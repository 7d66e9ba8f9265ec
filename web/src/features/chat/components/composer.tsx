import { Button, Flex, Input, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from '@shared/messages/chat';
import { BRAND_SOLID } from '@web/components/ui/brand-button';

/**
 * The thread's input 'Message here...' and its send button; text that is empty after trimming is
 * ignored. `disabled` (a conversation read-only by a block) keeps both from use.
 */
export function Composer({
  onSend,
  autoFocus,
  disabled,
}: {
  onSend: (text: string) => boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!disabled && onSend(text)) setText('');
  }
  return (
    <Flex as="form" onSubmit={submit} gap="2" p="3" borderTopWidth="1px" align="center">
      <label htmlFor={id}>
        <VisuallyHidden>Message</VisuallyHidden>
      </label>
      <Input
        id={id}
        flex="1"
        placeholder={CHAT_MESSAGES.placeholder}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        autoFocus={autoFocus && !disabled}
        disabled={disabled}
      />
      <Button type="submit" disabled={disabled} {...BRAND_SOLID}>
        Send
      </Button>
    </Flex>
  );
}

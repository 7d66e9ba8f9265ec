import { Button, chakra, Field, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@web/lib/link';
import { ErrorCodes } from '@shared/api/errors';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from '@shared/messages/chat';
import { FormAlert } from '@web/components/ui/form-alert';
import { ApiError, isApiError, userMessage } from '@web/lib/api-client';
import { idToken } from '@web/lib/auth';
import { newClientId, sendMessage } from '../api/send-message';
import { startConversation } from '../api/start-conversation';

type Outcome = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; conversationId: string } | { status: 'failed'; message: string };

/**
 * The message composer to one person (the spec's message modal, and /message-popup): checks the
 * text and the session, creates or reuses the pair's conversation, and sends, with the spec's
 * words for each failure.
 */
export function MessageForm({ toUserId, toName, autoFocus = true }: { toUserId: string; toName?: string; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) {
      setError(CHAT_MESSAGES.empty);
      return;
    }
    setError(null);
    if (!(await idToken().catch(() => null))) {
      setOutcome({ status: 'failed', message: CHAT_MESSAGES.sessionExpired });
      return;
    }
    setOutcome({ status: 'sending' });
    let conversationId: string;
    try {
      conversationId = (await startConversation(toUserId)).id;
    } catch (err) {
      setOutcome({ status: 'failed', message: err instanceof ApiError && err.status === 401 ? CHAT_MESSAGES.sessionExpired : CHAT_MESSAGES.createFailed });
      return;
    }
    try {
      await sendMessage(conversationId, content, newClientId());
      setText('');
      setOutcome({ status: 'sent', conversationId });
    } catch (err) {
      setOutcome({ status: 'failed', message: isApiError(err, ErrorCodes.rateLimited) ? userMessage(err, CHAT_MESSAGES.sendFailed) : CHAT_MESSAGES.sendFailed });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={id}>{toName ? `Message to ${toName}` : 'Message'}</Field.Label>
          <chakra.textarea
            id={id}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={4}
            placeholder={CHAT_MESSAGES.placeholder}
            autoFocus={autoFocus}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            w="full"
            px="3"
            py="2"
            borderWidth="1px"
            borderColor={error ? 'red.600' : 'border'}
            borderRadius="md"
            resize="vertical"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
          />
          {error ? (
            <Text id={`${id}-error`} color="red.700" fontSize="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </Field.Root>
        {outcome.status === 'failed' ? <FormAlert status="error" title={outcome.message} /> : null}
        {outcome.status === 'sent' ? (
          <FormAlert status="success" title="Message sent.">
            <Link to={`/messages?c=${encodeURIComponent(outcome.conversationId)}`}>Open the conversation in CraftiChat</Link>
          </FormAlert>
        ) : null}
        <Button type="submit" alignSelf="flex-end" bg="brand.700" color="white" _hover={{ bg: 'brand.800' }} loading={outcome.status === 'sending'}>
          Send
        </Button>
      </Stack>
    </form>
  );
}

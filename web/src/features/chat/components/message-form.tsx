import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from '@web/lib/link';
import { ErrorCodes } from '@shared/api/errors';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from '@shared/messages/chat';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextareaField } from '@web/components/ui/textarea-field';
import { ApiError, isApiError, userMessage } from '@web/lib/api-client';
import { idToken } from '@web/lib/auth';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { newClientId, sendMessage, startConversation } from '../api/chat';
import { BRAND_SOLID } from '@web/components/ui/brand-button';

/** The message's text by the server's rule (shared/schemas/chat.ts); it and zod load when the form is first used (the button is on public pages). */
const loadSchema = () => import('@shared/schemas/chat').then((m) => m.sendMessageBodySchema.pick({ content: true }));

type Outcome =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; conversationId: string }
  | { status: 'failed'; message: string };

/**
 * The message composer to one person (the spec's message modal, and /message-popup): checks the
 * text and the session, creates or reuses the pair's conversation, and sends, with the spec's
 * words for each failure.
 */
export function MessageForm({
  toUserId,
  toName,
  autoFocus = true,
}: {
  toUserId: string;
  toName?: string;
  autoFocus?: boolean;
}) {
  const form = useLazyZodForm(loadSchema, { defaultValues: { content: '' } });
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const submit = form.handleSubmit(async ({ content }) => {
    if (!(await idToken().catch(() => null))) {
      setOutcome({ status: 'failed', message: CHAT_MESSAGES.sessionExpired });
      return;
    }
    setOutcome({ status: 'sending' });
    let conversationId: string;
    try {
      conversationId = (await startConversation(toUserId)).id;
    } catch (err) {
      setOutcome({
        status: 'failed',
        message:
          err instanceof ApiError && err.status === 401
            ? CHAT_MESSAGES.sessionExpired
            : isApiError(err, 'POST /conversations', ErrorCodes.rateLimited)
              ? err.message
              : CHAT_MESSAGES.createFailed,
      });
      return;
    }
    try {
      await sendMessage(conversationId, content, newClientId());
      form.reset({ content: '' });
      setOutcome({ status: 'sent', conversationId });
    } catch (err) {
      setOutcome({
        status: 'failed',
        message: isApiError(err, 'POST /conversations/{id}/messages', ErrorCodes.rateLimited)
          ? userMessage(err, CHAT_MESSAGES.sendFailed)
          : CHAT_MESSAGES.sendFailed,
      });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={form.prepare} noValidate>
      <Stack gap="4">
        <TextareaField
          label={toName ? `Message to ${toName}` : 'Message'}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={4}
          placeholder={CHAT_MESSAGES.placeholder}
          autoFocus={autoFocus}
          {...form.field('content')}
        />
        {outcome.status === 'failed' ? <FormAlert status="error" title={outcome.message} /> : null}
        {outcome.status === 'sent' ? (
          <FormAlert status="success" title="Message sent.">
            <Link to={`/messages?c=${encodeURIComponent(outcome.conversationId)}`}>
              Open the conversation in CraftiChat
            </Link>
          </FormAlert>
        ) : null}
        <Button type="submit" alignSelf="flex-end" {...BRAND_SOLID} loading={outcome.status === 'sending'}>
          Send
        </Button>
      </Stack>
    </form>
  );
}

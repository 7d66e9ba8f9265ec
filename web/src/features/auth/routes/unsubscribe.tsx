import { Button, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UNSUBSCRIBE_TEXTS as T } from '@shared/messages/notifications';
import { emailKindsAbout, UNSUBSCRIBE_MESSAGES, type UnsubscribeLink } from '@shared/schemas/push';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/ui/form-alert';
import { call, userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';

/** Where a person changes their e-mail choices: their settings when signed in, else sign-in first. */
function SettingsLink() {
  const { role } = useAuth();
  const to = role === 'Artist' ? '/edit-artist-profile' : role === 'Client' ? '/edit-client-profile' : '/login';
  return (
    <ChakraLink asChild color="brand.700" fontWeight="semibold">
      <Link to={to}>{T.settings}</Link>
    </ChakraLink>
  );
}

/**
 * An e-mail's unsubscribe link (issue 50 §4): no sign-in, the link's signed token is the proof. It
 * asks first, naming what stops; a mail client's own button (RFC 8058) does the same without this
 * page. A link works once: used, or not one of ours, the page says so in the server's words.
 */
export function Component() {
  usePageTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Read without the signed-in data layer: a visitor from their mailbox is usually signed out.
  const [link, setLink] = useState<
    { state: 'checking' } | { state: 'failed'; message: string } | { state: 'read'; data: UnsubscribeLink }
  >({ state: 'checking' });
  const [stop, setStop] = useState<{ state: 'idle' | 'pending' | 'done' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  useEffect(() => {
    if (!token) return;
    let live = true;
    call('GET /email-unsubscribe', { query: { token } }).then(
      (data) => live && setLink({ state: 'read', data }),
      (err: unknown) => live && setLink({ state: 'failed', message: userMessage(err, UNSUBSCRIBE_MESSAGES.invalid) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const unsubscribe = () => {
    setStop({ state: 'pending' });
    call('POST /email-unsubscribe', { query: { token } }).then(
      () => setStop({ state: 'done' }),
      (err: unknown) => setStop({ state: 'failed', message: userMessage(err, T.failed) }),
    );
  };

  const about = link.state === 'read' ? emailKindsAbout(link.data.kinds) : '';
  return (
    <AuthCard title={T.title}>
      <Stack gap="4" aria-live="polite">
        {!token ? (
          <FormAlert status="error">{UNSUBSCRIBE_MESSAGES.invalid}</FormAlert>
        ) : link.state === 'checking' ? (
          <Stack direction="row" align="center" gap="3" role="status">
            <Spinner size="sm" />
            <Text>{T.checking}</Text>
          </Stack>
        ) : link.state === 'failed' ? (
          <FormAlert status="error">{link.message}</FormAlert>
        ) : stop.state === 'done' ? (
          <>
            <FormAlert status="success">{T.done(about)}</FormAlert>
            <Text color="fg.muted">{T.doneHint}</Text>
          </>
        ) : link.data.used ? (
          <FormAlert status="info">{UNSUBSCRIBE_MESSAGES.used}</FormAlert>
        ) : (
          <>
            <Text fontSize="lg" fontWeight="semibold">
              {T.ask(about)}
            </Text>
            <Text color="fg.muted">{T.askHint}</Text>
            <Button colorPalette="brand" loading={stop.state === 'pending'} onClick={unsubscribe}>
              {T.confirm}
            </Button>
            {stop.state === 'failed' ? <FormAlert status="error">{stop.message}</FormAlert> : null}
          </>
        )}
        <SettingsLink />
      </Stack>
    </AuthCard>
  );
}

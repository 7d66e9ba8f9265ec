import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PUSH_TEXTS } from '@shared/messages/notifications';
import { FormAlert } from '@web/components/ui/form-alert';
import { call, userMessage } from '@web/lib/api-client';
import { pushState, turnOffPush, turnOnPush, type PushState } from '@web/lib/session-services';
import { useAuth } from '@web/lib/session';

/**
 * Settings' "Notifications on this device" (issue 50 §2): turns Web Push on or off for this
 * browser, and says why it cannot where it cannot (an iPhone outside the Home Screen app, a
 * browser without push, notifications blocked).
 */
export function DevicePush() {
  const { user } = useAuth();
  const userId = user?.userId;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    pushState(userId)
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, [userId]);

  async function toggle() {
    if (!userId || !state) return;
    setBusy(true);
    setOutcome(null);
    try {
      if (state === 'on') {
        await turnOffPush(userId);
        setState('off');
        setOutcome({ status: 'success', text: PUSH_TEXTS.turnedOff });
      } else {
        const next = await turnOnPush(userId);
        setState(next);
        setOutcome(next === 'on' ? { status: 'success', text: PUSH_TEXTS.turnedOn } : null);
      }
    } catch (err) {
      setOutcome({ status: 'error', text: userMessage(err, PUSH_TEXTS.failed) });
    } finally {
      setBusy(false);
    }
  }

  const [testing, setTesting] = useState(false);
  async function sendTest() {
    setTesting(true);
    setOutcome(null);
    try {
      const { sent } = await call('POST /push-subscriptions/test');
      setOutcome({ status: sent > 0 ? 'success' : 'error', text: PUSH_TEXTS.testSent(sent) });
    } catch (err) {
      setOutcome({ status: 'error', text: userMessage(err, PUSH_TEXTS.failed) });
    } finally {
      setTesting(false);
    }
  }

  const note =
    state === 'ios-needs-home-screen'
      ? PUSH_TEXTS.iosHomeScreen
      : state === 'unsupported'
        ? PUSH_TEXTS.unsupported
        : state === 'denied'
          ? PUSH_TEXTS.denied
          : state === 'on'
            ? PUSH_TEXTS.on
            : PUSH_TEXTS.off;
  return (
    <Box as="section" aria-labelledby="device-push-heading" borderWidth="1px" borderRadius="xl" p="5" bg="bg">
      <Heading as="h2" size="lg" id="device-push-heading" mb="2">
        {PUSH_TEXTS.title}
      </Heading>
      <Flex gap="4" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Text flex="1" color="fg.muted" data-testid="device-push-state">
          {state ? note : PUSH_TEXTS.checking}
        </Text>
        {state === 'on' ? (
          <Button onClick={() => void sendTest()} loading={testing} variant="outline">
            {PUSH_TEXTS.test}
          </Button>
        ) : null}
        {state === 'on' || state === 'off' ? (
          <Button
            onClick={() => void toggle()}
            loading={busy}
            colorPalette="brand"
            variant={state === 'on' ? 'outline' : 'solid'}
          >
            {state === 'on' ? PUSH_TEXTS.turnOff : PUSH_TEXTS.turnOn}
          </Button>
        ) : null}
      </Flex>
      {outcome ? (
        <Box mt="3">
          <FormAlert status={outcome.status}>{outcome.text}</FormAlert>
        </Box>
      ) : null}
    </Box>
  );
}

import {
  Box,
  Button,
  chakra,
  Field,
  Fieldset,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PUSH_TEXTS } from '@shared/messages/notifications';
import {
  EMAIL_KINDS,
  type EmailKind,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/schemas/push';
import { FormAlert } from '@web/components/ui/form-alert';
import { call, userMessage } from '@web/lib/api-client';

const prefsKey = ['notification-preferences'] as const;

/** A labelled checkbox, its whole row the target (the browser's own control, at 20 px). */
function Tick({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" minH="8" cursor="pointer">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        w="5"
        h="5"
        accentColor="brand.700"
      />
      <span>{children}</span>
    </chakra.label>
  );
}
const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

/**
 * Settings' notification choices (issue 50 §3, §4): which kinds come to the person's devices by
 * push and by e-mail, whether a message's words show on the lock screen, and quiet hours
 * (Philippine time) when pushes wait and come as one at their end. The in-app list and badge keep
 * everything; essential e-mail (account, moderation, money) always comes, and the section says so.
 */
export function NotificationChoices() {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: prefsKey, queryFn: () => call('GET /notification-preferences') });
  // What the person is changing, over what was saved (null: nothing changed yet).
  const [edits, setEdits] = useState<NotificationPreferences | null>(null);
  const draft = edits ?? saved.data ?? null;
  const save = useMutation({
    mutationFn: (body: NotificationPreferences) => call('PUT /notification-preferences', { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(prefsKey, data);
      setEdits(null);
    },
  });

  const setKind = (kind: NotificationKind, on: boolean) =>
    draft && setEdits({ ...draft, push: { ...draft.push, [kind]: on } });
  const setEmail = (kind: EmailKind, on: boolean) =>
    draft && setEdits({ ...draft, email: { ...draft.email, [kind]: on } });
  const setQuiet = (quiet: NotificationPreferences['quiet_hours']) =>
    draft && setEdits({ ...draft, quiet_hours: quiet });

  return (
    <Box as="section" aria-labelledby="notification-choices-heading" borderWidth="1px" borderRadius="xl" p="5" bg="bg">
      <Heading as="h2" size="lg" id="notification-choices-heading" mb="2">
        {PUSH_TEXTS.choicesTitle}
      </Heading>
      <Text color="fg.muted" mb="4">
        {PUSH_TEXTS.choicesIntro}
      </Text>
      {saved.isError ? (
        <FormAlert status="error">{userMessage(saved.error, PUSH_TEXTS.choicesLoadFailed)}</FormAlert>
      ) : null}
      {!draft ? (
        saved.isError ? null : (
          <Skeleton h="40" role="status" aria-label="Loading notification choices" />
        )
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.reset();
            save.mutate(draft);
          }}
        >
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" mb="2">
              {PUSH_TEXTS.pushLegend}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {NOTIFICATION_KINDS.map((kind) => (
                <Tick key={kind} checked={draft.push[kind]} onChange={(on) => setKind(kind, on)}>
                  {NOTIFICATION_KIND_LABELS[kind]}
                </Tick>
              ))}
            </SimpleGrid>
            <Box mt="2">
              <Tick checked={draft.previews} onChange={(on) => setEdits({ ...draft, previews: on })}>
                {PUSH_TEXTS.previewsLabel}
              </Tick>
              <Text color="fg.muted" fontSize="sm">
                {PUSH_TEXTS.previewsHint}
              </Text>
            </Box>
          </Fieldset.Root>
          <Fieldset.Root mt="5">
            <Fieldset.Legend fontWeight="semibold" mb="1">
              {PUSH_TEXTS.emailLegend}
            </Fieldset.Legend>
            <Fieldset.HelperText color="fg.muted" fontSize="sm" mb="2">
              {PUSH_TEXTS.emailHint}
            </Fieldset.HelperText>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {EMAIL_KINDS.map((kind) => (
                <Tick key={kind} checked={draft.email[kind]} onChange={(on) => setEmail(kind, on)}>
                  {NOTIFICATION_KIND_LABELS[kind]}
                </Tick>
              ))}
            </SimpleGrid>
            <Text color="fg.muted" fontSize="sm" mt="2">
              {PUSH_TEXTS.essentialNote}
            </Text>
          </Fieldset.Root>
          <Box mt="5">
            <Tick
              checked={draft.quiet_hours !== null}
              onChange={(on) => setQuiet(on ? (saved.data?.quiet_hours ?? DEFAULT_QUIET) : null)}
            >
              <strong>{PUSH_TEXTS.quietLabel}</strong>
            </Tick>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {PUSH_TEXTS.quietHint}
            </Text>
            {draft.quiet_hours ? (
              <Flex gap="4" mt="3" wrap="wrap">
                {(['from', 'to'] as const).map((end) => (
                  <Field.Root key={end} w="auto">
                    <Field.Label>{end === 'from' ? 'From' : 'Until'}</Field.Label>
                    <Input
                      type="time"
                      required
                      value={draft.quiet_hours![end]}
                      onChange={(e) => setQuiet({ ...draft.quiet_hours!, [end]: e.target.value })}
                      w="36"
                    />
                  </Field.Root>
                ))}
              </Flex>
            ) : null}
          </Box>
          <Button type="submit" colorPalette="brand" mt="5" loading={save.isPending}>
            {PUSH_TEXTS.save}
          </Button>
          <Box mt="3">
            {save.isSuccess ? <FormAlert status="success">{PUSH_TEXTS.saved}</FormAlert> : null}
            {save.isError ? (
              <FormAlert status="error">{userMessage(save.error, PUSH_TEXTS.saveFailed)}</FormAlert>
            ) : null}
          </Box>
        </form>
      )}
    </Box>
  );
}

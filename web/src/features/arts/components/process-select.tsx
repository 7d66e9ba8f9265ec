import { Box, Button, chakra, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { userMessage } from '@web/lib/api-client';
import { useArtProcess, useAttachProcess, useTimelineChoices } from '../api/process';

const NONE = '';

/**
 * On the artist's art edit page: which commission's process timeline the art page shows as "How
 * it was made" (none, or one of the artist's commissions with updates), saved on its own.
 */
export function ProcessSelect({ artId }: { artId: string }) {
  const current = useArtProcess(artId);
  const choices = useTimelineChoices();
  const attach = useAttachProcess(artId);
  const [picked, setPicked] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; text: string; key: number } | null>(null);
  const saved = current.data?.project_id ?? NONE;
  const value = picked ?? saved;
  const options = choices.data ?? [];
  // A timeline attached earlier stays listed even if the choices no longer name it.
  const listed =
    saved && !options.some((o) => o.project_id === saved)
      ? [
          { project_id: saved, project_name: 'The attached commission', updates: current.data?.updates.length ?? 0 },
          ...options,
        ]
      : options;
  async function submit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    try {
      const { message } = await attach.mutateAsync(value === NONE ? null : value);
      setPicked(null);
      setOutcome({ status: 'success', text: message, key: Date.now() });
    } catch (err) {
      setOutcome({
        status: 'error',
        text: userMessage(err, 'The process timeline could not be saved. Please try again.'),
        key: Date.now(),
      });
    }
  }
  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      aria-labelledby="process-select-heading"
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" id="process-select-heading">
          How it was made
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Show the work-in-progress updates of the commission this art came from on its page.
        </Text>
        {/* The select waits for the choices; its label keeps its colour (a faded label of a control
            axe does not see as disabled failed its contrast check while they loaded). */}
        <Field.Root>
          <Field.Label htmlFor="process-timeline">Process timeline</Field.Label>
          <chakra.select
            id="process-timeline"
            disabled={current.isPending || choices.isPending}
            value={value}
            onChange={(e) => setPicked(e.target.value)}
            w="full"
            h="11"
            px="3"
            borderWidth="1px"
            borderRadius="md"
            bg="bg"
            maxW="full"
          >
            <option value={NONE}>None</option>
            {listed.map((o) => (
              <option key={o.project_id} value={o.project_id}>
                {o.project_name} ({o.updates} {o.updates === 1 ? 'update' : 'updates'})
              </option>
            ))}
          </chakra.select>
        </Field.Root>
        {choices.isError ? (
          <Text fontSize="sm" color="red.700">
            {userMessage(choices.error, 'Failed to load your commissions.')}
          </Text>
        ) : null}
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={attach.isPending} disabled={value === saved}>
            Save timeline
          </Button>
        </Flex>
        {outcome ? (
          <Box>
            <OutcomeAlert key={outcome.key} status={outcome.status}>
              {outcome.text}
            </OutcomeAlert>
          </Box>
        ) : null}
      </Stack>
    </chakra.form>
  );
}

import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as z from 'zod';
import {
  DELIVERY_OUTCOME_TEXT,
  wipBodySchema,
  type Commission,
  type Delivery,
  type WipUpdate,
} from '@shared/schemas/commissions';
import { SelectField } from '@web/components/ui/choice-fields';
import { FileUploadField } from '@web/components/ui/file-upload-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { useZodForm } from '@web/lib/use-zod-form';
import { usePostUpdate } from '../../api/commission';
import { useOutcome } from './outcome';
import { formatDay, moneyCanMove } from './rules';

function DeliveryItem({ delivery: d }: { delivery: Delivery }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="3">
      <Text fontSize="sm" fontWeight="semibold">
        {formatDay(d.at)} · {DELIVERY_OUTCOME_TEXT[d.outcome]}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        {d.note}
      </Text>
      {d.files.length > 0 ? (
        <Flex as="ul" listStyleType="none" m="0" p="0" mt="2" gap="2" wrap="wrap" aria-label="Delivered images">
          {d.files.map((f, i) => (
            <li key={f.key}>
              <chakra.a href={f.url} target="_blank" rel="noreferrer" display="block">
                <chakra.img
                  src={f.url}
                  alt={`Delivered image ${i + 1}`}
                  w="24"
                  h="24"
                  objectFit="cover"
                  borderRadius="md"
                  loading="lazy"
                />
              </chakra.a>
            </li>
          ))}
        </Flex>
      ) : null}
      {d.revision_note ? (
        <Text fontSize="sm" mt="2" overflowWrap="anywhere">
          <strong>Revision asked:</strong> {d.revision_note}
        </Text>
      ) : null}
    </Box>
  );
}

/** Every delivery, grouped by milestone, oldest first, with its images, note and outcome. */
export function DeliveriesSection({ commission: c }: { commission: Commission }) {
  const withDeliveries = c.milestones.filter((m) => c.deliveries.some((d) => d.position === m.position));
  return (
    <Box as="section" aria-labelledby="deliveries-heading">
      <Heading as="h2" size="lg" id="deliveries-heading" mb="3">
        Deliveries
      </Heading>
      {withDeliveries.length === 0 ? <Text color="fg.muted">Nothing delivered yet.</Text> : null}
      <Stack gap="4">
        {withDeliveries.map((m) => (
          <Box key={m.position}>
            <Heading as="h3" size="sm" mb="2">
              {m.name}
            </Heading>
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
              {c.deliveries
                .filter((d) => d.position === m.position)
                .map((d) => (
                  <DeliveryItem key={d.delivery_id} delivery={d} />
                ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The work-in-progress updates, oldest first (photo, note, date, milestone). */
export function TimelineList({ updates }: { updates: WipUpdate[] }) {
  const ordered = [...updates].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
      {ordered.map((u) => (
        <Flex
          as="li"
          key={u.update_id}
          gap="3"
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          direction={{ base: 'column', sm: 'row' }}
        >
          {u.image ? (
            <chakra.img
              src={u.image.url}
              alt={`Work in progress: ${u.milestone_name}, ${formatDay(u.at)}`}
              w={{ base: 'full', sm: '32' }}
              maxH="48"
              aspectRatio="4 / 3"
              objectFit="cover"
              borderRadius="md"
              loading="lazy"
            />
          ) : null}
          <Box minW="0">
            <Text fontSize="sm" fontWeight="semibold">
              {formatDay(u.at)} · {u.milestone_name}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
              {u.note}
            </Text>
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

/** The update form: the milestone chosen from a select (a string), then the server's own rules for the body. */
const postUpdateFormSchema = z.object({
  position: z.string().min(1, 'Choose the milestone.').transform(Number).pipe(wipBodySchema.shape.position),
  note: wipBodySchema.shape.note,
});

function PostUpdateForm({ commission: c }: { commission: Commission }) {
  const post = usePostUpdate(c.project_id);
  const outcome = useOutcome();
  const form = useZodForm(postUpdateFormSchema, { defaultValues: { position: '', note: '' } });
  const [imageKey, setImageKey] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submit = form.handleSubmit(async ({ position, note }) => {
    const body = { position, note, ...(imageKey ? { image_key: imageKey } : {}) };
    if (await outcome.run(() => post.mutateAsync(body), 'The update could not be posted. Please try again.')) {
      form.reset({ position: String(position), note: '' });
      setImageKey(null);
      // A new file field: the posted photo is not offered again.
      setFormKey((k) => k + 1);
    }
  });
  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-labelledby="post-update-heading"
    >
      <Stack gap="3">
        <Heading as="h3" size="md" id="post-update-heading">
          Post an update
        </Heading>
        <SelectField
          label="Milestone"
          placeholder="Choose a milestone"
          options={c.milestones.map((m) => ({ value: String(m.position), label: m.name }))}
          {...form.field('position')}
        />
        <TextareaField label="Progress note" rows={3} maxLength={2000} {...form.field('note')} />
        <FileUploadField
          key={formKey}
          label="Photo (optional)"
          purpose="post-image"
          onUploaded={setImageKey}
          onFileSelected={(f) => (f ? null : setImageKey(null))}
        />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={post.isPending}>
            Post update
          </Button>
        </Flex>
        {outcome.alert}
      </Stack>
    </chakra.form>
  );
}

/** The process timeline; the artist posts to it while money can move. */
export function TimelineSection({ commission: c }: { commission: Commission }) {
  return (
    <Box as="section" aria-labelledby="timeline-heading">
      <Heading as="h2" size="lg" id="timeline-heading" mb="3">
        Process timeline
      </Heading>
      <Stack gap="4">
        {/* The form before the list: a new update grows the list below it, so the form's answer stays where it was read. */}
        {c.side === 'artist' && moneyCanMove(c) ? <PostUpdateForm commission={c} /> : null}
        {c.timeline.length === 0 ? (
          <Text color="fg.muted">No work-in-progress updates yet.</Text>
        ) : (
          <TimelineList updates={c.timeline} />
        )}
      </Stack>
    </Box>
  );
}

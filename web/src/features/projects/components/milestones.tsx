import { Box, Button, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDueDate, MILESTONE_STATUSES, MILESTONES_PAGE_SIZE, PROJECT_MESSAGES } from '@shared/messages/projects';
import type { Milestone } from '@shared/schemas/projects';
import { FormAlert } from '@web/components/ui/form-alert';
import { Modal } from '@web/components/ui/modal';
import { numberedPages, Pager } from '@web/components/ui/pager';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { ApiError, fieldMessage, userMessage } from '@web/lib/api-client';
import { Link } from '@web/lib/link';
import { useLazyZodForm } from '@web/lib/use-lazy-zod-form';
import { useInProgress, useUpdateMilestone, type Side } from '../api/projects';
import { selectStyle, type Flash } from './common';
import { BRAND_SOLID } from '@web/components/ui/brand-button';

/** A field's error under it (red that keeps 4.5:1 on white), announced as it appears. */
function FieldText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Text id={id} color="red.700" fontSize="sm" role="alert">
      {error}
    </Text>
  );
}

const loadMilestoneSchema = () => import('@shared/schemas/projects').then((m) => m.updateMilestoneBodySchema);

function MilestoneRow({
  milestone,
  editable,
  onFlash,
}: {
  milestone: Milestone;
  editable: boolean;
  onFlash: (f: Flash) => void;
}) {
  const [editing, setEditing] = useState(false);
  const saved = { milestone_name: milestone.milestone_name, due_date: milestone.due_date, status: milestone.status };
  // The server's rules (a blank name is refused here, at its field, before the server would refuse it);
  // they and zod load when a stage is edited, not with the projects page.
  const form = useLazyZodForm(loadMilestoneSchema, { defaultValues: saved });
  const errors = form.formState.errors;
  const update = useUpdateMilestone();
  const id = milestone.milestone_id.replace(/\W/g, '-');
  const save = form.handleSubmit((values) =>
    update.mutate(
      { id: milestone.milestone_id, ...values },
      {
        onSuccess: () => {
          setEditing(false);
          onFlash({ status: 'success', text: PROJECT_MESSAGES.milestoneUpdated });
        },
        onError: (err) => {
          // A refused field shows its message at the field, without the server's `field: ` prefix.
          if (err instanceof ApiError && err.field && err.field in saved)
            form.setError(err.field as keyof typeof saved, { message: fieldMessage(err) }, { shouldFocus: true });
          else onFlash({ status: 'error', text: userMessage(err, PROJECT_MESSAGES.milestoneFailed) });
        },
      },
    ),
  );
  if (editing) {
    return (
      <chakra.li borderWidth="1px" borderRadius="lg" p="3">
        <chakra.form onSubmit={(e) => void save(e)} onFocus={form.prepare} noValidate>
          <Stack gap="2">
            <chakra.label fontSize="sm" htmlFor={`${id}-name`}>
              Stage name
            </chakra.label>
            <chakra.input
              id={`${id}-name`}
              {...selectStyle}
              {...form.register('milestone_name')}
              aria-invalid={errors.milestone_name ? true : undefined}
              aria-describedby={errors.milestone_name ? `${id}-name-error` : undefined}
            />
            <FieldText id={`${id}-name-error`} error={errors.milestone_name?.message} />
            <chakra.label fontSize="sm" htmlFor={`${id}-due`}>
              Due date
            </chakra.label>
            <chakra.input
              id={`${id}-due`}
              type="date"
              {...selectStyle}
              {...form.register('due_date')}
              aria-invalid={errors.due_date ? true : undefined}
              aria-describedby={errors.due_date ? `${id}-due-error` : undefined}
            />
            <FieldText id={`${id}-due-error`} error={errors.due_date?.message} />
            <chakra.label fontSize="sm" htmlFor={`${id}-status`}>
              Stage status
            </chakra.label>
            <chakra.select id={`${id}-status`} {...selectStyle} {...form.register('status')}>
              {MILESTONE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </chakra.select>
            <Flex gap="2" justify="flex-end">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  form.reset(saved);
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" size="sm" {...BRAND_SOLID} loading={update.isPending}>
                Save
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </chakra.li>
    );
  }
  return (
    <chakra.li borderWidth="1px" borderRadius="lg" p="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">{milestone.milestone_name}</Text>
          <Text fontSize="sm" color="fg.muted">
            Due {formatDueDate(milestone.due_date)} · {milestone.status} · {milestone.completion_percentage}%
          </Text>
        </Box>
        {editable ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              form.prepare();
              setEditing(true);
            }}
            aria-label={`Edit ${milestone.milestone_name}`}
          >
            Edit
          </Button>
        ) : null}
      </Flex>
    </chakra.li>
  );
}

export function MilestonesView({ side, onFlash }: { side: Side; onFlash: (f: Flash) => void }) {
  const list = useInProgress(true);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const projects = list.data ?? [];
  const pages = Math.max(1, Math.ceil(projects.length / MILESTONES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = projects.slice((current - 1) * MILESTONES_PAGE_SIZE, current * MILESTONES_PAGE_SIZE);
  const open = projects.find((p) => p.project_id === openId) ?? null;
  if (list.isPending) return <Skeleton h="24" />;
  if (list.isError)
    return <FormAlert status="error">{userMessage(list.error, 'Failed to load milestones.')}</FormAlert>;
  return (
    <Box>
      {projects.length === 0 ? <Text color="fg.muted">No projects in progress.</Text> : null}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
        {shown.map((p) => (
          <chakra.li key={p.project_id} borderWidth="1px" borderRadius="xl" p="4" bg="bg">
            <Flex justify="space-between" gap="3" align="center" wrap="wrap">
              <Text fontWeight="semibold" textDecoration="underline" overflowWrap="anywhere">
                <Link to={`/project/${p.project_id}`}>{p.project_name}</Link>
              </Text>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setOpenId(p.project_id)}
                aria-label={`View Milestone Stages of ${p.project_name}`}
              >
                View Milestone Stages
              </Button>
            </Flex>
            <Box mt="3">
              <ProgressBar value={p.completion_percentage} label={`${p.project_name} progress`} />
            </Box>
            <Text fontSize="sm" mt="1" data-testid="project-progress">
              {p.completion_percentage}% complete
            </Text>
          </chakra.li>
        ))}
      </Stack>
      {pages > 1 ? <Pager {...numberedPages(current, pages, setPage)} /> : null}
      <Modal
        open={Boolean(open)}
        onClose={() => setOpenId(null)}
        title={open ? `${open.project_name}: milestone stages` : 'Milestone stages'}
      >
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {open?.milestones.map((m) => (
            <MilestoneRow
              key={`${m.milestone_id}-${m.milestone_name}-${m.status}-${m.due_date}`}
              milestone={m}
              editable={side === 'Artist'}
              onFlash={onFlash}
            />
          ))}
        </Stack>
      </Modal>
    </Box>
  );
}

import { Button, chakra, Stack } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { JOB_ART_STYLES, JOB_BUDGETS, JOB_STATUSES } from '@shared/messages/jobs';
import { jobFieldsSchema, jobSchema, type Job } from '@shared/schemas/jobs';
import { MultiChoiceField, SelectField } from '@web/components/ui/choice-fields';
import { TextareaField } from '@web/components/ui/textarea-field';
import { TextField } from '@web/components/ui/text-field';
import { useZodForm, type FormValuesOf } from '@web/lib/use-zod-form';

/** The job's fields by the server's rules (shared/schemas/jobs.ts), with the status the edit form shows (a new job's is Open). */
const editSchema = jobFieldsSchema.extend({ status: jobSchema.shape.status });

type JobFormValues = FormValuesOf<typeof editSchema>;
/** What the form submits: the fields as the routes take them (trimmed, styles without repeats), and the status. */
export type JobFormOutput = z.output<typeof editSchema>;

/** The form's values for a job (edit) or for a new one. */
function valuesOf(job: Job | null): JobFormValues {
  return {
    title: job?.title ?? '',
    description: job?.description ?? '',
    budget: job?.budget ?? '',
    deadline: job?.deadline ?? '',
    preferred_art_styles: job?.preferred_art_styles ?? [],
    status: job?.status ?? 'Open',
  };
}

/**
 * The job form (create and edit). `job` makes it the edit form, with the status select of the
 * edit modal. `submitDisabledUntilComplete` keeps the submit button disabled until the fields
 * pass the job's rules (the create form, part 2 §5); otherwise a submit with a missing field
 * calls `onInvalid` (the edit form's 'Please complete all fields') and focuses the field.
 */
export function JobForm({
  job = null,
  submitLabel,
  submitDisabledUntilComplete = false,
  busy = false,
  onSubmit,
  onInvalid,
  onCancel,
}: {
  job?: Job | null;
  submitLabel: string;
  submitDisabledUntilComplete?: boolean;
  busy?: boolean;
  onSubmit: (values: JobFormOutput) => void;
  onInvalid: () => void;
  onCancel?: () => void;
}) {
  const withStatus = job !== null;
  const form = useZodForm(editSchema, { defaultValues: valuesOf(job) });
  const values = useWatch({ control: form.control });
  const complete = jobFieldsSchema.safeParse(values).success;
  const submit = form.handleSubmit(onSubmit, onInvalid);

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <TextField label="Job title" maxLength={120} register={form.register('title')} />
        <TextareaField label="Description" rows={4} maxLength={4000} register={form.register('description')} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <SelectField
            label="Budget"
            options={JOB_BUDGETS}
            placeholder="Select a budget"
            register={form.register('budget')}
          />
          <TextField label="Deadline" type="date" register={form.register('deadline')} />
        </Stack>
        {withStatus ? (
          <SelectField
            label="Status"
            options={JOB_STATUSES}
            placeholder="Select a status"
            register={form.register('status')}
          />
        ) : null}
        <Controller
          control={form.control}
          name="preferred_art_styles"
          render={({ field }) => (
            <MultiChoiceField
              ref={field.ref}
              label="Preferred art styles"
              options={JOB_ART_STYLES}
              values={Array.isArray(field.value) ? (field.value as string[]) : []}
              onChange={field.onChange}
            />
          )}
        />
        <Stack direction="row" justify="flex-end" gap="3">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabledUntilComplete && !complete}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

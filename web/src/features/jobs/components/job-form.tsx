import { Button, chakra, Field, Input, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { JOB_ART_STYLES, JOB_BUDGETS, JOB_STATUSES, type JobStatus } from '@shared/messages/jobs';
import type { JobFields } from '@shared/schemas/jobs';
import { MultiChoiceField, SelectField } from '@web/components/ui/choice-fields';
import { TextField } from '@web/components/ui/text-field';

export interface JobFormValues {
  title: string;
  description: string;
  budget: string;
  deadline: string;
  preferred_art_styles: string[];
  status: JobStatus;
}

export const EMPTY_JOB: JobFormValues = { title: '', description: '', budget: '', deadline: '', preferred_art_styles: [], status: 'Open' };

/** Every field filled and at least one style chosen: until then the Post button stays disabled. */
export const isComplete = (v: JobFormValues) =>
  v.title.trim() !== '' && v.description.trim() !== '' && v.budget !== '' && v.deadline !== '' && v.preferred_art_styles.length > 0;

export const toFields = (v: JobFormValues): JobFields => ({
  title: v.title.trim(),
  description: v.description.trim(),
  budget: v.budget as JobFields['budget'],
  deadline: v.deadline,
  preferred_art_styles: v.preferred_art_styles as JobFields['preferred_art_styles'],
});

const textareaStyles = {
  w: 'full',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderRadius: 'md',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
} as const;

/**
 * The job form (create and edit). `withStatus` adds the status select of the edit modal.
 * `submitDisabledUntilComplete` keeps the submit button disabled until every field is filled
 * (the create form, part 2 §5); the edit form checks on submit instead ('Please complete all fields').
 */
export function JobForm({
  initial,
  withStatus = false,
  submitLabel,
  submitDisabledUntilComplete = false,
  busy = false,
  onSubmit,
  onCancel,
}: {
  initial: JobFormValues;
  withStatus?: boolean;
  submitLabel: string;
  submitDisabledUntilComplete?: boolean;
  busy?: boolean;
  onSubmit: (values: JobFormValues) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<JobFormValues>(initial);
  const id = useId();
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const complete = isComplete(values);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(values);
  }

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField label="Job title" value={values.title} onChange={(v) => set('title', v)} maxLength={120} />
        <Field.Root>
          <Field.Label htmlFor={`${id}-description`}>Description</Field.Label>
          <chakra.textarea id={`${id}-description`} rows={4} maxLength={4000} value={values.description} onChange={(e) => set('description', e.target.value)} {...textareaStyles} />
        </Field.Root>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <SelectField label="Budget" options={JOB_BUDGETS} value={values.budget} onChange={(v) => set('budget', v)} placeholder="Select a budget" />
          <Field.Root>
            <Field.Label htmlFor={`${id}-deadline`}>Deadline</Field.Label>
            <Input id={`${id}-deadline`} type="date" size="lg" value={values.deadline} onChange={(e) => set('deadline', e.target.value)} />
          </Field.Root>
        </Stack>
        {withStatus ? <SelectField label="Status" options={JOB_STATUSES} value={values.status} onChange={(v) => set('status', v as JobStatus)} placeholder="Select a status" /> : null}
        <MultiChoiceField label="Preferred art styles" options={JOB_ART_STYLES} values={values.preferred_art_styles} onChange={(v) => set('preferred_art_styles', v)} />
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

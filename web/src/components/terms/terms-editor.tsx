import { Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  cancelRuleText,
  COMMISSION_MESSAGES,
  FUNDING_MODES,
  FUNDING_TEXT,
  MAX_MILESTONES,
  MAX_REVISIONS,
  USAGE_RIGHTS,
  USAGE_TEXT,
  type FundingMode,
  type UsageRights,
} from '@shared/messages/commissions';
import { formatPeso } from '@shared/money';
import { SelectField } from '@web/components/ui/choice-fields';
import { TextField } from '@web/components/ui/text-field';
import {
  addMilestone,
  removeMilestone,
  splitEvenly,
  sumOf,
  type MilestoneDraft,
  type TermsDraft,
  type TermsErrors,
} from './terms-draft';

/**
 * The terms of a proposal (issue 31), used by the send form and the counter dialog: milestones
 * (name, deadline, amount, revisions included; 1 to 8), the live sum against the total, usage
 * rights, delivery format, the cancellation rule and the funding. Give it the draft as shown
 * (terms-draft.ts `followTotal`), so a new total splits the amounts until one is typed.
 */
export function TermsEditor({
  value,
  onChange,
  totalCentavos,
  dueDate,
  errors = {},
  headingLevel = 'h3',
}: {
  value: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  /** The total price (the budget), or null while it is not a valid amount. */
  totalCentavos: number | null;
  /** The project's due date: a new milestone starts due then. */
  dueDate: string;
  /** Errors of the last check (terms-draft.ts `checkTerms`), by field path. */
  errors?: TermsErrors;
  headingLevel?: 'h2' | 'h3';
}) {
  const setMilestone = (index: number, patch: Partial<MilestoneDraft>) =>
    onChange({
      ...value,
      touched: true,
      amountsEdited: value.amountsEdited || 'amount' in patch,
      milestones: value.milestones.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    });
  const set = (patch: Partial<TermsDraft>) => onChange({ ...value, ...patch, touched: true });
  const sum = sumOf(value);
  const off = totalCentavos !== null && sum !== totalCentavos;
  const keep = Number(value.cancel_keep_percent);

  return (
    <Stack gap="4" as="section" aria-label="Terms">
      <Heading as={headingLevel} size="sm">
        Terms
      </Heading>
      <Stack gap="3" as="ol" listStyleType="none" m="0" p="0" aria-label="Milestones">
        {value.milestones.map((m, i) => (
          <chakra.li key={m.key} borderWidth="1px" borderRadius="lg" p="3">
            <Flex justify="space-between" align="center" mb="2" gap="2">
              <Text fontWeight="semibold" fontSize="sm">
                Milestone {i + 1}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                color="red.700"
                onClick={() => onChange(removeMilestone(value, i))}
                disabled={value.milestones.length <= 1}
                aria-label={`Remove milestone ${i + 1}`}
              >
                Remove
              </Button>
            </Flex>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <TextField
                label={`Milestone ${i + 1} name`}
                size="md"
                value={m.name}
                onChange={(name) => setMilestone(i, { name })}
                error={errors[`milestones.${i}.name`]}
                maxLength={120}
              />
              <TextField
                label={`Milestone ${i + 1} deadline`}
                size="md"
                type="date"
                value={m.due_date}
                onChange={(due_date) => setMilestone(i, { due_date })}
                error={errors[`milestones.${i}.due_date`]}
              />
              <TextField
                label={`Milestone ${i + 1} amount (₱)`}
                size="md"
                inputMode="decimal"
                value={m.amount}
                onChange={(amount) => setMilestone(i, { amount })}
                error={errors[`milestones.${i}.amount_centavos`]}
              />
              <TextField
                label={`Milestone ${i + 1} revisions included`}
                size="md"
                type="number"
                min={0}
                max={MAX_REVISIONS}
                value={m.revisions}
                onChange={(revisions) => setMilestone(i, { revisions })}
                error={errors[`milestones.${i}.revisions`]}
              />
            </SimpleGrid>
          </chakra.li>
        ))}
      </Stack>
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange(addMilestone(value, dueDate))}
          disabled={value.milestones.length >= MAX_MILESTONES}
        >
          Add milestone
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => totalCentavos && onChange({ ...splitEvenly(value, totalCentavos), touched: true })}
          disabled={!totalCentavos}
        >
          Split evenly
        </Button>
      </Flex>
      {/* Read as typed, not announced: only the mismatch is (an alert). */}
      <Box data-testid="terms-sum" fontSize="sm">
        {totalCentavos === null ? (
          <Text color="fg.muted">Enter the budget to split it over the milestones.</Text>
        ) : (
          <Text color={off ? 'red.700' : 'fg.muted'} fontWeight={off ? 'semibold' : undefined}>
            Milestones add up to {formatPeso(sum)} of {formatPeso(totalCentavos)}
            {off ? '. ' : ''}
            {off ? <chakra.span role="alert">{COMMISSION_MESSAGES.milestonesSum}</chakra.span> : null}
          </Text>
        )}
      </Box>
      <SelectField
        label="Usage rights"
        value={value.usage}
        onChange={(usage) => set({ usage: (usage || value.usage) as UsageRights })}
        options={USAGE_RIGHTS.map((u) => ({ value: u, label: USAGE_TEXT[u] }))}
      />
      <TextField
        label="Delivery format"
        size="md"
        value={value.delivery_format}
        onChange={(delivery_format) => set({ delivery_format })}
        error={errors.delivery_format}
        maxLength={200}
      />
      <TextField
        label="Artist keeps (%) if canceled"
        size="md"
        type="number"
        min={0}
        max={100}
        value={value.cancel_keep_percent}
        onChange={(cancel_keep_percent) => set({ cancel_keep_percent })}
        error={errors.cancel_keep_percent}
        helper={Number.isInteger(keep) && keep >= 0 && keep <= 100 ? cancelRuleText(keep) : undefined}
      />
      <SelectField
        label="Funding"
        value={value.funding}
        onChange={(funding) => set({ funding: (funding || value.funding) as FundingMode })}
        options={FUNDING_MODES.map((f) => ({ value: f, label: FUNDING_TEXT[f] }))}
      />
    </Stack>
  );
}

import { Box, Button, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorCodes } from '@shared/api/errors';
import {
  onboardingBodySchema,
  PAYOUT_DESTINATIONS,
  PAYOUT_ID_TYPES,
  PAYOUT_MESSAGES,
  PAYOUT_TEXT,
  type PayoutAccount,
} from '@shared/schemas/payouts';
import { SubmitError, type SubmitErrorMessage } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { ApiError, fieldMessage, isApiError, userMessage } from '@web/lib/api-client';
import { useZodForm, type FormValuesOf } from '@web/lib/use-zod-form';
import { payoutKeys, useSubmitOnboarding } from '@web/api/payouts';
import { type OptionGroup, SelectField } from '@web/components/ui/choice-fields';
import { RadioChoiceField } from '@web/components/ui/radio-choice-field';

type OnboardingValues = FormValuesOf<typeof onboardingBodySchema>;

const FIELDS = [
  'kind',
  'legal_name',
  'birth_date',
  'mobile_number',
  'address_line1',
  'address_line2',
  'city',
  'province',
  'postal_code',
  'id_type',
  'id_number',
  'business_registration_number',
  'destination',
  'account_name',
  'account_number',
] as const satisfies readonly (keyof OnboardingValues)[];

const KINDS = [
  { value: 'individual', label: 'Individual', hint: 'You sell your own work under your name.' },
  { value: 'business', label: 'Business', hint: 'A business registered with the DTI or SEC.' },
];

const DESTINATION_GROUPS: OptionGroup[] = [
  { group: 'Banks', options: PAYOUT_DESTINATIONS.filter((d) => d.kind === 'bank') },
  { group: 'E-wallets', options: PAYOUT_DESTINATIONS.filter((d) => d.kind === 'ewallet') },
];

/** The route the form sends to (web/src/api/payouts.ts): its refusals are the ones read below. */
const ONBOARDING = 'POST /payouts/{userId}/onboarding';

const isEwallet = (destination: string | undefined) =>
  PAYOUT_DESTINATIONS.some((d) => d.value === destination && d.kind === 'ewallet');

/** A group of fields under a heading of its own. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * What PayMongo's Onboarding API needs to open the artist's child account, checked by the
 * server's own schema (onboardingBodySchema). A refusal keeps what was typed; the answer (in
 * review) replaces the account the tab shows.
 */
export function OnboardingForm({
  userId,
  account,
  id,
  submitLabel,
  onSubmitted,
  onStale,
  onCancel,
}: {
  userId: string;
  /** What PayMongo last had (after a rejection): the kind and destination start chosen. */
  account: PayoutAccount | undefined;
  id?: string;
  submitLabel: string;
  onSubmitted: (account: PayoutAccount) => void;
  /** The server says the details are already in review or active: its message. */
  onStale: (message: string) => void;
  onCancel: () => void;
}) {
  const submitOnboarding = useSubmitOnboarding(userId);
  const queryClient = useQueryClient();
  const form = useZodForm(onboardingBodySchema, {
    defaultValues: {
      // Most artists sell as themselves: Individual is chosen until they say otherwise.
      kind: account?.kind ?? 'individual',
      legal_name: '',
      birth_date: '',
      mobile_number: '',
      address_line1: '',
      address_line2: '',
      city: '',
      province: '',
      postal_code: '',
      id_type: '',
      id_number: '',
      business_registration_number: '',
      destination: account?.destination ?? '',
      account_name: '',
      account_number: '',
    },
  });
  const { field, formState } = form;
  const [kind, destination] = useWatch({ control: form.control, name: ['kind', 'destination'] });
  const business = kind === 'business';
  const ewallet = isEwallet(destination);
  const [error, setError] = useState<SubmitErrorMessage | null>(null);

  const submit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        onSubmitted(await submitOnboarding.mutateAsync(body));
      } catch (err) {
        console.error('Failed to send the payout details', err);
        // Active or in review already (sent from another tab): the tab says so and shows where things stand.
        if (
          isApiError(err, ONBOARDING, ErrorCodes.payoutsActive) ||
          isApiError(err, ONBOARDING, ErrorCodes.payoutsInReview)
        ) {
          onStale(
            userMessage(
              err,
              isApiError(err, ONBOARDING, ErrorCodes.payoutsActive)
                ? PAYOUT_MESSAGES.alreadyActive
                : PAYOUT_MESSAGES.inReview,
            ),
          );
          void queryClient.invalidateQueries({ queryKey: payoutKeys.account(userId) });
          return;
        }
        const name =
          err instanceof ApiError ? FIELDS.find((f) => err.field === f || err.field === `body.${f}`) : undefined;
        if (name && err instanceof ApiError) {
          form.setError(name, { message: fieldMessage(err) }, { shouldFocus: true });
          return;
        }
        setError({ text: userMessage(err, PAYOUT_MESSAGES.submitFailed) });
      }
    },
    () => setError(null),
  );

  return (
    <chakra.form id={id} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={id ? `${id}-title` : undefined}>
      <Stack gap="6" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
        <Box>
          <Heading as="h3" size="md" id={id ? `${id}-title` : undefined}>
            {PAYOUT_TEXT.formTitle}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1" data-testid="payout-privacy">
            {PAYOUT_TEXT.privacy}
          </Text>
        </Box>

        <Section title="About you">
          <RadioChoiceField legend="You are selling as" options={KINDS} {...field('kind')} />
          <TextField
            label={business ? 'Registered business name' : 'Legal name (as on your ID)'}
            autoComplete={business ? 'organization' : 'name'}
            maxLength={120}
            {...field('legal_name')}
          />
          {business ? (
            <TextField
              label="DTI or SEC registration number"
              maxLength={40}
              {...field('business_registration_number')}
            />
          ) : null}
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <TextField
              label={business ? "Representative's birth date" : 'Birth date'}
              type="date"
              autoComplete={business ? 'off' : 'bday'}
              {...field('birth_date')}
            />
            <TextField
              label="Mobile number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="09171234567"
              {...field('mobile_number')}
            />
          </Grid>
        </Section>

        <Section title="Address">
          <TextField label="Street address" autoComplete="address-line1" maxLength={200} {...field('address_line1')} />
          <TextField
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            maxLength={200}
            {...field('address_line2')}
          />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <TextField label="City or municipality" autoComplete="address-level2" maxLength={100} {...field('city')} />
            <TextField label="Province" autoComplete="address-level1" maxLength={100} {...field('province')} />
          </Grid>
          <Box maxW={{ sm: '12rem' }}>
            <TextField
              label="Postal code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={4}
              {...field('postal_code')}
            />
          </Box>
        </Section>

        <Section title="Government ID">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <SelectField label="ID type" placeholder="Choose an ID" options={PAYOUT_ID_TYPES} {...field('id_type')} />
            <TextField label="ID number" autoComplete="off" maxLength={30} {...field('id_number')} />
          </Grid>
        </Section>

        <Section title="Payout account">
          <SelectField
            label="Bank or e-wallet"
            placeholder="Choose where your payouts go"
            options={DESTINATION_GROUPS}
            {...field('destination')}
          />
          <TextField label="Account name" autoComplete="off" maxLength={120} {...field('account_name')} />
          <TextField
            label={ewallet ? 'E-wallet mobile number' : 'Account number'}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            placeholder={ewallet ? '09171234567' : undefined}
            {...field('account_number')}
          />
        </Section>

        <SubmitError error={error} />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            {PAYOUT_TEXT.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText={PAYOUT_TEXT.sending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

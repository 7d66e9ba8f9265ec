import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useController, useWatch, type Path } from 'react-hook-form';
import { MAX_PICKUP_NOTE, MAX_PICKUP_PLACE } from '@shared/messages/shipping';
import { ZONE_LABELS, ZONES, type Zone } from '@shared/places';
import {
  SHIPPING_MESSAGES,
  shippingFormSchema,
  type OwnShippingProfile,
  type ShippingFormValues,
  type ShippingProfileInput,
} from '@shared/schemas/shipping';
import { PlacePickers, type PlaceCodes, type PlaceField } from '@web/components/places/place-pickers';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { TextField } from '@web/components/ui/text-field';
import { TextareaField } from '@web/components/ui/textarea-field';
import { ApiError, fieldMessage, userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';

type FormValues = ShippingFormValues;

const pesosText = (centavos: number) => (centavos / 100).toFixed(2);

/** The form's values for a saved profile, or a new one's (nothing chosen, every zone off). */
export function valuesOf(profile: OwnShippingProfile | null): FormValues {
  const zone = (z: Zone) => {
    const rate = profile?.rates[z];
    return rate
      ? { on: true, first: pesosText(rate.first_centavos), extra: pesosText(rate.extra_centavos) }
      : { on: false, first: '', extra: '' };
  };
  return {
    days_to_ship: profile ? String(profile.days_to_ship) : '',
    region_code: profile?.ships_from.region_code ?? '',
    province_code: profile?.ships_from.province_code ?? '',
    city_code: profile?.ships_from.city_code ?? '',
    city_name: profile?.ships_from.city_name ?? '',
    zones: {
      metro_manila: zone('metro_manila'),
      luzon: zone('luzon'),
      visayas: zone('visayas'),
      mindanao: zone('mindanao'),
    },
    free_on: Boolean(profile && profile.free_over_centavos !== null),
    free_over: profile?.free_over_centavos != null ? pesosText(profile.free_over_centavos) : '',
    pickup_on: Boolean(profile?.pickup),
    pickup_place: profile?.pickup?.place ?? '',
    pickup_note: profile?.pickup?.note ?? '',
  };
}

/** The form field a refusal of the server names (`rates.luzon.first_centavos` → the Luzon first-piece rate). */
export function formFieldOf(serverField: string): Path<FormValues> | 'zones' | null {
  const field = serverField.replace(/^body\./, '');
  const rate = /^rates\.(\w+)\.(first|extra)_centavos$/.exec(field);
  if (rate && (ZONES as readonly string[]).includes(rate[1]!))
    return `zones.${rate[1] as Zone}.${rate[2] as 'first' | 'extra'}`;
  if (field === 'rates' || field.startsWith('rates.')) return 'zones';
  if (field.startsWith('ships_from')) return 'city_code';
  if (field === 'days_to_ship') return 'days_to_ship';
  if (field === 'free_over_centavos') return 'free_over';
  if (field.startsWith('pickup.note')) return 'pickup_note';
  if (field.startsWith('pickup')) return 'pickup_place';
  return null;
}

/** A checkbox with its label beside it, 24 px or more to tap. */
function Check({
  label,
  register,
}: {
  label: ReactNode;
  register: ReturnType<ReturnType<typeof useZodForm<typeof shippingFormSchema>>['register']>;
}) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" minH="6" cursor="pointer" fontWeight="medium">
      <chakra.input type="checkbox" w="5" h="5" accentColor="#b4532a" {...register} />
      {label}
    </chakra.label>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
      aria-label={title}
    >
      <Box>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {hint ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {hint}
          </Text>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}

const PLACE_FIELDS = ['region_code', 'province_code', 'city_code'] as const;

/**
 * The artist's shipping settings: days to ship, the city shipped from (PSGC pickers, down to the
 * city), a rate per zone behind "I ship here", free shipping at or above an amount, and
 * meet-up/pickup. Checked by the shared schema (the server's rules and messages) field by field;
 * Save's outcome shows beside it.
 */
export function ShippingForm({
  profile,
  onSave,
}: {
  profile: OwnShippingProfile | null;
  onSave: (body: ShippingProfileInput) => Promise<unknown>;
}) {
  const form = useZodForm(shippingFormSchema, { defaultValues: valuesOf(profile) });
  const { field, formState, register, control } = form;
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; text: string; key: number } | null>(null);
  const watched = useWatch({ control });
  const places = {
    region_code: useController({ control, name: 'region_code' }).field,
    province_code: useController({ control, name: 'province_code' }).field,
    city_code: useController({ control, name: 'city_code' }).field,
  };
  const placeValue: PlaceCodes = {
    region_code: String(places.region_code.value ?? ''),
    province_code: String(places.province_code.value ?? ''),
    city_code: String(places.city_code.value ?? ''),
    barangay_code: '',
  };
  const placeErrors: Partial<Record<PlaceField, string>> = {
    city_code: formState.errors.city_code?.message,
    region_code: formState.errors.region_code?.message,
  };
  const zonesError = (formState.errors.zones as { message?: string } | undefined)?.message;

  const submit = form.handleSubmit(
    async (body) => {
      setOutcome(null);
      try {
        await onSave(body);
        setOutcome((o) => ({ status: 'success', text: SHIPPING_MESSAGES.saved, key: (o?.key ?? 0) + 1 }));
      } catch (err) {
        const name = err instanceof ApiError && err.field ? formFieldOf(err.field) : null;
        if (name && err instanceof ApiError) {
          form.setError(name as Path<FormValues>, { message: fieldMessage(err) }, { shouldFocus: true });
          return;
        }
        setOutcome((o) => ({
          status: 'error',
          text: userMessage(err, SHIPPING_MESSAGES.saveFailed),
          key: (o?.key ?? 0) + 1,
        }));
      }
    },
    () => setOutcome(null),
  );

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="5">
        <Section
          title="Days to ship"
          hint="How many days you need to pack a piece and hand it to the courier. An art can say more in its own form (made-to-order pieces)."
        >
          <Box maxW="xs">
            <TextField label="Days to ship (1–30)" inputMode="numeric" placeholder="3" {...field('days_to_ship')} />
          </Box>
        </Section>

        <Section
          title="Ships from"
          hint="The city or municipality you send your pieces from: buyers see it, and it sets how long parcels take to reach them."
        >
          <PlacePickers
            depth="city"
            value={placeValue}
            onChange={(next, names) => {
              for (const name of PLACE_FIELDS)
                if (next[name] !== placeValue[name])
                  form.setValue(name, next[name], { shouldValidate: formState.isSubmitted, shouldDirty: true });
              form.setValue('city_name', names.city ?? '', { shouldDirty: true });
            }}
            errors={placeErrors}
            refs={{
              region_code: places.region_code.ref,
              province_code: places.province_code.ref,
              city_code: places.city_code.ref,
            }}
          />
        </Section>

        <Section
          title="Rates by destination"
          hint="Per order: the first piece, then each extra piece. Switch on the zones you ship to; buyers elsewhere can only meet you (when you offer it)."
        >
          {zonesError ? (
            <Text role="alert" color="red.700" fontSize="sm" fontWeight="medium">
              {zonesError}
            </Text>
          ) : null}
          <Stack gap="4">
            {ZONES.map((zone) => {
              const on = Boolean(watched.zones?.[zone]?.on);
              return (
                <Stack
                  key={zone}
                  as="fieldset"
                  gap="2"
                  borderTopWidth="1px"
                  pt="3"
                  _first={{ borderTopWidth: 0, pt: 0 }}
                >
                  <chakra.legend srOnly>{ZONE_LABELS[zone]}</chakra.legend>
                  <Check label={`I ship to ${ZONE_LABELS[zone]}`} register={register(`zones.${zone}.on`)} />
                  {on ? (
                    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                      <TextField
                        label={`${ZONE_LABELS[zone]}: first piece (₱)`}
                        inputMode="decimal"
                        placeholder="150.00"
                        {...field(`zones.${zone}.first`)}
                      />
                      <TextField
                        label={`${ZONE_LABELS[zone]}: each extra piece (₱)`}
                        inputMode="decimal"
                        placeholder="50.00"
                        {...field(`zones.${zone}.extra`)}
                      />
                    </Grid>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Section>

        <Section title="Free shipping">
          <Check label="Free shipping on orders at or above an amount" register={register('free_on')} />
          {watched.free_on ? (
            <Box maxW="xs">
              <TextField
                label="Free shipping at or above (₱)"
                inputMode="decimal"
                placeholder="5000.00"
                helper="What the buyer's pieces from you cost together, shipping not counted."
                {...field('free_over')}
              />
            </Box>
          ) : null}
        </Section>

        <Section
          title="Meet-up / pickup"
          hint="Buyers may choose to meet you instead of shipping; where you do not ship, it is their only way."
        >
          <Check label="I offer meet-up/pickup" register={register('pickup_on')} />
          {watched.pickup_on ? (
            <Stack gap="3">
              <TextField
                label="Pickup place"
                maxLength={MAX_PICKUP_PLACE}
                placeholder="e.g. SM North EDSA, The Block entrance"
                {...field('pickup_place')}
              />
              <TextareaField
                label="Note for buyers (optional)"
                rows={3}
                maxLength={MAX_PICKUP_NOTE}
                placeholder="e.g. Weekdays after 5 PM; message me a day ahead."
                {...field('pickup_note')}
              />
            </Stack>
          ) : null}
        </Section>

        <Flex gap="3" align="center" justify="flex-end" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText="Saving">
            Save shipping settings
          </Button>
        </Flex>
        {/* Beside Save, brought into view when it lands below the fold. */}
        {outcome ? (
          <OutcomeAlert key={outcome.key} status={outcome.status}>
            {outcome.text}
          </OutcomeAlert>
        ) : null}
      </Stack>
    </chakra.form>
  );
}

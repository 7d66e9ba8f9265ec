import { Box, chakra, Grid } from '@chakra-ui/react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import {
  ADDRESS_TEXT,
  addressBodySchema,
  MAX_CONTACT_NAME,
  MAX_LABEL,
  MAX_STREET,
  type Address,
  type AddressChange,
} from '@shared/schemas/addresses';
import { PlacePickers, type PlaceCodes, type PlaceField } from '@web/components/places/place-pickers';
import { FormModal } from '@web/components/ui/form-modal';
import { TextField } from '@web/components/ui/text-field';
import { useSaveAddress } from '@web/api/addresses';
import { ApiError, fieldMessage, userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { readableMobile } from './address-lines';

const PLACE_FIELDS: readonly PlaceField[] = ['region_code', 'province_code', 'city_code', 'barangay_code'];
const FIELDS = ['contact_name', 'mobile', ...PLACE_FIELDS, 'street', 'zip', 'label'] as const;

/**
 * Adds an address (no `address`) or edits one, in a dialog: the contact, the place picked from
 * the PSGC (PlacePickers), street and ZIP, a label, and whether it becomes the default (not asked
 * for the first address, which always is, nor for the default itself). The server's refusal of a
 * field shows under that field; any other under the fields.
 */
export function AddressDialog({
  address,
  askDefault,
  onClose,
  onSaved,
}: {
  address?: Address;
  /** Whether to offer "Use as my default address". */
  askDefault: boolean;
  onClose: () => void;
  onSaved: (change: AddressChange) => void;
}) {
  const save = useSaveAddress();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(addressBodySchema, {
    defaultValues: {
      label: address?.label ?? '',
      contact_name: address?.contact_name ?? '',
      mobile: address ? readableMobile(address.mobile) : '',
      street: address?.street ?? '',
      zip: address?.zip ?? '',
      region_code: address?.region.code ?? '',
      province_code: address?.province?.code ?? '',
      city_code: address?.city.code ?? '',
      barangay_code: address?.barangay.code ?? '',
      make_default: false,
    },
  });
  const { field, formState } = form;
  // Registered first, so a failed submit focuses the first wrong field in the order they show (react-hook-form goes by registration).
  const contactName = field('contact_name');
  const mobile = field('mobile');
  // Controlled, so a list that loads after the value was set still shows it; the refs let a failed submit focus the first wrong one.
  const places: Record<PlaceField, { value: unknown; ref: (instance: HTMLSelectElement | null) => void }> = {
    region_code: useController({ control: form.control, name: 'region_code' }).field,
    province_code: useController({ control: form.control, name: 'province_code' }).field,
    city_code: useController({ control: form.control, name: 'city_code' }).field,
    barangay_code: useController({ control: form.control, name: 'barangay_code' }).field,
  };
  const value = Object.fromEntries(
    PLACE_FIELDS.map((name) => [name, String(places[name].value ?? '')]),
  ) as unknown as PlaceCodes;
  const errors = Object.fromEntries(PLACE_FIELDS.map((name) => [name, formState.errors[name]?.message])) as Partial<
    Record<PlaceField, string>
  >;

  const submit = form.handleSubmit(
    async (body) => {
      setError(null);
      try {
        onSaved(await save.mutateAsync({ id: address?.id, body }));
      } catch (err) {
        const name =
          err instanceof ApiError ? FIELDS.find((f) => err.field === f || err.field === `body.${f}`) : undefined;
        if (name && err instanceof ApiError) {
          form.setError(name, { message: fieldMessage(err) }, { shouldFocus: true });
          return;
        }
        setError(userMessage(err, ADDRESS_TEXT.saveFailed));
      }
    },
    () => setError(null),
  );

  return (
    <FormModal
      title={address ? ADDRESS_TEXT.editTitle : ADDRESS_TEXT.addTitle}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={ADDRESS_TEXT.save}
      submitProps={{ colorPalette: 'brand', loadingText: ADDRESS_TEXT.saving }}
      pending={formState.isSubmitting}
      error={error}
      size="lg"
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <TextField label={ADDRESS_TEXT.contactName} autoComplete="name" maxLength={MAX_CONTACT_NAME} {...contactName} />
        <TextField
          label={ADDRESS_TEXT.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0917 123 4567"
          {...mobile}
        />
      </Grid>
      <PlacePickers
        value={value}
        onChange={(next) => {
          for (const name of PLACE_FIELDS)
            if (next[name] !== value[name])
              form.setValue(name, next[name], { shouldValidate: formState.isSubmitted, shouldDirty: true });
        }}
        errors={errors}
        refs={Object.fromEntries(PLACE_FIELDS.map((name) => [name, places[name].ref]))}
      />
      <TextField
        label={ADDRESS_TEXT.street}
        autoComplete="street-address"
        maxLength={MAX_STREET}
        {...field('street')}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <TextField
          label={ADDRESS_TEXT.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          {...field('zip')}
        />
        <TextField
          label={ADDRESS_TEXT.label}
          helper={ADDRESS_TEXT.labelHelper}
          maxLength={MAX_LABEL}
          {...field('label')}
        />
      </Grid>
      {askDefault ? (
        <Box>
          <chakra.label display="inline-flex" alignItems="center" gap="2" minH="6" cursor="pointer" fontSize="sm">
            <chakra.input type="checkbox" w="5" h="5" accentColor="#b4532a" {...form.register('make_default')} />
            {ADDRESS_TEXT.makeDefault}
          </chakra.label>
        </Box>
      ) : null}
    </FormModal>
  );
}

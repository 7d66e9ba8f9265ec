import { COURIER_LABELS, COURIERS, type Courier } from '@shared/fulfilment';
import { returnShipBodySchema } from '@shared/schemas/orders';
import { SelectField } from '@web/components/ui/choice-fields';
import { TextField } from '@web/components/ui/text-field';
import { issueOf } from './step-dialog';

export interface CourierValue {
  courier: string;
  tracking: string;
}

export const COURIER_OPTIONS = COURIERS.map((c) => ({ value: c, label: COURIER_LABELS[c] }));

/** The courier and tracking number as the server takes them, or each field's problem (the shared schema's messages). */
export function checkCourier(
  value: CourierValue,
): { body: { courier: Courier; tracking: string } } | { errors: { courier?: string; tracking?: string } } {
  const parsed = returnShipBodySchema.safeParse({ courier: value.courier || undefined, tracking: value.tracking });
  if (parsed.success) return { body: parsed.data };
  return {
    errors: {
      courier: issueOf(returnShipBodySchema.shape.courier.safeParse(value.courier || undefined)),
      tracking: issueOf(returnShipBodySchema.shape.tracking.safeParse(value.tracking)),
    },
  };
}

/** The courier (from the list) and the tracking number. */
export function CourierFields({
  value,
  onChange,
  errors,
}: {
  value: CourierValue;
  onChange: (value: CourierValue) => void;
  errors: { courier?: string; tracking?: string };
}) {
  return (
    <>
      <SelectField
        label="Courier"
        placeholder="Choose the courier"
        options={COURIER_OPTIONS}
        value={value.courier}
        onChange={(courier) => onChange({ ...value, courier })}
        error={errors.courier}
      />
      <TextField
        label="Tracking number"
        value={value.tracking}
        onChange={(tracking) => onChange({ ...value, tracking })}
        error={errors.tracking}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
      />
    </>
  );
}

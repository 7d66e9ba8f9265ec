import * as z from 'zod';
import {
  MONEY_STATES,
  PAYOUT_DESTINATIONS,
  PAYOUT_ID_TYPES,
  PAYOUT_KINDS,
  PAYOUT_MESSAGES,
  PAYOUT_STATUSES,
} from '../messages/payouts';
import { cursorSchema } from './common';

export * from '../messages/payouts';

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

const destinationValues = PAYOUT_DESTINATIONS.map((d) => d.value) as [string, ...string[]];
const idTypeValues = PAYOUT_ID_TYPES.map((d) => d.value) as [string, ...string[]];

/**
 * POST /payouts/{userId}/onboarding: what PayMongo's Onboarding API needs to open the artist's
 * child account. Crafti forwards it and keeps only what the status page shows (the kind, the
 * payout destination's name and the account number's last 4 digits).
 */
export const onboardingBodySchema = z
  .object({
    kind: z.enum(PAYOUT_KINDS, { error: 'Choose individual or business.' }),
    /** The person's full legal name, or the registered business name. */
    legal_name: text(120, 'Enter your legal name as it appears on your ID.'),
    /** The person's (or the business representative's) birth date. */
    birth_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your birth date.')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter your birth date.')
      .refine((v) => Number.isNaN(Date.parse(v)) || ageOn(v) >= 18, PAYOUT_MESSAGES.adult),
    mobile_number: z
      .string()
      .trim()
      .regex(/^(09|\+639)\d{9}$/, 'Enter a mobile number like 09171234567.'),
    address_line1: text(200, 'Enter your street address.'),
    address_line2: z.string().trim().max(200).optional().default(''),
    city: text(100, 'Enter your city or municipality.'),
    province: text(100, 'Enter your province.'),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Enter the 4-digit postal code.'),
    id_type: z.enum(idTypeValues, { error: 'Choose the ID you will use.' }),
    id_number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,30}$/, 'Enter the ID number as printed on your ID.'),
    /** DTI or SEC registration number, businesses only. */
    business_registration_number: z.string().trim().max(40).optional().default(''),
    destination: z.enum(destinationValues, { error: 'Choose where your payouts go.' }),
    account_name: text(120, 'Enter the name on the account.'),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{10,16}$/, 'Enter the account number (10 to 16 digits).'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'business' && !v.business_registration_number)
      ctx.addIssue({
        code: 'custom',
        path: ['business_registration_number'],
        message: 'Enter your DTI or SEC registration number.',
      });
    const ewallet = PAYOUT_DESTINATIONS.find((d) => d.value === v.destination)?.kind === 'ewallet';
    if (ewallet && !/^09\d{9}$/.test(v.account_number))
      ctx.addIssue({
        code: 'custom',
        path: ['account_number'],
        message: 'Enter the 11-digit mobile number of the e-wallet, like 09171234567.',
      });
  });
export type OnboardingBody = z.input<typeof onboardingBodySchema>;

/** GET /payouts/{userId}: the artist's payout account as the status page shows it. */
export const payoutAccountSchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  /** PayMongo's reason, when rejected or more information is needed. */
  reason: z.string().nullable(),
  kind: z.enum(PAYOUT_KINDS).nullable(),
  /** The bank or e-wallet (PAYOUT_DESTINATIONS value) and the account number's last 4 digits. */
  destination: z.string().nullable(),
  account_last4: z.string().nullable(),
  submitted_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  /** Centavos of the artist's sales Crafti holds until payouts are active. */
  held: z.number().int().nonnegative(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

const centavos = z.number().int();

/** One sale in the artist's earnings: stored figures, never recomputed from current prices. */
export const earningSchema = z.object({
  order_id: z.string(),
  checkout_id: z.string(),
  date: z.string(),
  description: z.string(),
  buyer_name: z.string(),
  /** The artist's pieces at the prices paid. */
  gross: centavos,
  /** The 5% the buyer paid Crafti on top of these pieces (not taken from the artist). */
  platform_fee: centavos,
  /** PayMongo's processing fee charged to the artist (Crafti pays it: 0). */
  processing_fee: centavos,
  /** What the artist receives: gross − processing fee (0 once refunded). */
  net: centavos,
  state: z.enum(MONEY_STATES),
});
export type Earning = z.infer<typeof earningSchema>;

export const earningsTotalsSchema = z.object({
  /** Net of this calendar month (Asia/Manila), and of all time; refunds subtract. */
  month: centavos,
  all_time: centavos,
  /** Sales Crafti holds until their orders are completed (and the artist's payouts are active). */
  held: centavos,
  /** What the ledger says is in the artist's PayMongo wallet: every release and completed sale transferred to it. */
  wallet: centavos,
});

/** A commission milestone's release (issue 31): Crafti's 5% is taken from it; the net goes to the artist's wallet. */
export const commissionEarningSchema = z.object({
  milestone_id: z.string(),
  project_id: z.string(),
  date: z.string(),
  description: z.string(),
  client_name: z.string(),
  gross: centavos,
  platform_fee: centavos,
  net: centavos,
  state: z.enum(['on_its_way', 'paid_out']),
});
export type CommissionEarning = z.infer<typeof commissionEarningSchema>;

export const earningsPageSchema = z.object({
  items: z.array(earningSchema),
  /** The latest commission releases (first page only; the CSV has them all). */
  commissions: z.array(commissionEarningSchema),
  cursor: z.string().nullable(),
  total: z.null(),
  totals: earningsTotalsSchema,
});
export type EarningsPage = z.infer<typeof earningsPageSchema>;

export const earningsQuerySchema = z.object({ cursor: cursorSchema.optional() });
export const artistIdParamsSchema = z.object({ artistId: z.string().min(1).max(128) });

/** GET /earnings/{artistId}/export: every sale as CSV, for a spreadsheet. */
export const earningsExportSchema = z.object({ filename: z.string(), csv: z.string() });

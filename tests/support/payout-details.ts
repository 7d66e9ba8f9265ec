import type { OnboardingBody as OnboardingInput } from '@shared/schemas/payouts';

/** An artist's payout details (no vitest here: the benches use it too). */
export type OnboardingBody = OnboardingInput;

/** An artist's payout details as the Payouts form sends them (an individual paid to a BDO account). */
export const onboardingSample = (overrides: Partial<OnboardingBody> = {}): OnboardingBody => ({
  kind: 'individual',
  legal_name: 'Maria Clara Santos',
  birth_date: '1994-05-24',
  mobile_number: '09171234567',
  address_line1: '12 Mabini Street',
  address_line2: 'Barangay San Roque',
  city: 'Quezon City',
  province: 'Metro Manila',
  postal_code: '1100',
  id_type: 'philsys',
  id_number: '1234-5678-9012',
  destination: 'bdo',
  account_name: 'Maria Clara Santos',
  account_number: '001234567890',
  ...overrides,
});

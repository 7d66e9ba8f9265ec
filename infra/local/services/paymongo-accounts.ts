import { now, resourceId, type ValidationError } from './paymongo-resources';

/**
 * Child accounts of the Seeds Onboarding API (v1): what POST/PUT /v1/merchants/children accept,
 * the record the simulator keeps (every detail, as PayMongo does) and the resource it answers
 * (government id, bank and e-wallet numbers masked), and the data of the merchant.* events.
 */

// The details are PayMongo's JSON, kept as JSON; the fields we read are named below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** DOCS-SILENT strings: 'under_review' ("Under review" on the dashboard) and 'action_required' (more information needed). */
export type ActivationStatus = 'pending' | 'under_review' | 'activated' | 'declined' | 'action_required';

export const PAYMONGO_BIC = 'PAEYPHM2XXX';

export interface Wallet {
  id: string;
  /** 12 digits. */
  account_number: string;
  account_name: string;
  /** The org that owns it: the parent or a child. */
  owner: string;
  type: 'standard' | 'basic';
  status: 'activated';
  /**
   * The v2 wallet resource's balance, in centavos: `available` can be moved now, `pending` is money
   * received that has not cleared yet (paymongo-balances.ts).
   */
  balance: { available: number; pending: number };
  livemode: boolean;
  created_at: number;
}

export interface ChildAccount {
  id: string;
  details: Json;
  activation_status: ActivationStatus;
  declined_reason: string | null;
  requirements_due: string[];
  wallet_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface ChildResource {
  id: string;
  type: 'merchant';
  attributes: Json & { activation_status: ActivationStatus };
}

const problem = (code: ValidationError['code'], attribute: string, detail: string): ValidationError => ({
  code,
  detail,
  source: { pointer: attribute, attribute },
});

const MOBILE = /^\+639\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WALLET_FEATURES = ['basic_wallet', 'standard_wallet'];
const FEATURES = ['payment_gateway', ...WALLET_FEATURES];

/** Checks a child's attributes; every problem, each with its attribute path. */
export function childProblems(a: Json): ValidationError[] {
  if (!a || typeof a !== 'object')
    return [problem('parameter_required', 'data.attributes', 'data.attributes is required.')];
  const errors: ValidationError[] = [];
  const text = (value: unknown, at: string, required = true) => {
    if (value == null || value === '') {
      if (required) errors.push(problem('parameter_required', at, `${at} is required.`));
      return false;
    }
    if (typeof value !== 'string' || !value.trim())
      return (errors.push(problem('parameter_invalid', at, `${at} must be a non-empty string.`)), false);
    return true;
  };
  const address = (value: Json, at: string) => {
    if (!value || typeof value !== 'object')
      return errors.push(problem('parameter_required', at, `${at} is required.`));
    for (const key of ['line1', 'city', 'state', 'postal_code']) text(value[key], `${at}.${key}`);
    text(value.line2, `${at}.line2`, false);
    if (value.country !== 'PH') errors.push(problem('parameter_invalid', `${at}.country`, `${at}.country must be PH.`));
  };

  const business = a.business;
  if (!business || typeof business !== 'object')
    errors.push(problem('parameter_required', 'business', 'business is required.'));
  else {
    if (!['individual', 'sole_proprietor'].includes(business.type))
      errors.push(
        problem('parameter_invalid', 'business.type', 'business.type must be individual or sole_proprietor.'),
      );
    text(business.trade_name, 'business.trade_name');
    // The DTI registered name of a sole proprietor; an individual's is their own name.
    text(business.legal_name, 'business.legal_name', business.type === 'sole_proprietor');
    text(business.registration_number, 'business.registration_number', false);
    address(business.address, 'business.address');
  }

  const rep = a.representative;
  if (!rep || typeof rep !== 'object')
    errors.push(problem('parameter_required', 'representative', 'representative is required.'));
  else {
    text(rep.first_name, 'representative.first_name');
    text(rep.last_name, 'representative.last_name');
    if (!validBirthDate(rep.date_of_birth))
      errors.push(
        problem(
          'parameter_invalid',
          'representative.date_of_birth',
          'representative.date_of_birth must be a real date { day, month, year } of someone at least 18 years old.',
        ),
      );
    if (typeof rep.mobile_number !== 'string' || !MOBILE.test(rep.mobile_number))
      errors.push(
        problem(
          'parameter_invalid',
          'representative.mobile_number',
          'representative.mobile_number must look like +639XXXXXXXXX.',
        ),
      );
    if (typeof rep.email_address !== 'string' || !EMAIL.test(rep.email_address))
      errors.push(
        problem(
          'parameter_invalid',
          'representative.email_address',
          'representative.email_address must be an email address.',
        ),
      );
    if (typeof rep.nationality !== 'string' || !/^[A-Z]{3}$/.test(rep.nationality))
      errors.push(
        problem(
          'parameter_invalid',
          'representative.nationality',
          'representative.nationality must be a 3-letter country code such as PHL.',
        ),
      );
    address(rep.address, 'representative.address');
    if (!rep.government_id || typeof rep.government_id !== 'object')
      errors.push(
        problem('parameter_required', 'representative.government_id', 'representative.government_id is required.'),
      );
    else {
      text(rep.government_id.type, 'representative.government_id.type');
      text(rep.government_id.number, 'representative.government_id.number');
    }
  }

  if ((a.bank == null) === (a.e_wallet == null))
    errors.push(problem('parameter_invalid', 'bank', 'Give exactly one of bank or e_wallet.'));
  else if (a.bank != null) {
    if (typeof a.bank.id !== 'string' || !/^bank_\w+$/.test(a.bank.id))
      errors.push(problem('parameter_invalid', 'bank.id', 'bank.id must be a bank id (bank_…).'));
    text(a.bank.account_name, 'bank.account_name');
    if (typeof a.bank.account_number !== 'string' || !/^\d{6,20}$/.test(a.bank.account_number))
      errors.push(problem('parameter_invalid', 'bank.account_number', 'bank.account_number must be 6 to 20 digits.'));
  } else {
    if (!['gcash', 'maya'].includes(a.e_wallet.provider))
      errors.push(problem('parameter_invalid', 'e_wallet.provider', 'e_wallet.provider must be gcash or maya.'));
    if (typeof a.e_wallet.mobile_number !== 'string' || !MOBILE.test(a.e_wallet.mobile_number))
      errors.push(
        problem('parameter_invalid', 'e_wallet.mobile_number', 'e_wallet.mobile_number must look like +639XXXXXXXXX.'),
      );
    text(a.e_wallet.account_name, 'e_wallet.account_name');
  }

  const features = a.features;
  if (
    !Array.isArray(features) ||
    features.length === 0 ||
    features.some((f) => !FEATURES.includes(f)) ||
    new Set(features).size !== features.length
  )
    errors.push(problem('parameter_invalid', 'features', `features must be a list of ${FEATURES.join(', ')}.`));
  else if (features.filter((f) => WALLET_FEATURES.includes(f)).length > 1)
    errors.push(problem('parameter_invalid', 'features', 'features may hold only one wallet type.'));

  if (
    a.metadata != null &&
    (typeof a.metadata !== 'object' || Object.values(a.metadata).some((v) => typeof v !== 'string'))
  )
    errors.push(problem('parameter_invalid', 'metadata', 'metadata values must be strings.'));
  return errors;
}

function validBirthDate(d: Json): boolean {
  if (!d || ![d.day, d.month, d.year].every(Number.isInteger)) return false;
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  if (date.getUTCFullYear() !== d.year || date.getUTCMonth() !== d.month - 1 || date.getUTCDate() !== d.day)
    return false;
  const adult = new Date();
  adult.setUTCFullYear(adult.getUTCFullYear() - 18);
  return d.year >= 1900 && date <= adult;
}

/** Only what PayMongo would keep of the attributes given (unknown keys dropped). */
export function detailsOf(a: Json): Json {
  const { business, representative, bank, e_wallet, features, metadata } = structuredClone(a);
  return {
    business,
    representative,
    ...(bank ? { bank } : {}),
    ...(e_wallet ? { e_wallet } : {}),
    features,
    metadata: metadata ?? null,
  };
}

export function newChild(a: Json): ChildAccount {
  const t = now();
  return {
    id: resourceId('org'),
    details: detailsOf(a),
    activation_status: 'pending',
    declined_reason: null,
    requirements_due: [],
    wallet_id: null,
    created_at: t,
    updated_at: t,
  };
}

const last4 = (s: string) => s.slice(-4);
const mask = (s: string) => `${'*'.repeat(Math.max(0, s.length - 4))}${last4(s)}`;

/** The legal name PayMongo derives: an individual's own name, else the DTI name given. */
export const legalNameOf = (child: ChildAccount): string =>
  child.details.business.legal_name ??
  `${child.details.representative.first_name} ${child.details.representative.last_name}`;

export const walletView = (w: Wallet) => ({
  id: w.id,
  account_number: w.account_number,
  status: w.status,
  type: w.type,
});

/** The child as GET /v1/merchants/children/{id} answers it. */
export function childResource(child: ChildAccount, wallet: Wallet | undefined, livemode: boolean): ChildResource {
  const d = child.details;
  const { government_id, ...rep } = d.representative;
  return {
    id: child.id,
    type: 'merchant',
    attributes: {
      activation_status: child.activation_status,
      business: { ...d.business, legal_name: legalNameOf(child) },
      representative: {
        ...rep,
        government_id: { type: government_id.type, number: `****${last4(government_id.number)}` },
      },
      ...(d.bank
        ? {
            bank: {
              id: d.bank.id,
              account_name: d.bank.account_name,
              account_number_last4: last4(d.bank.account_number),
            },
          }
        : {}),
      ...(d.e_wallet
        ? {
            e_wallet: {
              provider: d.e_wallet.provider,
              account_name: d.e_wallet.account_name,
              mobile_number: mask(d.e_wallet.mobile_number),
            },
          }
        : {}),
      features: d.features,
      declined_reason: child.declined_reason,
      requirements_due: child.requirements_due,
      wallet: wallet ? walletView(wallet) : null,
      metadata: d.metadata,
      livemode,
      created_at: child.created_at,
      updated_at: child.updated_at,
    },
  };
}

export function newWallet(
  owner: string,
  accountName: string,
  livemode: boolean,
  type: Wallet['type'] = 'standard',
): Wallet {
  const digits = [...resourceId('n').slice(2)]
    .map((c) => String(c.charCodeAt(0) % 10))
    .join('')
    .slice(0, 12);
  return {
    id: resourceId('wallet'),
    account_number: digits,
    account_name: accountName,
    owner,
    type,
    status: 'activated',
    balance: { available: 0, pending: 0 },
    livemode,
    created_at: now(),
  };
}

/** A wallet kept before balances had two parts (a number then) has it all available. */
export function upgradeWallet(w: Wallet): Wallet {
  const old = w as unknown as { balance: unknown; livemode?: boolean; created_at?: number };
  if (typeof old.balance === 'number') w.balance = { available: old.balance, pending: 0 };
  w.livemode ??= false;
  w.created_at ??= now();
  return w;
}

/** The data of a merchant.activated / merchant.declined / merchant.action_required event (the newer, flat nesting). */
export function merchantEventData(child: ChildAccount, wallet: Wallet | undefined): Json {
  const account = {
    legal_name: legalNameOf(child),
    trade_name: child.details.business.trade_name,
    type: child.details.business.type,
  };
  const base = { merchant_id: child.id, account, activation_status: child.activation_status };
  if (child.activation_status === 'activated')
    return { ...base, features: child.details.features, wallet: wallet ? walletView(wallet) : null };
  if (child.activation_status === 'declined') return { ...base, declined_reason: child.declined_reason };
  return { ...base, declined_reason: child.declined_reason, requirements_due: child.requirements_due };
}

/** A plausible child for a forged merchant.* event about an id the simulator does not know. */
export function phantomChild(id: string, status: ActivationStatus): ChildAccount {
  const t = now();
  return {
    id,
    details: {
      business: { type: 'individual', trade_name: 'Forged Studio', legal_name: 'Forged Person' },
      representative: {},
      features: ['payment_gateway', 'standard_wallet'],
    },
    activation_status: status,
    declined_reason: status === 'activated' ? null : 'Forged reason',
    requirements_due: status === 'action_required' ? ['representative.government_id'] : [],
    wallet_id: null,
    created_at: t,
    updated_at: t,
  };
}

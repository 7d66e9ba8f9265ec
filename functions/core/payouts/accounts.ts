import { ErrorCodes } from '@shared/api/errors';
import { PAYOUT_DESTINATIONS, PAYOUT_MESSAGES, type PayoutStatus } from '@shared/messages/payouts';
import type { onboardingBodySchema, PayoutAccount } from '@shared/schemas/payouts';
import type * as z from 'zod';
import type { Actor } from '../actor';
import * as Counters from '../counters/counters';
import { db, type Item } from '../db/service';
import { commit } from '../db/transactions';
import { AppError } from '../errors';
import { log, serializeError } from '../observability/log';
import { Metrics } from '../observability/metrics';
import { type ChildAccount, type ChildAccountInput, type ChildStatus, platforms } from '../payments/platforms';
import { notFoundAsNull, PaymentProviderError } from '../payments/provider';
import * as Profiles from '../profiles/profiles';
import * as Realtime from '../realtime/realtime';

/**
 * An artist's PayMongo child account: onboarding through PayMongo's Onboarding API, its status
 * kept in sync from PayMongo's webhooks (each event re-read from PayMongo, so a forged one changes
 * nothing), and the active accounts a checkout splits payments to. Crafti forwards the KYC
 * details and keeps only what the status page shows: the kind, the payout destination, the
 * account's last 4 digits.
 */

type OnboardingBody = z.output<typeof onboardingBodySchema>;
export type AccountItem = Item<'payoutAccount'>;

export async function find(userId: string) {
  const { data } = await db().entities.payoutAccount.get({ userId }).go();
  return data;
}

async function findByChild(childAccountId: string) {
  const { data } = await db().entities.payoutAccount.query.byChildAccount({ childAccountId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** GET /payouts/{userId}: the status page's view (the route's owner rule: the artist or an admin). */
export async function view(userId: string): Promise<PayoutAccount> {
  const [account, held] = await Promise.all([find(userId), Counters.get(Counters.names.heldEarnings(userId))]);
  return toView(account, held);
}

type Shown = Pick<
  AccountItem,
  'status' | 'reason' | 'kind' | 'destination' | 'accountLast4' | 'submittedAt' | 'activatedAt'
>;

function toView(account: Partial<Shown> | null | undefined, held: number): PayoutAccount {
  return {
    status: account?.status ?? 'not_started',
    reason: account?.reason ?? null,
    kind: account?.kind ?? null,
    destination: account?.destination ?? null,
    account_last4: account?.accountLast4 ?? null,
    submitted_at: account?.submittedAt ?? null,
    activated_at: account?.activatedAt ?? null,
    held,
  };
}

/** The active child account of each of these artists (the others' shares are held). */
export async function activeChildAccounts(
  artistIds: readonly string[],
): Promise<Map<string, { childAccountId: string; walletAccountNumber?: string }>> {
  const ids = [...new Set(artistIds)];
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.payoutAccount.get(ids.map((userId) => ({ userId })))
    .go();
  return new Map(
    data.flatMap((a) =>
      a && a.status === 'active' && a.childAccountId
        ? [[a.userId, { childAccountId: a.childAccountId, walletAccountNumber: a.walletAccountNumber }] as const]
        : [],
    ),
  );
}

const pad = (n: number) => String(n);
function childInput(body: OnboardingBody, email: string, userId: string): ChildAccountInput {
  const [year, month, day] = body.birth_date.split('-').map(Number) as [number, number, number];
  const words = body.legal_name.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0]!;
  const first = words.join(' ') || last;
  const address = {
    line1: body.address_line1,
    line2: body.address_line2,
    city: body.city,
    state: body.province,
    postal_code: body.postal_code,
    country: 'PH' as const,
  };
  const mobile = `+63${body.mobile_number.replace(/^(\+63|0)/, '')}`;
  const destination = PAYOUT_DESTINATIONS.find((d) => d.value === body.destination)!;
  return {
    business: {
      type: body.kind === 'business' ? 'sole_proprietor' : 'individual',
      ...(body.kind === 'business'
        ? { legal_name: body.legal_name, registration_number: body.business_registration_number }
        : {}),
      trade_name: body.legal_name,
      address,
    },
    representative: {
      first_name: first,
      last_name: last,
      date_of_birth: { day, month, year },
      mobile_number: mobile,
      email_address: email,
      nationality: 'PHL',
      address,
      government_id: { type: body.id_type, number: body.id_number },
    },
    ...(destination.kind === 'bank'
      ? {
          bank: {
            id: `bank_${destination.value}`,
            account_name: body.account_name,
            account_number: body.account_number,
          },
        }
      : {
          e_wallet: {
            provider: destination.value as 'gcash' | 'maya',
            mobile_number: `+63${body.account_number.slice(1)}`,
            account_name: body.account_name,
          },
        }),
    features: ['payment_gateway', 'standard_wallet'],
    metadata: { crafti_user_id: userId, submitted: pad(Date.now()) },
  };
}

/** What PayMongo's refusal says, for the artist: the field it names and its words. */
function refusal(err: PaymentProviderError): AppError {
  const first = err.details[0];
  const detail = first
    ? `${first.detail}${first.attribute ? ` (${first.attribute})` : ''}`
    : 'PayMongo refused the details.';
  return new AppError(ErrorCodes.payoutsRefused, `PayMongo could not accept your details: ${detail}`);
}

/**
 * POST /payouts/{userId}/onboarding: sends the details to PayMongo (a new child account, or the
 * same one updated after a decline or a request for more) and submits them for review.
 */
export async function onboard(actor: Actor, body: OnboardingBody): Promise<PayoutAccount> {
  const userId = actor.userId;
  const [account, profile] = await Promise.all([find(userId), Profiles.get(userId)]);
  if (account?.status === 'active') throw new AppError(ErrorCodes.payoutsActive, PAYOUT_MESSAGES.alreadyActive);
  if (account?.status === 'in_review') throw new AppError(ErrorCodes.payoutsInReview, PAYOUT_MESSAGES.inReview);
  if (!profile) throw new AppError(ErrorCodes.payoutsRefused, 'Your profile could not be found.');
  const input = childInput(body, profile.email, userId);
  let child: ChildAccount;
  try {
    const client = await platforms();
    const made = account?.childAccountId
      ? await client.updateChildAccount(account.childAccountId, input)
      : await client.createChildAccount(input);
    // Kept at once: a failure between creating and submitting must not make a second child account next time.
    if (!account?.childAccountId)
      await db()
        .entities.payoutAccount.upsert({ userId, childAccountId: made.id, status: account?.status ?? 'not_started' })
        .go();
    child = await client.submitChildAccount(made.id);
  } catch (err) {
    if (err instanceof PaymentProviderError && err.code === 'provider_rejected') throw refusal(err);
    log.error('onboarding could not be sent to PayMongo', { userId, error: serializeError(err) });
    Metrics.count('payoutOnboardingFailures', 1, { userId });
    throw new AppError(ErrorCodes.payoutsUnavailable, PAYOUT_MESSAGES.submitFailed);
  }
  const stored = {
    status: statusOf(child.status),
    reason: '',
    kind: body.kind,
    destination: body.destination,
    accountLast4: body.account_number.slice(-4),
    submittedAt: new Date().toISOString(),
  };
  await commit((tx) => [
    tx.payoutAccount.upsert({ userId, childAccountId: child.id, ...stored }).commit(),
    ...Profiles.setPayoutStatus(tx, profile, stored.status),
  ]);
  // What was just written, with what Crafti holds (the account is not read again).
  return toView(
    { ...stored, activatedAt: account?.activatedAt },
    await Counters.get(Counters.names.heldEarnings(userId)),
  );
}

/** PayMongo's activation status, as Crafti names it. */
export function statusOf(status: ChildStatus): PayoutStatus {
  switch (status) {
    case 'activated':
      return 'active';
    case 'declined':
      return 'rejected';
    case 'action_required':
      return 'more_information';
    case 'pending':
    case 'under_review':
      return 'in_review';
  }
}

const NOTICE: Partial<Record<PayoutStatus, string>> = {
  active: 'Your payouts are active. Money from your sales now goes to your PayMongo wallet.',
  rejected: 'PayMongo could not verify your payout details. Open Payouts to see why and send them again.',
  more_information: 'PayMongo needs more information to activate your payouts. Open Payouts to see what.',
};

/**
 * A `merchant.*` webhook: the child account is read again from PayMongo (the event's own words
 * are not trusted) and its status stored, with the artist's profile card and a notification.
 * Answers the artist whose account became active (their held shares are then transferred).
 */
export async function syncFromProvider(
  childAccountId: string,
): Promise<{ userId: string; status: PayoutStatus } | null> {
  const account = await findByChild(childAccountId);
  if (!account) {
    log.warn('webhook names a child account Crafti does not know', { childAccountId });
    return null;
  }
  const child = await (await platforms()).retrieveChildAccount(childAccountId).catch(notFoundAsNull);
  if (!child) return null;
  const status = statusOf(child.status);
  const reason = child.declinedReason ?? '';
  if (
    status === account.status &&
    reason === (account.reason ?? '') &&
    (status !== 'active' || account.walletAccountNumber)
  )
    return { userId: account.userId, status };
  const profile = await Profiles.get(account.userId);
  if (!profile) return null;
  const reasonText = child.requirementsDue.length
    ? `${reason}${reason ? ' ' : ''}Needed: ${child.requirementsDue.join(', ')}.`
    : reason;
  await commit((tx, fx) => {
    const message = NOTICE[status];
    const told = message
      ? fx.notify(account.userId, { type: 'payout', message, link: '/artist-profile?tab=payouts' })
      : [];
    fx.after(() => Realtime.pushToUser(account.userId, { type: 'payout' }));
    return [
      tx.payoutAccount
        .patch({ userId: account.userId })
        .set({
          status,
          reason: reasonText,
          ...(child.wallet
            ? { walletAccountNumber: child.wallet.accountNumber, walletAccountName: profile.firstname }
            : {}),
          ...(status === 'active' && !account.activatedAt ? { activatedAt: new Date().toISOString() } : {}),
        })
        .commit(),
      ...Profiles.setPayoutStatus(tx, profile, status),
      ...told,
    ];
  });
  return { userId: account.userId, status };
}

/** The active artist's wallet, for a transfer of their held shares. */
export async function walletOf(userId: string): Promise<{ number: string; name: string } | null> {
  const account = await find(userId);
  if (account?.status !== 'active' || !account.walletAccountNumber) return null;
  return { number: account.walletAccountNumber, name: account.walletAccountName ?? 'Artist' };
}

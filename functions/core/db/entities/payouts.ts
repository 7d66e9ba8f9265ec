import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@shared/messages/payouts';
import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * An artist's PayMongo child account: its id, where onboarding stands (kept in sync from
 * PayMongo's webhooks), the wallet PayMongo opened on activation, and only what the status page
 * shows of the details sent (the kind, the payout destination, the account's last 4 digits).
 * Found by the child account id (gsi1) when a webhook names only that.
 */
export const PayoutAccountEntity = entity({
  model: { entity: 'payoutAccount', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    childAccountId: { type: 'string' },
    status: { type: PAYOUT_STATUSES, required: true },
    reason: { type: 'string' },
    kind: { type: PAYOUT_KINDS },
    destination: { type: 'string' },
    accountLast4: { type: 'string' },
    /** The child's PayMongo wallet, given on activation: where held shares are transferred. */
    walletAccountNumber: { type: 'string' },
    walletAccountName: { type: 'string' },
    submittedAt: { type: 'string' },
    activatedAt: { type: 'string' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byChildAccount: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['childAccountId'] },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: [] },
    },
  },
});

const posting = {
  type: 'map',
  properties: {
    /** buyer | platform:fee | platform:held:<artistId> | artist:<artistId> | paymongo:fees */
    account: { type: 'string', required: true },
    /** Centavos, signed: what the account gained (+) or gave (−). An entry's postings add up to 0. */
    amount: { type: 'number', required: true },
    orderId: { type: 'string' },
  },
} as const;

/**
 * One movement of a checkout's money, double-entry: its postings add up to zero, so nothing is
 * created or lost. Written in the same transaction as the state change it records. Kept per
 * checkout (a checkout's entries are one Query) and, for the reconciliation, by day (gsi3).
 */
export const LedgerEntryEntity = entity({
  model: { entity: 'ledgerEntry', version: '1', service: 'crafti' },
  attributes: {
    checkoutId: { type: 'string', required: true, readOnly: true },
    /** Unique within the checkout and deterministic (payment, transfer:<orderId>, refund:<orderId>): a repeat is refused by its condition. */
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['payment', 'transfer', 'refund', 'internal'] as const, required: true, readOnly: true },
    postings: { type: 'list', items: posting, required: true, readOnly: true },
    /** PayMongo's id of what moved the money (pay_…, tr_…, ref_…) and the centavos it moved. */
    providerId: { type: 'string', required: true, readOnly: true },
    providerAmount: { type: 'number', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString().slice(0, 10) },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byCheckout: {
      pk: { field: TABLE.partitionKey, composite: ['checkoutId'] },
      sk: { field: TABLE.sortKey, composite: ['entryId'] },
    },
    byDay: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['day'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['createdAt', 'checkoutId', 'entryId'] },
    },
  },
});

/**
 * A sale whose share Crafti holds because its artist's payouts were not active: one per order,
 * gone once it is transferred or refunded. Listed by artist when they become active.
 */
export const HeldShareEntity = entity({
  model: { entity: 'heldShare', version: '1', service: 'crafti' },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    checkoutId: { type: 'string', required: true, readOnly: true },
    amountCentavos: { type: 'number', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byArtist: {
      pk: { field: TABLE.partitionKey, composite: ['artistId'] },
      sk: { field: TABLE.sortKey, composite: ['orderId'] },
    },
  },
});

/**
 * Money Crafti must still ask PayMongo to move (a transfer of a held share, a refund), written
 * with the state change that calls for it and gone when PayMongo has it. The sweeper retries the
 * due ones with the same reference, so a crash between the write and the call loses nothing and
 * moves nothing twice.
 */
export const MoneyTaskEntity = entity({
  model: { entity: 'moneyTask', version: '1', service: 'crafti' },
  attributes: {
    taskId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['transfer', 'refund', 'release', 'commission_refund', 'auto_approve'] as const, required: true, readOnly: true },
    /** The order (transfer, refund) or the milestone `<projectId>.<position>` (release, commission_refund, auto_approve) it moves. */
    orderId: { type: 'string', required: true, readOnly: true },
    /** A commission's movement: how much, from which payment (refunds), to whom (releases). */
    amountCentavos: { type: 'number' },
    paymentId: { type: 'string' },
    artistId: { type: 'string' },
    /** The reference PayMongo keeps (reference_number / metadata): asked again, it answers the same movement. */
    reference: { type: 'string', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    dueAt: { type: 'string', required: true },
    /** What PayMongo last said when it refused (a refund it will not make stays pending and alarms). */
    lastError: { type: 'string' },
    shard: { type: 'string', required: true, readOnly: true, default: () => 'money' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['taskId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    due: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['shard'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['dueAt', 'taskId'] },
    },
  },
});

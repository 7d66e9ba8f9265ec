import { MOVEMENT_STATES } from '@shared/money-machines';
import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * The money engine's own items (functions/core/money/): the ledger, the movements Crafti still
 * has to ask PayMongo for, and the PayMongo events already handled.
 */

const posting = {
  type: 'map',
  properties: {
    /** An account of functions/core/money/accounts.ts. */
    account: { type: 'string', required: true },
    /** Centavos, signed: what the account gained (+) or gave (−). An entry's postings add up to 0. */
    amount: { type: 'number', required: true },
    /** The order or milestone the posting is about. */
    ref: { type: 'string' },
  },
} as const;

/**
 * One movement of money, double-entry (its postings add up to zero), written in the same
 * transaction as the state change it records. Kept per book (a checkout's id, or `project-<id>`),
 * by day for the reconciliation (gsi3), and by PayMongo's id of the movement (gsi1; internal
 * moves, which PayMongo does not see, have none).
 */
export const LedgerEntryEntity = entity({
  model: { entity: 'ledgerEntry', version: '2', service: 'crafti' },
  attributes: {
    book: { type: 'string', required: true, readOnly: true },
    /** Unique within the book and deterministic (payment, transfer:<order>, …): a repeat is refused by its condition. */
    entryId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['payment', 'transfer', 'refund', 'internal'] as const, required: true, readOnly: true },
    postings: { type: 'list', items: posting, required: true, readOnly: true },
    /** PayMongo's id of what moved the money (pay_…, tr_…, ref_…) and the centavos it moved. */
    providerId: { type: 'string', readOnly: true },
    providerAmount: { type: 'number', readOnly: true },
    day: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString().slice(0, 10) },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byBook: {
      pk: { field: TABLE.partitionKey, composite: ['book'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: ['entryId'], casing: 'none' },
    },
    byProvider: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['providerId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['book', 'entryId'], casing: 'none' },
    },
    byDay: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['day'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['createdAt', 'book', 'entryId'], casing: 'none' },
    },
  },
});

/**
 * A transfer or a refund Crafti must still ask PayMongo for (functions/core/money/movements.ts),
 * written with the state change that calls for it and deleted by the write that records its
 * outcome. Its id says what it moves money for: `<kind>:<subjectKind>:<subjectId>`. One run at a
 * time claims it (a lease); each round has its own reference and Idempotency-Key, so a retry
 * finds or repeats the same movement and a new round is asked only after PayMongo said the last
 * one failed or refused it. The sweeper reads the due ones (gsi3); a transfer waiting for its
 * artist's payouts is found by artist (gsi1).
 */
export const MoneyTaskEntity = entity({
  model: { entity: 'moneyTask', version: '2', service: 'crafti' },
  attributes: {
    taskId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['transfer', 'refund'] as const, required: true, readOnly: true },
    subjectKind: { type: ['order', 'milestone', 'checkout', 'funding'] as const, required: true, readOnly: true },
    subjectId: { type: 'string', required: true, readOnly: true },
    /** The ledger book its entry goes to (a checkout id, `project-<id>`). */
    book: { type: 'string', required: true, readOnly: true },
    amountCentavos: { type: 'number', required: true, readOnly: true },
    /** A transfer's artist; a refund's PayMongo payment. */
    artistId: { type: 'string', readOnly: true },
    paymentId: { type: 'string', readOnly: true },
    /** What it is for, in PayMongo's description and the notices. */
    description: { type: 'string', required: true, readOnly: true },
    round: { type: 'number', required: true, default: 0 },
    state: { type: MOVEMENT_STATES, required: true, default: 'queued' },
    runId: { type: 'string' },
    leaseUntil: { type: 'string' },
    /** PayMongo's id of this round's movement, once PayMongo has it. */
    providerId: { type: 'string' },
    attempts: { type: 'number', required: true, default: 0 },
    dueAt: { type: 'string', required: true },
    /** What PayMongo last said when it refused or failed (a movement that keeps failing alarms). */
    lastError: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    shard: { type: 'string', required: true, readOnly: true, default: () => 'money' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['taskId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    byArtist: {
      index: 'gsi1',
      pk: { field: TABLE.indexes.gsi1.partitionKey, composite: ['artistId'], casing: 'none' },
      sk: { field: TABLE.indexes.gsi1.sortKey, composite: ['taskId'], casing: 'none' },
    },
    due: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['shard'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['dueAt', 'taskId'], casing: 'none' },
    },
  },
});

/** A PayMongo event already handled: its id makes a redelivery a no-op. Gone after 30 days. */
export const PaymentEventEntity = entity({
  model: { entity: 'paymentEvent', version: '1', service: 'crafti' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    checkoutId: { type: 'string' },
    outcome: { type: 'string', required: true },
    receivedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    expiresAt: {
      type: 'number',
      required: true,
      readOnly: true,
      default: () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
    },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['eventId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

/**
 * Work a domain has to do later or finish (a paid checkout's orders, a delivery's auto-approval),
 * written with the change that calls for it and run by the every-minute job when due (gsi3). Its
 * id names the domain's kind and subject: `<kind>:<subjectId>`.
 */
export const DueWorkEntity = entity({
  model: { entity: 'dueWork', version: '1', service: 'crafti' },
  attributes: {
    workId: { type: 'string', required: true, readOnly: true },
    kind: {
      type: [
        'checkout_paid',
        'paid_mail',
        'auto_approve',
        'order_clock',
        'order_ship_warn',
        'push_held',
        'mail_digest',
        'art_search',
        'artist_search',
      ] as const,
      required: true,
      readOnly: true,
    },
    subjectId: { type: 'string', required: true, readOnly: true },
    /** The kind's own token (e.g. the delivery an auto-approval is for). */
    token: { type: 'string' },
    attempts: { type: 'number', required: true, default: 0 },
    dueAt: { type: 'string', required: true },
    lastError: { type: 'string' },
    shard: { type: 'string', required: true, readOnly: true, default: () => 'work' },
  },
  indexes: {
    byId: {
      pk: { field: TABLE.partitionKey, composite: ['workId'], casing: 'none' },
      sk: { field: TABLE.sortKey, composite: [] },
    },
    due: {
      index: 'gsi3',
      pk: { field: TABLE.indexes.gsi3.partitionKey, composite: ['shard'] },
      sk: { field: TABLE.indexes.gsi3.sortKey, composite: ['dueAt', 'workId'], casing: 'none' },
    },
  },
});

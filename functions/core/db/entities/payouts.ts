import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@shared/messages/payouts';
import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * An artist's PayMongo child account: its id, where onboarding stands (kept in sync from
 * PayMongo's webhooks), the wallet PayMongo opened on activation, and only what the status page
 * shows of the details sent (the kind, the payout destination, the account's last 4 digits).
 * Found by the child account id (gsi1) when a webhook names only that, and by status (gsi2).
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
    /** The accounts in one status (the reconciliation reads the active ones' wallets). */
    byStatus: {
      index: 'gsi2',
      pk: { field: TABLE.indexes.gsi2.partitionKey, composite: ['status'] },
      sk: { field: TABLE.indexes.gsi2.sortKey, composite: ['userId'] },
    },
  },
});

import {
  type ActivationStatus,
  type ChildAccount,
  childProblems,
  childResource,
  type ChildResource,
  detailsOf,
  merchantEventData,
  newChild,
  newWallet,
  PAYMONGO_BIC,
  phantomChild,
  upgradeWallet,
  type Wallet,
} from './paymongo-accounts';
import { createBalances } from './paymongo-balances';
import { createLedger, MoneyClock, type PlatformData, type Send, type Transfer } from './paymongo-ledger';
import { now, type PaymentResource, resourceId, SimError } from './paymongo-resources';

/**
 * PayMongo Platforms in the simulator (paymongo.ts lists the routes and controls): the parent
 * account (this simulator's merchant, an `org_` id and a wallet kept with the state), its child
 * accounts and their onboarding, and the money of paymongo-ledger.ts.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * A wallet as GET /v2/wallets answers it: the v2 wallet resource's fields (`merchant_id`,
 * `livemode`, `is_default`, `status`, `type`, `balance.{available,pending}`, `account{…}`), and
 * flat beside them the account's number, name and BIC that a transfer's source_account takes
 * (DOCS-SILENT: the resource page nests them under `account`; both are given), all of it again
 * under `attributes`, the JSON:API shape of PayMongo's other resources.
 */
export function walletResource(w: Wallet) {
  const fields = {
    merchant_id: w.owner,
    livemode: w.livemode,
    is_default: true,
    status: w.status,
    type: w.type,
    balance: { ...w.balance },
    account: { provider: 'paymongo', account_name: w.account_name, account_number: w.account_number, currency: 'PHP' },
    account_number: w.account_number,
    account_name: w.account_name,
    bic: PAYMONGO_BIC,
    currency: 'PHP',
    wallet_type: w.type,
    created_at: w.created_at,
    updated_at: w.created_at,
  };
  return { id: w.id, ...fields, attributes: fields };
}

export type PlatformEventType =
  | 'merchant.activated'
  | 'merchant.declined'
  | 'merchant.action_required'
  | 'transfer.succeeded'
  | 'transfer.failed'
  | 'payment.refunded'
  | 'payment.refund.updated';

export const PLATFORM_EVENT_TYPES: readonly PlatformEventType[] = [
  'merchant.activated',
  'merchant.declined',
  'merchant.action_required',
  'transfer.succeeded',
  'transfer.failed',
  'payment.refunded',
  'payment.refund.updated',
];

export interface PlatformContext {
  merchant: string;
  saved?: PlatformData;
  save: () => void;
  send: Send;
  /** How long a transfer or refund stays pending before it settles. */
  settleDelayMs: number;
  /** How long a paid payment's money stays pending before it is available (0: at once). */
  clearingMs: number;
  livemode: boolean;
}

function freshData(merchant: string, livemode: boolean): PlatformData {
  const id = resourceId('org');
  const wallet = newWallet(id, merchant, livemode);
  return {
    parent: { id, wallet_id: wallet.id },
    children: {},
    wallets: { [wallet.id]: wallet },
    payments: {},
    transfers: {},
    refunds: {},
    steer: { failTransfers: 0, failRefunds: [], refuseRefunds: 0, holdClearing: false },
  };
}

export function createPlatform(ctx: PlatformContext) {
  const data: PlatformData = ctx.saved ?? freshData(ctx.merchant, ctx.livemode);
  for (const w of Object.values(data.wallets)) upgradeWallet(w);
  const clock = new MoneyClock(ctx.settleDelayMs);
  const balances = createBalances(data, { save: ctx.save, clearingMs: ctx.clearingMs });
  const ledger = createLedger(data, { save: ctx.save, send: ctx.send, clock, balances, livemode: ctx.livemode });
  const { save, send } = ctx;

  const childOrThrow = (id: string): ChildAccount => {
    const child = data.children[id];
    if (!child) throw new SimError(404, 'resource_not_found', `No such child merchant: ${id}`);
    return child;
  };
  const walletOfChild = (child: ChildAccount) => (child.wallet_id ? data.wallets[child.wallet_id] : undefined);
  const view = (child: ChildAccount): ChildResource =>
    structuredClone(childResource(child, walletOfChild(child), ctx.livemode));
  const isActivatedChild = (id: string) => data.children[id]?.activation_status === 'activated';
  const checked = (attributes: Json) => {
    const errors = childProblems(attributes);
    if (errors.length)
      throw Object.assign(new SimError(400, errors[0]!.code, errors[0]!.detail, errors[0]!.source.attribute), {
        errors,
      });
  };

  function createChild(attributes: Json): ChildResource {
    checked(attributes);
    const child = newChild(attributes);
    data.children[child.id] = child;
    save();
    return view(child);
  }

  /** PUT (DOCS-SILENT path): replaces the details while the child is not under review or active. */
  function updateChild(id: string, attributes: Json): ChildResource {
    const child = childOrThrow(id);
    if (!['pending', 'declined', 'action_required'].includes(child.activation_status))
      throw new SimError(
        400,
        'resource_failed_state',
        `The child merchant is ${child.activation_status} and its details cannot be changed.`,
      );
    checked(attributes);
    child.details = detailsOf(attributes);
    child.updated_at = now();
    save();
    return view(child);
  }

  function submitChild(id: string): ChildResource {
    const child = childOrThrow(id);
    if (child.activation_status === 'activated' || child.activation_status === 'under_review')
      throw new SimError(
        400,
        'resource_failed_state',
        `The child merchant is ${child.activation_status} and cannot be submitted.`,
      );
    Object.assign(child, {
      activation_status: 'under_review',
      declined_reason: null,
      requirements_due: [],
      updated_at: now(),
    });
    save();
    return view(child);
  }

  /** Moves a child out of review and tells the parent's webhook. */
  function review(
    id: string,
    to: ActivationStatus,
    reason: string | null,
    requirements: string[] = [],
  ): { account: ChildResource; eventId: string } {
    const child = childOrThrow(id);
    if (child.activation_status !== 'under_review')
      throw new SimError(
        400,
        'resource_failed_state',
        `The child merchant is ${child.activation_status}, not under_review.`,
      );
    Object.assign(child, {
      activation_status: to,
      declined_reason: reason,
      requirements_due: requirements,
      updated_at: now(),
    });
    if (to === 'activated' && !child.wallet_id && child.details.features.some((f: string) => f.endsWith('_wallet'))) {
      const name =
        child.details.business.legal_name ??
        `${child.details.representative.first_name} ${child.details.representative.last_name}`;
      const wallet = newWallet(
        child.id,
        name,
        ctx.livemode,
        child.details.features.includes('basic_wallet') ? 'basic' : 'standard',
      );
      data.wallets[wallet.id] = wallet;
      child.wallet_id = wallet.id;
    }
    const type =
      to === 'activated' ? 'merchant.activated' : to === 'declined' ? 'merchant.declined' : 'merchant.action_required';
    const event = send(type, { resourceId: child.id }, merchantEventData(child, walletOfChild(child))) as {
      id: string;
    };
    save();
    return { account: view(child), eventId: event.id };
  }

  /** GET /v2/wallets: the parent's, or with `Account-Id` a child's (none before it is activated). */
  function walletsOf(accountId: string | undefined) {
    if (!accountId || accountId === data.parent.id) return [walletResource(data.wallets[data.parent.wallet_id]!)];
    const wallet = walletOfChild(childOrThrow(accountId));
    return wallet ? [walletResource(wallet)] : [];
  }

  const transferOrThrow = (id: string): Transfer => {
    const x = data.transfers[id];
    if (!x) throw new SimError(404, 'resource_not_found', `No such transfer: ${id}`);
    return structuredClone(x);
  };
  // DOCS-SILENT: the list-transfers reference could not be read; `reference_number` filters it here.
  const transfers = (referenceNumber?: string | null) =>
    structuredClone(
      Object.values(data.transfers).filter((x) => !referenceNumber || x.reference_number === referenceNumber),
    );
  const refundOrThrow = (id: string) => {
    const refund = data.refunds[id];
    if (!refund) throw new SimError(404, 'resource_not_found', `No such refund: ${id}`);
    return structuredClone(refund);
  };
  const refunds = (paymentId?: string | null) =>
    structuredClone(Object.values(data.refunds).filter((r) => !paymentId || r.attributes.payment_id === paymentId));
  const payments = (): PaymentResource[] => Object.values(data.payments).map((p) => ledger.paymentView(p.payment));
  const payment = (id: string) => ledger.paymentView(ledger.paymentOrThrow(id).payment);

  /** The data of a forged platform event: the real resource as if it had moved, the state left as it is. */
  function forgedData(
    type: PlatformEventType,
    id: string,
    patch: Record<string, unknown> = {},
  ): { data: unknown; sessionId?: string } {
    if (type.startsWith('merchant.')) {
      const status =
        ({ 'merchant.activated': 'activated', 'merchant.declined': 'declined' } as Record<string, ActivationStatus>)[
          type
        ] ?? 'action_required';
      const real = data.children[id];
      const child = real ? { ...structuredClone(real), activation_status: status } : phantomChild(id, status);
      if (status !== 'activated') child.declined_reason ??= 'Forged reason';
      const wallet = (real && walletOfChild(real)) ?? newWallet(id, 'Forged Studio', ctx.livemode);
      return { data: { ...merchantEventData(child, wallet), ...patch } };
    }
    if (type.startsWith('transfer.')) {
      const t = now();
      const real = data.transfers[id];
      const base = real
        ? structuredClone(real)
        : {
            id,
            livemode: ctx.livemode,
            merchant_id: data.parent.id,
            amount: 0,
            fee: 0,
            currency: 'PHP',
            provider: 'paymongo',
            reference_number: `forged-${id}`,
            batch_transfer_id: resourceId('batch_tr'),
            created_at: t,
          };
      return {
        data: { ...base, status: type === 'transfer.succeeded' ? 'succeeded' : 'failed', updated_at: t, ...patch },
      };
    }
    const stored = ledger.paymentOrThrow(id);
    const view = ledger.paymentView(stored.payment);
    const left =
      view.attributes.amount -
      view.attributes.refunds
        .filter((r: Json) => r.attributes.status !== 'failed')
        .reduce((s: number, r: Json) => s + r.attributes.amount, 0);
    const t = now();
    const amount = type === 'payment.refunded' ? Math.max(left, 100) : 100;
    const fake = {
      id: resourceId('ref'),
      type: 'refund',
      attributes: {
        amount,
        currency: 'PHP',
        livemode: ctx.livemode,
        payment_id: id,
        reason: 'others',
        notes: null,
        metadata: null,
        status: 'succeeded',
        created_at: t,
        updated_at: t,
      },
    };
    Object.assign(view.attributes, { refunds: [...view.attributes.refunds, fake] }, patch);
    return { data: view, sessionId: stored.sessionId };
  }

  const parent = () => ({ id: data.parent.id, wallet: walletResource(data.wallets[data.parent.wallet_id]!) });

  /** The platform's controls, merged into the simulator's. */
  const controls = {
    parent,
    accounts: () => Object.values(data.children).map(view),
    account: (id: string) => (data.children[id] ? view(data.children[id]) : undefined),
    wallets: () => Object.values(data.wallets).map((w) => ({ ...walletResource(w), owner: w.owner })),
    payments,
    payment,
    transfers: () => transfers(),
    refunds: () => refunds(),
    approve: (id: string) => review(id, 'activated', null),
    decline: (id: string, reason: string) => review(id, 'declined', reason),
    requestInformation: (id: string, reason: string, requirements: string[]) =>
      review(id, 'action_required', reason, requirements),
    failNextTransfers(n: number) {
      data.steer.failTransfers = Math.max(0, Math.floor(n));
      save();
    },
    failNextRefunds(n: number, code = 'refund_failed') {
      data.steer.failRefunds = Array.from({ length: Math.max(0, Math.floor(n)) }, () => code);
      save();
    },
    refuseRefunds(n: number) {
      data.steer.refuseRefunds = Math.max(0, Math.floor(n));
      save();
    },
    holdMoney: () => clock.hold(),
    releaseMoney: () => clock.release(),
    holdClearing: () => balances.holdClearing(),
    clearAll: () => balances.clearAll(),
  };

  return {
    data,
    controls,
    isActivatedChild,
    childOrThrow: (id: string) => view(childOrThrow(id)),
    createChild,
    updateChild,
    submitChild,
    walletsOf,
    batchTransfer: ledger.batchTransfer,
    transferOrThrow,
    transfers,
    createRefund: ledger.createRefund,
    refundOrThrow,
    refunds,
    payments,
    payment,
    recordPayment: ledger.recordPayment,
    forgedData,
    /** Resolves once nothing is waiting to settle (held money excepted). */
    idle: () => clock.idle(),
    stop: () => {
      clock.stop();
      balances.stop();
    },
    resume: () => ledger.resume(),
  };
}

export type Platform = ReturnType<typeof createPlatform>;

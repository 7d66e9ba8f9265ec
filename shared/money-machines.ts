/**
 * One state machine per money object (DESIGN §7), as data: which event moves each state where.
 * The server conditions every write on the state it read and asks the machine for the next one
 * (functions/core/money/); the web asks the same tables which actions to show. A target list
 * (milestones) means the outcome depends on the amounts: the pure rules pick one of them.
 *
 *   checkout        a buyer's payment of cart lines
 *   orderMoney      one artist's share of a paid checkout (held by Crafti until earned)
 *   orderStatus     the fulfilment status the spec shows (Pending / Completed / Canceled)
 *   funding         a client's payment of commission milestones
 *   milestoneMoney  one commission milestone's money
 *   movement        a transfer or refund Crafti asks PayMongo to make (a money task)
 *   payoutAccount   an artist's PayMongo child account
 */

export interface Machine<S extends string, E extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly table: { readonly [K in S]: Readonly<Partial<Record<E, S | readonly S[]>>> };
  /** The next state, or null when the event does not apply (a replay, a race lost, a step out of order). A list target answers its first. */
  next(state: S, event: E): S | null;
  /** Every state the event may lead to from `state` (empty when it does not apply). */
  targets(state: S, event: E): readonly S[];
  can(state: S, event: E): boolean;
  /** The events that apply in `state`. */
  allowed(state: S): E[];
  /** No event applies any more. */
  final(state: S): boolean;
}

export function machine<const S extends string, const E extends string>(
  name: string,
  states: readonly S[],
  events: readonly E[],
  table: { [K in S]: Partial<Record<E, S | readonly S[]>> },
): Machine<S, E> {
  const targets = (state: S, event: E): readonly S[] => {
    const to = table[state]?.[event];
    return to === undefined ? [] : typeof to === 'string' ? [to as S] : (to as readonly S[]);
  };
  return {
    name,
    states,
    events,
    table,
    targets,
    next: (state, event) => targets(state, event)[0] ?? null,
    can: (state, event) => targets(state, event).length > 0,
    allowed: (state) => events.filter((e) => targets(state, e).length > 0),
    final: (state) => events.every((e) => targets(state, e).length === 0),
  };
}

/**
 * A checkout. `failed` is a declined attempt: PayMongo's session stays payable, so the pieces stay
 * reserved until the reservation lapses (then the session is expired first). A payment that comes
 * after the lapse takes the pieces again if they are still there (`pay`), else the whole payment is
 * refunded (`pay_unfulfillable`).
 */
export const CHECKOUT_STATES = ['pending', 'failed', 'paid', 'expired', 'refund_pending', 'refunded'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
export const checkoutMachine = machine(
  'checkout',
  CHECKOUT_STATES,
  ['pay', 'pay_unfulfillable', 'fail', 'expire', 'refund_succeeded'] as const,
  {
    pending: { pay: 'paid', fail: 'failed', expire: 'expired' },
    failed: { pay: 'paid', fail: 'failed', expire: 'expired' },
    expired: { pay: 'paid', pay_unfulfillable: 'refund_pending' },
    paid: {},
    refund_pending: { refund_succeeded: 'refunded' },
    refunded: {},
  },
);
export type CheckoutEvent = (typeof checkoutMachine.events)[number];

/**
 * An artist's share of a paid checkout (its pieces and its shipping). Crafti holds it until the
 * order ends: completed, a transfer releases it to the artist's PayMongo wallet; canceled, it is
 * refunded from Crafti's wallet; a refund of part of it (a return/refund request, a dispute's
 * decision) `split`s it: the part refunded and the rest released, each by its own movement, in
 * either order. Once an order's money moved it is final: a problem after that is a dispute.
 */
export const ORDER_MONEY_STATES = [
  'held',
  'on_its_way',
  'paid_out',
  'refund_pending',
  'refunded',
  'splitting',
  'split_paid_out',
  'split_refunded',
  'settled',
] as const;
export type OrderMoneyState = (typeof ORDER_MONEY_STATES)[number];
export const orderMoneyMachine = machine(
  'orderMoney',
  ORDER_MONEY_STATES,
  ['complete', 'cancel', 'split', 'transfer_succeeded', 'refund_succeeded'] as const,
  {
    held: { complete: 'on_its_way', cancel: 'refund_pending', split: 'splitting' },
    on_its_way: { transfer_succeeded: 'paid_out' },
    paid_out: {},
    refund_pending: { refund_succeeded: 'refunded' },
    refunded: {},
    splitting: { transfer_succeeded: 'split_paid_out', refund_succeeded: 'split_refunded' },
    split_paid_out: { refund_succeeded: 'settled' },
    split_refunded: { transfer_succeeded: 'settled' },
    settled: {},
  },
);
export type OrderMoneyEvent = (typeof orderMoneyMachine.events)[number];

/** The spec's fulfilment status, moved with the order's money: completing releases it, canceling refunds it. */
export const orderStatusMachine = machine(
  'orderStatus',
  ['Pending', 'Completed', 'Canceled'] as const,
  ['complete', 'cancel'] as const,
  {
    Pending: { complete: 'Completed', cancel: 'Canceled' },
    Completed: {},
    Canceled: {},
  },
);

/**
 * A commission funding (a PayMongo checkout of the next milestones). One is open per project at a
 * time; closing or replacing it expires its PayMongo session. Money that arrives for a funding no
 * longer wanted (expired, project closed, milestones funded meanwhile) is refunded whole.
 */
export const FUNDING_STATES = ['pending', 'paid', 'expired', 'refund_pending', 'refunded'] as const;
export type FundingState = (typeof FUNDING_STATES)[number];
export const fundingMachine = machine(
  'funding',
  FUNDING_STATES,
  ['pay', 'pay_unwanted', 'expire', 'refund_succeeded'] as const,
  {
    pending: { pay: 'paid', pay_unwanted: 'refund_pending', expire: 'expired' },
    expired: { pay_unwanted: 'refund_pending' },
    paid: {},
    refund_pending: { refund_succeeded: 'refunded' },
    refunded: {},
  },
);

/** A commission milestone's money (the amounts decide among the targets: functions/core/money/milestones.ts). */
export const MILESTONE_MONEY_STATES = ['unfunded', 'funded', 'delivered', 'released', 'refunded', 'settled'] as const;
export type MilestoneMoneyState = (typeof MILESTONE_MONEY_STATES)[number];
const SPLITS = ['released', 'refunded', 'settled'] as const;
export const milestoneMoneyMachine = machine(
  'milestoneMoney',
  MILESTONE_MONEY_STATES,
  ['fund', 'deliver', 'revise', 'approve', 'auto_approve', 'cancel', 'decide'] as const,
  {
    unfunded: { fund: 'funded' },
    funded: { deliver: 'delivered', cancel: SPLITS, decide: SPLITS },
    delivered: { revise: 'funded', approve: 'released', auto_approve: 'released', cancel: 'released', decide: SPLITS },
    released: {},
    refunded: {},
    settled: {},
  },
);
export type MilestoneMoneyEvent = (typeof milestoneMoneyMachine.events)[number];

/**
 * A transfer or a refund Crafti must ask PayMongo for (a money task). `running` is claimed by one
 * run (a lease), `sent` is known to PayMongo and awaits its outcome; a failed or refused movement
 * goes back to `queued` under its next round (a new reference and Idempotency-Key). Settled and
 * dropped tasks are deleted with the write that ends them.
 */
export const MOVEMENT_STATES = ['queued', 'running', 'sent'] as const;
export type MovementState = (typeof MOVEMENT_STATES)[number];
export const movementMachine = machine('movement', MOVEMENT_STATES, ['claim', 'made', 'retry', 'next_round'] as const, {
  queued: { claim: 'running' },
  running: { claim: 'running', made: 'sent', retry: 'queued', next_round: 'queued' },
  sent: { claim: 'running' },
});

/** An artist's payout account at PayMongo (shared/messages/payouts.ts names its states for people). */
export const payoutAccountMachine = machine(
  'payoutAccount',
  ['not_started', 'in_review', 'more_information', 'rejected', 'active'] as const,
  ['submit', 'activate', 'decline', 'ask_information'] as const,
  {
    not_started: { submit: 'in_review' },
    in_review: { activate: 'active', decline: 'rejected', ask_information: 'more_information' },
    more_information: { submit: 'in_review', activate: 'active', decline: 'rejected' },
    rejected: { submit: 'in_review', activate: 'active' },
    active: {},
  },
);

export const MONEY_MACHINES = [
  checkoutMachine,
  orderMoneyMachine,
  orderStatusMachine,
  fundingMachine,
  milestoneMoneyMachine,
  movementMachine,
  payoutAccountMachine,
] as const;

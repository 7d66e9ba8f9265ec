/**
 * The simulator's arithmetic, kept pure: PayMongo's fee per payment method, the `split_payment`
 * of a checkout session (its validation and how a payment is divided), and the proportional
 * deduction of a refund from the split parties. All amounts are integer centavos.
 */

export type SplitType = 'fixed' | 'percentage_net';

export interface SplitRecipient {
  merchant_id: string;
  split_type: SplitType;
  /** Centavos for `fixed`; basis points of the net (10000 = 100%) for `percentage_net`. */
  value: number;
}

/** What a session echoes: `transfer_to` is null when absent (the parent takes the remainder). */
export interface SplitPayment {
  transfer_to: string | null;
  recipients: SplitRecipient[];
}

/** What a payment carries (DOCS-SILENT shape): the split with the amounts credited. */
export interface CreditedSplit {
  transfer_to: string | null;
  /** What transfer_to (or the parent, when absent) got: the net less the recipients' amounts. DOCS-SILENT field. */
  transfer_to_amount: number;
  recipients: (SplitRecipient & { amount: number })[];
}

export type SplitProblem = {
  code: 'parameter_invalid';
  detail: string;
  source: { pointer: string; attribute: string };
};

const problem = (attribute: string, detail: string): SplitProblem => ({
  code: 'parameter_invalid',
  detail,
  source: { pointer: attribute, attribute },
});

/** Basis points and a fixed part per method (the Payment Intent workflow page's rates). */
const FEES: Record<string, { bp: number; fixed: number }> = {
  card: { bp: 350, fixed: 1500 },
  gcash: { bp: 250, fixed: 0 },
  paymaya: { bp: 220, fixed: 0 },
};

/** PayMongo's processing fee: card 3.5% + ₱15, GCash 2.5%, Maya 2.2%, rounded half up to the centavo. */
export function feeOf(amount: number, method: string): number {
  const rate = FEES[method] ?? FEES.card!;
  return Math.floor((amount * rate.bp + 5000) / 10000) + rate.fixed;
}

/**
 * Checks `split_payment` as given to POST /v2/checkout_sessions. PayMongo's docs name no rule
 * (DOCS-SILENT), so these are ours: every merchant an activated child of this parent, no merchant
 * twice (transfer_to included), known split types, positive integer values, percentages at most
 * 100% in all, and the fixed parts within the session's amount. `amount` is undefined when the
 * line items are themselves invalid (the sum check is then skipped).
 */
export function splitProblems(
  raw: unknown,
  amount: number | undefined,
  isActivatedChild: (id: string) => boolean,
): { split: SplitPayment } | { errors: SplitProblem[] } {
  const errors: SplitProblem[] = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { errors: [problem('split_payment', 'split_payment must be an object.')] };
  const given = raw as { transfer_to?: unknown; recipients?: unknown };
  const seen = new Set<string>();
  const notChild = (at: string, id: string) => problem(at, `${at} ${id} is not an activated child account`);

  let transferTo: string | null = null;
  if (given.transfer_to != null) {
    if (typeof given.transfer_to !== 'string' || !given.transfer_to)
      errors.push(problem('split_payment.transfer_to', 'split_payment.transfer_to must be an account id (org_…).'));
    else if (!isActivatedChild(given.transfer_to))
      errors.push(notChild('split_payment.transfer_to', given.transfer_to));
    else {
      transferTo = given.transfer_to;
      seen.add(transferTo);
    }
  }
  const recipients: SplitRecipient[] = [];
  if (given.recipients != null && !Array.isArray(given.recipients))
    errors.push(problem('split_payment.recipients', 'split_payment.recipients must be a list.'));
  const list = Array.isArray(given.recipients) ? (given.recipients as unknown[]) : [];
  if (given.transfer_to == null && list.length === 0)
    errors.push(problem('split_payment', 'split_payment needs transfer_to or at least one recipient.'));
  list.forEach((item, i) => {
    const at = `split_payment.recipients[${i}]`;
    const r = (item ?? {}) as { merchant_id?: unknown; split_type?: unknown; value?: unknown };
    const type = r.split_type ?? 'fixed'; // The docs' default when blank.
    const before = errors.length;
    if (typeof r.merchant_id !== 'string' || !r.merchant_id)
      errors.push(problem(`${at}.merchant_id`, `${at}.merchant_id is required.`));
    else if (!isActivatedChild(r.merchant_id)) errors.push(notChild(`${at}.merchant_id`, r.merchant_id));
    else if (seen.has(r.merchant_id))
      errors.push(
        problem(`${at}.merchant_id`, `${at}.merchant_id ${r.merchant_id} appears more than once in split_payment.`),
      );
    else seen.add(r.merchant_id);
    if (type !== 'fixed' && type !== 'percentage_net')
      errors.push(problem(`${at}.split_type`, `${at}.split_type must be fixed or percentage_net.`));
    if (!Number.isInteger(r.value) || (r.value as number) < 1)
      errors.push(problem(`${at}.value`, `${at}.value must be a positive integer.`));
    const ok = errors.length === before;
    if (ok)
      recipients.push({
        merchant_id: r.merchant_id as string,
        split_type: type as SplitType,
        value: r.value as number,
      });
  });
  const percent = recipients.filter((r) => r.split_type === 'percentage_net').reduce((sum, r) => sum + r.value, 0);
  if (percent > 10_000)
    errors.push(
      problem('split_payment.recipients', 'split_payment percentage_net values add up to more than 100% (10000).'),
    );
  const fixed = recipients.filter((r) => r.split_type === 'fixed').reduce((sum, r) => sum + r.value, 0);
  if (amount !== undefined && fixed > amount)
    errors.push(problem('split_payment.recipients', 'split_payment exceeds the payment amount'));
  return errors.length ? { errors } : { split: { transfer_to: transferTo, recipients } };
}

/**
 * Divides a payment's net: each fixed recipient its value, each percentage_net recipient
 * round(net × bp / 10000), and transfer_to (or the parent) the remainder, which bears the fee.
 * The remainder can be negative when the fixed parts exceed the net (DOCS-SILENT: the party that
 * bears the fee is debited).
 */
export function creditSplit(split: SplitPayment, net: number): CreditedSplit {
  const recipients = split.recipients.map((r) => ({
    ...r,
    amount: r.split_type === 'fixed' ? r.value : Math.floor((net * r.value + 5000) / 10_000),
  }));
  const given = recipients.reduce((sum, r) => sum + r.amount, 0);
  return { transfer_to: split.transfer_to, transfer_to_amount: net - given, recipients };
}

/** The parties of a credited split and what each got; `parent` stands for the parent when transfer_to is null. */
export function splitParties(split: CreditedSplit, parent: string): { merchant_id: string; amount: number }[] {
  return [
    { merchant_id: split.transfer_to ?? parent, amount: split.transfer_to_amount },
    ...split.recipients.map((r) => ({ merchant_id: r.merchant_id, amount: r.amount })),
  ];
}

/**
 * Shares `total` in proportion to `weights` (negative weights count as 0), largest remainder
 * first (ties to the earlier party), so the shares add up to `total` exactly. All-zero weights
 * put everything on the first party.
 */
export function proportional(total: number, weights: number[]): number[] {
  const w = weights.map((x) => BigInt(Math.max(0, x)));
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = w.map((x) => BigInt(total) * x);
  const shares = exact.map((x) => x / sum);
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((x, i) => ({ i, rest: x % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

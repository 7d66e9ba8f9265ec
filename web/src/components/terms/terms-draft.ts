import {
  evenShares,
  MAX_MILESTONES,
  type FundingMode,
  type Terms,
  type UsageRights,
} from '@shared/messages/commissions';
import { BUDGET_PATTERN } from '@shared/messages/projects';
import { pesosToCentavos } from '@shared/money';
import { termsSchema } from '@shared/schemas/commissions';

/**
 * The terms of a proposal (issue 31) as their editor holds them while they are typed (amounts as
 * pesos text), and the terms they stand for, checked by the very schema the server applies
 * (shared/schemas/commissions.ts). Shared by the send form (a profile's, a job's applicant's) and
 * the counter dialog of the projects dashboard.
 */

export interface MilestoneDraft {
  /** A stable key for the row (not sent). */
  key: number;
  name: string;
  due_date: string;
  amount: string;
  revisions: string;
}

export interface TermsDraft {
  milestones: MilestoneDraft[];
  usage: UsageRights;
  delivery_format: string;
  cancel_keep_percent: string;
  funding: FundingMode;
  /** Something was changed by hand: the send form stops replacing the defaults. */
  touched: boolean;
  /** An amount was typed: a new total no longer splits them evenly. */
  amountsEdited: boolean;
}

/** Keys of rows added by hand (a draft made from terms keys its rows by position). */
let nextKey = 1000;
const key = () => nextKey++;

/** Centavos as plain pesos text: "2000", "2000.50". */
export const pesosText = (centavos: number) =>
  centavos % 100 === 0 ? String(centavos / 100) : (centavos / 100).toFixed(2);

/** The centavos of a budget as the spec's form takes it, or null. */
export const budgetCentavos = (budget: string) => (BUDGET_PATTERN.test(budget.trim()) ? pesosToCentavos(budget) : null);

export function draftOf(terms: Terms): TermsDraft {
  return {
    milestones: terms.milestones.map((m, i) => ({
      key: i + 1,
      name: m.name,
      due_date: m.due_date,
      amount: pesosText(m.amount_centavos),
      revisions: String(m.revisions),
    })),
    usage: terms.usage,
    delivery_format: terms.delivery_format,
    cancel_keep_percent: String(terms.cancel_keep_percent),
    funding: terms.funding,
    touched: false,
    amountsEdited: false,
  };
}

/** The total split evenly over the milestones (the first ones take the odd centavos). */
export function splitEvenly(draft: TermsDraft, totalCentavos: number): TermsDraft {
  const shares = evenShares(totalCentavos, draft.milestones.length);
  return {
    ...draft,
    milestones: draft.milestones.map((m, i) => ({ ...m, amount: pesosText(shares[i]!) })),
    amountsEdited: false,
  };
}

/**
 * The draft as shown: while no amount was typed, its amounts follow the total (split evenly), so
 * a new budget, or a milestone added or removed, splits it again.
 */
export const followTotal = (draft: TermsDraft, totalCentavos: number | null) =>
  totalCentavos && !draft.amountsEdited && sumOf(draft) !== totalCentavos ? splitEvenly(draft, totalCentavos) : draft;

export function addMilestone(draft: TermsDraft, dueDate: string): TermsDraft {
  if (draft.milestones.length >= MAX_MILESTONES) return draft;
  const last = draft.milestones[draft.milestones.length - 1];
  return {
    ...draft,
    touched: true,
    milestones: [
      ...draft.milestones,
      { key: key(), name: '', due_date: last?.due_date ?? dueDate, amount: '', revisions: '1' },
    ],
  };
}

export function removeMilestone(draft: TermsDraft, index: number): TermsDraft {
  if (draft.milestones.length <= 1) return draft;
  return { ...draft, touched: true, milestones: draft.milestones.filter((_, i) => i !== index) };
}

/** The sum of the amounts typed so far (an amount not yet a number counts 0). */
export const sumOf = (draft: TermsDraft) =>
  draft.milestones.reduce((sum, m) => sum + (pesosToCentavos(m.amount) ?? 0), 0);

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** The terms the draft stands for (not checked). */
export function termsOf(draft: TermsDraft, totalCentavos: number): Terms {
  return {
    total_centavos: totalCentavos,
    milestones: draft.milestones.map((m) => ({
      name: m.name,
      due_date: m.due_date,
      amount_centavos: pesosToCentavos(m.amount) ?? NaN,
      revisions: whole(m.revisions),
    })),
    usage: draft.usage,
    delivery_format: draft.delivery_format,
    cancel_keep_percent: whole(draft.cancel_keep_percent),
    funding: draft.funding,
  };
}

/** Errors by field path (`milestones.0.amount_centavos`, `milestones`, `delivery_format`, ...). */
export type TermsErrors = Record<string, string>;

/** The terms, checked as the server checks them: the terms, or the errors to show. */
export function checkTerms(
  draft: TermsDraft,
  totalCentavos: number,
): { terms: Terms; errors: null } | { terms: null; errors: TermsErrors } {
  const parsed = termsSchema.safeParse(termsOf(draft, totalCentavos));
  if (parsed.success) return { terms: parsed.data, errors: null };
  const errors: TermsErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??=
      issue.path.at(-1) === 'revisions'
        ? 'Revisions: a whole number from 0 to 10.'
        : issue.path.at(-1) === 'cancel_keep_percent'
          ? 'A whole number from 0 to 100.'
          : issue.message;
  }
  return { terms: null, errors };
}

/** After a check found errors: focus the first wrong field of the form (or show the sum's mismatch), once they are drawn. */
export function showFirstTermsError(formId: string) {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId);
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else form?.querySelector<HTMLElement>('[data-testid="terms-sum"]')?.scrollIntoView({ block: 'center' });
  });
}

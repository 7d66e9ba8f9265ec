import * as z from 'zod';
import {
  CLOSINGS,
  COMMISSION_MESSAGES,
  DELIVERY_OUTCOMES,
  FUNDING_MODES,
  MAX_MILESTONES,
  MAX_REVISIONS,
  MILESTONE_MONEY,
  USAGE_RIGHTS,
} from '../messages/commissions';
import { MAX_PRICE_CENTAVOS } from '../money';
import { PROJECT_STATUSES } from '../messages/projects';

/** Commissions with money (issue 31): terms, negotiation, funding, deliveries, release, cancel and disputes. */

export * from '../messages/commissions';

const today = () => new Date().toISOString().slice(0, 10);
const centavos = z.number().int().min(0).max(MAX_PRICE_CENTAVOS);

export const termsMilestoneSchema = z.object({
  name: z.string().trim().min(1, COMMISSION_MESSAGES.milestoneName).max(120),
  due_date: z.iso.date({ error: COMMISSION_MESSAGES.milestoneDate }),
  amount_centavos: z
    .number({ error: COMMISSION_MESSAGES.milestoneAmount })
    .int()
    .min(1, COMMISSION_MESSAGES.milestoneAmount)
    .max(MAX_PRICE_CENTAVOS),
  revisions: z.number().int().min(0).max(MAX_REVISIONS),
});

/** The terms as sent: milestones that add up exactly to the total, none due in the past. */
export const termsSchema = z
  .object({
    total_centavos: centavos.min(1),
    milestones: z.array(termsMilestoneSchema).min(1).max(MAX_MILESTONES),
    usage: z.enum(USAGE_RIGHTS),
    delivery_format: z.string().trim().min(1, COMMISSION_MESSAGES.formatRequired).max(200),
    cancel_keep_percent: z.number().int().min(0).max(100),
    funding: z.enum(FUNDING_MODES),
  })
  .superRefine((t, ctx) => {
    if (t.milestones.reduce((sum, m) => sum + m.amount_centavos, 0) !== t.total_centavos)
      ctx.addIssue({ code: 'custom', path: ['milestones'], message: COMMISSION_MESSAGES.milestonesSum });
    t.milestones.forEach((m, i) => {
      if (m.due_date < today())
        ctx.addIssue({
          code: 'custom',
          path: ['milestones', i, 'due_date'],
          message: COMMISSION_MESSAGES.milestoneDate,
        });
    });
  });
/** Terms as stored and answered (dates may have passed since). */
export const storedTermsSchema = z.object({
  total_centavos: z.number().int(),
  milestones: z.array(
    z.object({
      name: z.string(),
      due_date: z.string(),
      amount_centavos: z.number().int(),
      revisions: z.number().int(),
    }),
  ),
  usage: z.enum(USAGE_RIGHTS),
  delivery_format: z.string(),
  cancel_keep_percent: z.number().int(),
  funding: z.enum(FUNDING_MODES),
});

const person = z.object({ user_id: z.string(), firstname: z.string(), lastname: z.string() });

/** POST /api/proposals/{id}/counter: the recipient answers with changed terms (and a due date, a note). */
export const proposalIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const counterBodySchema = z.object({
  terms: termsSchema,
  due_date: z.iso.date().optional(),
  note: z.string().trim().max(1000).optional(),
});

/** One version of a negotiation, oldest first, with what changed from the one before. */
export const proposalVersionSchema = z.object({
  version: z.number().int().positive(),
  proposal_id: z.string(),
  by: person,
  at: z.string(),
  budget: z.string(),
  due_date: z.string(),
  note: z.string().nullable(),
  terms: storedTermsSchema,
  changes: z.array(z.string()),
  status: z.enum(['Pending', 'Countered', 'Accepted', 'Rejected']),
});
export type ProposalVersion = z.infer<typeof proposalVersionSchema>;
export const proposalHistorySchema = z.object({ thread_id: z.string(), versions: z.array(proposalVersionSchema) });
export type ProposalHistory = z.infer<typeof proposalHistorySchema>;

export const fileSchema = z.object({ key: z.string(), url: z.string() });

export const deliverySchema = z.object({
  delivery_id: z.string(),
  position: z.number().int(),
  at: z.string(),
  note: z.string(),
  files: z.array(fileSchema),
  outcome: z.enum(DELIVERY_OUTCOMES),
  revision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const wipUpdateSchema = z.object({
  update_id: z.string(),
  position: z.number().int(),
  milestone_name: z.string(),
  at: z.string(),
  note: z.string(),
  image: fileSchema.nullable(),
});
export type WipUpdate = z.infer<typeof wipUpdateSchema>;

export const commissionMilestoneSchema = z.object({
  milestone_id: z.string(),
  position: z.number().int(),
  name: z.string(),
  due_date: z.string(),
  amount_centavos: z.number().int(),
  revisions_included: z.number().int(),
  revisions_used: z.number().int(),
  money: z.enum(MILESTONE_MONEY),
  released_centavos: z.number().int(),
  refunded_centavos: z.number().int(),
  /** The artist's part of what was released: the release less Crafti's 5%. */
  artist_net_centavos: z.number().int(),
  /** The release's transfer to the artist's wallet: on its way, or there. */
  payout: z.enum(['none', 'on_its_way', 'paid_out']),
  funded_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** When the awaiting delivery approves itself (7 days after it). */
  auto_approve_at: z.string().nullable(),
  /** A checkout the client opened for this milestone and has not paid yet. */
  funding_pending: z.boolean(),
});
export type CommissionMilestone = z.infer<typeof commissionMilestoneSchema>;

export const cancelRequestSchema = z.object({ by: z.enum(['artist', 'client']), at: z.string(), reason: z.string() });
export const disputeSchema = z.object({
  opened_by: z.enum(['artist', 'client']),
  at: z.string(),
  reason: z.string(),
  /** The cancellation that stood when the dispute was opened (its side's statement), if any. */
  cancel_request: z.object({ by: z.enum(['artist', 'client']), at: z.string(), reason: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  release_centavos: z.number().int().nullable(),
  refund_centavos: z.number().int().nullable(),
  decision_note: z.string().nullable(),
});

export const moneyTotalsSchema = z.object({
  total: z.number().int(),
  funded: z.number().int(),
  held: z.number().int(),
  released: z.number().int(),
  refunded: z.number().int(),
});

/** GET /api/projects/{id}/commission: what both sides (and an admin deciding a dispute) see. */
export const commissionSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  side: z.enum(['artist', 'client', 'admin']),
  artist: person,
  client: person,
  /** Null for projects agreed before Crafti held payments. */
  terms: storedTermsSchema.nullable(),
  agreed_at: z.string().nullable(),
  agreed_version: z.number().int().nullable(),
  thread_id: z.string().nullable(),
  money: moneyTotalsSchema,
  milestones: z.array(commissionMilestoneSchema),
  deliveries: z.array(deliverySchema),
  timeline: z.array(wipUpdateSchema),
  cancel_request: cancelRequestSchema.nullable(),
  dispute: disputeSchema.nullable(),
  closed: z.enum(CLOSINGS).nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const projectParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const milestoneParamsSchema = z.object({
  id: z.string().min(1).max(64),
  position: z.coerce.number().int().min(1).max(MAX_MILESTONES),
});

/** POST /api/projects/{id}/fund: a PayMongo checkout for the next milestone (or the whole price, as the terms say). */
export const fundResponseSchema = z.object({
  checkout_url: z.string(),
  funding_id: z.string(),
  amount_centavos: z.number().int(),
  positions: z.array(z.number().int()),
});

const noteText = z.string().trim().max(2000);
const imageKeys = z.array(z.string().min(1).max(300)).max(6);

export const deliverBodySchema = z.object({
  note: noteText.min(1, 'Add a note for the client.'),
  files: imageKeys.min(1, 'Attach at least one image of the work.'),
});
export const revisionBodySchema = z.object({ note: noteText.min(1, 'Say what should change.') });
export const wipBodySchema = z.object({
  position: z.number().int().min(1).max(MAX_MILESTONES),
  note: noteText.min(1, 'Add a note about the progress.'),
  image_key: z.string().min(1).max(300).optional(),
});
export const cancelBodySchema = z.object({ reason: z.string().trim().min(1, 'Say why you want to cancel.').max(1000) });
export const disputeBodySchema = z.object({ reason: z.string().trim().min(1, 'Say what went wrong.').max(2000) });
export const decideBodySchema = z.object({
  release_centavos: z.number().int().min(0).max(MAX_PRICE_CENTAVOS),
  note: z.string().trim().min(1, 'Explain the decision to both sides.').max(2000),
});

export const commissionAnswerSchema = z.object({ message: z.string(), commission: commissionSchema });

/** The admin queue: one row per open dispute, oldest first. */
export const disputeRowSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  artist: person,
  client: person,
  opened_by: z.enum(['artist', 'client']),
  opened_at: z.string(),
  reason: z.string(),
  held_centavos: z.number().int(),
});
export const disputeListSchema = z.array(disputeRowSchema);

export const chatLineSchema = z.object({ sender_id: z.string(), content: z.string(), at: z.string() });
/** What an admin reads to decide: the commission (agreement, deliveries, timeline), the negotiation and the chat between the two. */
export const disputeCaseSchema = z.object({
  commission: commissionSchema,
  history: proposalHistorySchema.nullable(),
  chat: z.array(chatLineSchema),
});

/** The art page's "How it was made": the artist's work-in-progress updates of the commission it came from. */
export const artParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const processTimelineSchema = z.object({
  project_id: z.string().nullable(),
  updates: z.array(wipUpdateSchema),
});
export const attachProcessBodySchema = z.object({ project_id: z.string().min(1).max(64).nullable() });
/** The artist's projects whose timeline may be attached to an art (those with updates). */
export const timelineChoicesSchema = z.array(
  z.object({ project_id: z.string(), project_name: z.string(), updates: z.number().int() }),
);

import type { TransactionKind } from '@shared/messages/reviews';
import type { Review } from '@shared/schemas/reviews';
import { findOrder } from '../checkout/records';
import { db, type Item } from '../db/service';
import * as Profiles from '../profiles/profiles';
import { getProject } from '../projects/model';
import { publicUrl } from '../uploads/urls';

/**
 * What a review is about: a completed transaction between two people, read from the domain that
 * owns it (an order of checkout, Completed; a project of projects, confirmed Done or Failed),
 * with the time it completed (written by that domain with the completion).
 */

export type ReviewItem = Item<'review'>;

export interface Side {
  userId: string;
  name: string;
  /** Where this person follows up (their orders, their sales, the project). */
  link: string;
}

export interface Transaction {
  kind: TransactionKind;
  id: string;
  title: string;
  /** The buyer or client first, the artist second. */
  sides: [Side, Side];
  /** When it completed; null while it is not (or no longer) complete. */
  completedAt: string | null;
  /** A shipped order the buyer confirmed: the days from paying to "Order Received" (the buyer's review card says it); else null. */
  arrivedDays: number | null;
}

const DAY_MS = 86_400_000;

/** Days from paying to the buyer's "Order Received", counted as people count them (at least 1); null unless it was shipped and confirmed. */
export function arrivedDaysOf(order: {
  delivery?: { kind: string } | null;
  paidAt?: string;
  timeline?: { at: string; event: string }[];
}): number | null {
  const received = order.timeline?.find((e) => e.event === 'receive');
  if (order.delivery?.kind !== 'ship' || !order.paidAt || !received) return null;
  return Math.max(1, Math.ceil((Date.parse(received.at) - Date.parse(order.paidAt)) / DAY_MS));
}

export const transactionKey = (kind: TransactionKind, id: string) => `${kind}~${id}`;
export const reviewIdOf = (kind: TransactionKind, id: string, reviewerId: string) =>
  `${transactionKey(kind, id)}~${reviewerId}`;

/** The two parts of a review id that name its transaction, or null for an id that is not a review's. */
export function parseReviewId(reviewId: string): { kind: TransactionKind; id: string; reviewerId: string } | null {
  const [kind, id, reviewerId, ...rest] = reviewId.split('~');
  if (rest.length > 0 || !id || !reviewerId || (kind !== 'order' && kind !== 'project')) return null;
  return { kind, id, reviewerId };
}

export async function findReview(reviewId: string) {
  const { data } = await db().entities.review.get({ reviewId }).go();
  return data;
}

const ordersLink = (role: string | undefined) => `/${role === 'Artist' ? 'artist' : 'client'}-profile?tab=orders`;

/** The transaction as a review sees it, or null when there is none by that id. */
export async function transactionOf(kind: TransactionKind, id: string): Promise<Transaction | null> {
  if (kind === 'order') {
    const order = await findOrder(id);
    if (!order || order.payState !== 'paid') return null;
    const buyerRole = (await Profiles.get(order.buyerId))?.role;
    return {
      kind,
      id,
      title: order.description,
      sides: [
        { userId: order.buyerId, name: order.buyerName, link: ordersLink(buyerRole) },
        { userId: order.artistId, name: order.artistName, link: '/transaction-history' },
      ],
      // Orders completed before reviews carry no completion time: their last change stands for it.
      completedAt: order.status === 'Completed' ? (order.completedAt ?? order.updatedAt ?? null) : null,
      arrivedDays: arrivedDaysOf(order),
    };
  }
  const project = await getProject(id);
  if (!project) return null;
  const link = `/project/${id}`;
  return {
    kind,
    id,
    title: project.projectName,
    sides: [
      { userId: project.clientId, name: `${project.clientFirstname} ${project.clientLastname}`, link },
      { userId: project.artistId, name: `${project.artistFirstname} ${project.artistLastname}`, link },
    ],
    completedAt: project.status === 'Done' || project.status === 'Failed' ? (project.closedAt ?? null) : null,
    arrivedDays: null,
  };
}

/** The index values of a review in each state: listed for the reviewed person once published and visible. */
export function listingOf(
  r: Pick<ReviewItem, 'reviewId' | 'reviewerId' | 'revieweeId' | 'createdAt'>,
  state: { published: boolean; hidden: boolean; publishedAt?: string },
) {
  const listing = `${r.revieweeId}#${!state.published ? 'blind' : state.hidden ? 'hidden' : 'listed'}`;
  return {
    listing,
    listedAt: `${state.publishedAt ?? r.createdAt}#${r.reviewId}`,
    mine: `${r.reviewerId}#${state.published ? 'published' : 'blind'}`,
  };
}

export function toReview(r: ReviewItem): Review {
  return {
    review_id: r.reviewId,
    reviewer: {
      user_id: r.reviewerId,
      name: r.reviewerName,
      profile_image: r.reviewerImageKey ? publicUrl(r.reviewerImageKey) : null,
    },
    kind: r.kind,
    stars: r.stars,
    text: r.text,
    published_at: r.publishedAt ?? r.createdAt,
    reply: r.reply ? { text: r.reply, created_at: r.replyAt ?? r.publishedAt ?? r.createdAt } : null,
    arrived_days: r.arrivedDays ?? null,
  };
}

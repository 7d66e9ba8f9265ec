import { reviewDeadlines, type TransactionKind } from '@shared/messages/reviews';
import type { TransactionEntities } from '../db/service';
import { reviewSides, type ProjectItem } from '../projects/model';

/**
 * The pieces that open a completed transaction for both sides' reviews (its owning domain's
 * completion write carries them): each side sees it among their pending reviews for 30 days.
 */
export function openPieces(
  tx: TransactionEntities,
  t: {
    kind: TransactionKind;
    id: string;
    title: string;
    completedAt: string;
    sides: readonly [{ userId: string; name: string }, { userId: string; name: string }];
  },
) {
  const { until } = reviewDeadlines(t.completedAt);
  const expiresAt = Math.ceil(Date.parse(until) / 1000);
  return t.sides.map((side, i) => {
    const other = t.sides[1 - i]!;
    return tx.reviewInvite
      .put({
        userId: side.userId,
        kind: t.kind,
        transactionId: t.id,
        otherId: other.userId,
        otherName: other.name,
        title: t.title,
        completedAt: t.completedAt,
        until,
        expiresAt,
      })
      .commit();
  });
}

/** The pieces that open a project for its two sides' reviews once it closed at `closedAt`; none while it is open. */
export const projectPieces = (tx: TransactionEntities, project: ProjectItem, closedAt: string | undefined) =>
  closedAt
    ? openPieces(tx, {
        kind: 'project',
        id: project.projectId,
        title: project.projectName,
        completedAt: closedAt,
        sides: reviewSides(project),
      })
    : [];

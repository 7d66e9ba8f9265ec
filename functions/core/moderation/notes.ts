import { ErrorCodes } from '@shared/api/errors';
import { MODERATION_MESSAGES, type ModerationFields, type ReportKind } from '@shared/schemas/moderation';
import { AppError } from '../errors';
import { caseIdOf, findCase } from './cases';

/** The 404 others get for the page of content hidden by moderation. */
export const hiddenError = () => new AppError(ErrorCodes.contentHidden, MODERATION_MESSAGES.hiddenNotFound);

/**
 * What the hiding domains answer about a hidden item (shared/schemas/moderation.ts
 * moderationFieldsSchema): for its author and admins the item with the reason; for others
 * nothing more than `hidden: true` (a thread's placeholder) or a 404.
 */
export async function fieldsFor(
  kind: ReportKind,
  targetId: string,
  hidden: boolean | undefined,
  seesReason: boolean,
): Promise<ModerationFields> {
  if (!hidden) return {};
  if (!seesReason) return { hidden: true, moderation_note: null };
  const found = await findCase(caseIdOf(kind, targetId));
  const note =
    found?.visibility === 'hidden'
      ? MODERATION_MESSAGES.hiddenByAdminNote(found.hiddenReason ?? '')
      : MODERATION_MESSAGES.hiddenPendingReviewNote;
  return { hidden: true, moderation_note: note };
}

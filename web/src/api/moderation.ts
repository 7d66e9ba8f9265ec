import { useMutation } from '@tanstack/react-query';
import type { ReportKind } from '@shared/messages/moderation';
import type { ReportBody } from '@shared/schemas/moderation';
import { call } from '@web/lib/api-client';

/**
 * Moderation's data that every feature shows: the Report action (arts, posts, comments, profiles,
 * chat messages, reviews all send `POST /api/reports`). The queue, appeals and a person's own
 * decisions are their pages' (features/admin/api/moderation.ts, features/moderation/api/).
 * Every moderation query lives under `moderationKeys.all`.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  /** The admin's queue of open cases, by kind ('' every kind) and page. */
  queue: (kind: string, cursor: string | null) => [...moderationKeys.all, 'queue', kind, cursor] as const,
  appeals: (cursor: string | null) => [...moderationKeys.all, 'appeals', cursor] as const,
  /** Decisions against the signed-in person. */
  mine: () => [...moderationKeys.all, 'mine'] as const,
};

/** What a Report names: the kind and the id its own API uses (see REPORT_KINDS). */
export interface ReportTarget {
  kind: ReportKind;
  targetId: string;
}

/** Sends a report; the answer's message thanks the reporter. */
export function useSendReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => call('POST /api/reports', { body }),
  });
}

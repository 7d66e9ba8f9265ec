import type { VerificationRow } from '@shared/schemas/verification';

export const UNKNOWN_ARTIST = 'Unknown Artist';

/** The artist's full name, or "Unknown Artist" when the request has no artist record. */
export function artistName(row: VerificationRow): string {
  if (!row.artist) return UNKNOWN_ARTIST;
  return `${row.artist.firstname} ${row.artist.lastname}`.trim() || UNKNOWN_ARTIST;
}

/** The artist's role, or "N/A" when the request has no artist record. */
export const artistRole = (row: VerificationRow): string => row.artist?.role || 'N/A';

/** Upload keys keep their type's extension, so a signed link's path tells a PDF from an image. */
export function isPdfUrl(url: string): boolean {
  try {
    return new URL(url, 'http://localhost').pathname.toLowerCase().endsWith('.pdf');
  } catch {
    return false;
  }
}

/** "Pending", "Approved", "Rejected" for people; unknown statuses as they come. */
export const statusLabel = (status: string): string => (status ? status[0]!.toUpperCase() + status.slice(1) : status);

export const DECISION_MESSAGES = {
  approved: { success: 'The verification has been approved.', failure: 'Failed to approve the verification.' },
  rejected: { success: 'The verification has been rejected.', failure: 'Failed to reject the verification.' },
  unexpected: 'An unexpected error occurred.',
  loadFailed: 'Failed to load verifications.',
  documentsFailed: 'Failed to load the documents of this request. Please try again.',
} as const;

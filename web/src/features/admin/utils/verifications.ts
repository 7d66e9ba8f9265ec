import type { VerificationStatus } from '@shared/schemas/profiles';
import type { VerificationRow } from '@shared/schemas/verification';

export const UNKNOWN_ARTIST = 'Unknown Artist';

/** The artist's full name, or "Unknown Artist" when the request has no artist record. */
export function artistName(row: VerificationRow): string {
  if (!row.artist) return UNKNOWN_ARTIST;
  return `${row.artist.firstname} ${row.artist.lastname}`.trim() || UNKNOWN_ARTIST;
}

/** The artist's role, or "N/A" when the request has no artist record. */
export const artistRole = (row: VerificationRow): string => row.artist?.role || 'N/A';

/** The spec's verification search: the artist's name or the status contains the text, ignoring case. */
export function filterVerifications(rows: readonly VerificationRow[], search: string): VerificationRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => artistName(row).toLowerCase().includes(needle) || row.status.toLowerCase().includes(needle));
}

/** The list after a decision, changed in place of a refetch. */
export function withStatus(rows: readonly VerificationRow[], verificationId: string, status: VerificationStatus): VerificationRow[] {
  return rows.map((row) => (row.verification_id === verificationId ? { ...row, status } : row));
}

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
} as const;

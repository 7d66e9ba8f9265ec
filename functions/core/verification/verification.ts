import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@shared/api/errors';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin';
import type { VerificationStatus } from '@shared/schemas/profiles';
import {
  VERIFICATION_MESSAGES,
  type VerificationDetail,
  type VerificationPage,
  type VerificationRow,
} from '@shared/schemas/verification';
import type { Actor } from '../actor';
import * as Audit from '../audit/audit';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db, type TransactionEntities, type Item } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError, refuse } from '../errors';
import * as Preferences from '../profiles/preferences';
import * as Profiles from '../profiles/profiles';
import * as Search from '../search/search';
import { fold, searchWords } from '../search/words';
import * as Uploads from '../uploads/uploads';

/**
 * Artist verification: a request with two private documents, decided by an admin. The admin
 * list is paginated (newest first, by status, or by the artist's name through search entries)
 * and reads only what it shows; the documents' short-lived links are made only when a request
 * is opened.
 */

const LINK_SECONDS = 300;
const SCOPE = 'verifications';
const STATUSES: readonly VerificationStatus[] = ['pending', 'approved', 'rejected'];

export type RequestItem = Item<'verificationRequest'>;

async function getRequest(verificationId: string) {
  const { data } = await db().entities.verificationRequest.get({ verificationId }).go();
  return data;
}

function toRow(
  r: Pick<RequestItem, 'verificationId' | 'status' | 'createdAt' | 'firstname' | 'lastname'>,
): VerificationRow {
  return {
    verification_id: r.verificationId,
    status: r.status,
    created_at: r.createdAt,
    artist: { firstname: r.firstname, lastname: r.lastname, role: 'Artist' },
  };
}

const wordsOf = (r: Pick<RequestItem, 'firstname' | 'lastname'>) =>
  searchWords([r.firstname, r.lastname], [`${r.firstname} ${r.lastname}`]);

/**
 * The search entries of a request, carrying its row: written when it is filed (`previous` absent:
 * puts only), rewritten when its status changes. Exported for the list benchmarks' seeding, which
 * must index requests exactly as filing one does.
 */
export const indexPieces = (tx: TransactionEntities, r: RequestItem, previous?: RequestItem) =>
  Search.index(tx, SCOPE, r.verificationId, previous ? wordsOf(previous) : null, { words: wordsOf(r), card: toRow(r) });

/**
 * The writes that file `item` for the artist `profile` in one transaction: the request, the
 * profile's pending status (refused while another request is pending), the counters and the
 * search entries. Exported for the list benchmarks' seeding, which files requests as this does.
 */
export function filingPieces(tx: TransactionEntities, profile: Profiles.ProfileItem, item: RequestItem) {
  return [
    tx.verificationRequest.create(item).commit(),
    ...Profiles.setVerification(tx, profile, { status: 'pending', verificationId: item.verificationId }, 'not-pending'),
    Counters.add(tx, Counters.names.verificationRequests('all'), 1),
    Counters.add(tx, Counters.names.verificationRequests('pending'), 1),
    ...indexPieces(tx, item),
  ];
}

/**
 * Files a pending request with the two uploaded documents. Refused while another request is
 * pending; allowed again after a rejection.
 */
export async function request(actor: Actor, documentKey: string, validIdKey: string): Promise<string> {
  const userId = actor.userId;
  const profile = await Profiles.get(userId);
  if (!profile || profile.role !== 'Artist')
    throw new AppError(ErrorCodes.notAnArtist, 'Only artists can request verification.');
  // The documents back this artist's verification (a request again after a rejection may reuse them).
  const usedBy = `verification:${userId}` as const;
  await Uploads.assertUsable(documentKey, userId, 'verification-document', { field: 'document', usedBy });
  await Uploads.assertUsable(validIdKey, userId, 'verification-id', { field: 'valid_id', usedBy });
  const item: RequestItem = {
    verificationId: randomUUID(),
    userId,
    firstname: profile.firstname,
    lastname: profile.lastname,
    status: 'pending',
    documentKey,
    validIdKey,
    createdAt: new Date().toISOString(),
  };
  // Find Match scores "verified" from the artist's match entries: asking again after an approval unverifies.
  const preferences = profile.verificationStatus === 'approved' ? await Preferences.get(userId, 'Artist') : null;
  try {
    await commit((tx) => [
      Uploads.claim(tx, documentKey, usedBy),
      Uploads.claim(tx, validIdKey, usedBy),
      ...filingPieces(tx, profile, item),
      ...Preferences.cardPieces(tx, userId, 'Artist', preferences, { verified: false }),
    ]);
  } catch (err) {
    const refused =
      err instanceof ConditionFailed
        ? ([documentKey, validIdKey] as const).findIndex((_, i) => err.failedIndexes.includes(i))
        : -1;
    if (refused >= 0)
      throw await Uploads.claimRefusal(
        refused === 0 ? documentKey : validIdKey,
        refused === 0 ? 'document' : 'valid_id',
      );
    if (err instanceof ConditionFailed)
      throw refuse(ErrorCodes.verificationPending, VERIFICATION_MESSAGES.alreadyPending);
    throw err;
  }
  return item.verificationId;
}

/** A search that is a status's name lists the requests in that status. */
const statusNamed = (search: string) => STATUSES.find((s) => s === fold(search.trim())) ?? null;

/**
 * One page of requests, newest first: all of them, those of one status (a search that names a
 * status), or those whose artist's name has words starting with the search.
 */
export async function list(query: { search?: string; cursor?: string }): Promise<VerificationPage> {
  const search = query.search?.trim() ?? '';
  const status = search ? statusNamed(search) : null;
  if (search && !status) {
    const page = await Search.find<VerificationRow>(SCOPE, search, ADMIN_PAGE_SIZE, query.cursor);
    const total = !query.cursor && page.cursor === null ? page.items.length : null;
    return { items: page.items.map((i) => i.card), cursor: page.cursor, total };
  }
  const requests = db().entities.verificationRequest;
  const go = <A extends 'all' | 'byStatus'>(access: A, facets: Parameters<(typeof requests)['query'][A]>[0]) => ({
    order: 'desc' as const,
    limit: ADMIN_PAGE_SIZE,
    cursor: query.cursor ? checkedCursor(query.cursor, requests, access, facets) : null,
  });
  const [page, total] = await Promise.all([
    status
      ? requests.query.byStatus({ status }).go(go('byStatus', { status }))
      : requests.query.all({}).go(go('all', {})),
    Counters.get(Counters.names.verificationRequests(status ?? 'all')),
  ]);
  return { items: page.data.map(toRow), cursor: page.cursor ?? null, total };
}

/** One request with short-lived links to both documents (made now, for the admin opening it). */
export async function detail(verificationId: string): Promise<VerificationDetail> {
  const r = await getRequest(verificationId);
  if (!r) throw refuse(ErrorCodes.verificationNotFound, 'Verification request not found.');
  const [documentUrl, validIdUrl] = await Promise.all([
    Uploads.presignedGet(r.documentKey, LINK_SECONDS),
    Uploads.presignedGet(r.validIdKey, LINK_SECONDS),
  ]);
  return { ...toRow(r), document_url: documentUrl, valid_id: validIdUrl };
}

/**
 * Approves or rejects a request. The request, its search entries, the status counters, the
 * artist's status (when this is their latest request), the verified-artists counter and the
 * audit entry change together.
 */
export async function decide(
  actor: Audit.Actor,
  verificationId: string,
  decision: 'approved' | 'rejected',
): Promise<void> {
  const current = await getRequest(verificationId);
  if (!current) throw refuse(ErrorCodes.verificationNotFound, 'Verification request not found.');
  if (current.status === decision) return;
  const profile = await Profiles.get(current.userId);
  const isLatest = profile?.verificationId === verificationId && profile.verificationStatus !== undefined;
  const wasApproved = isLatest && profile?.verificationStatus === 'approved';
  const verifiedChange = isLatest ? (decision === 'approved' ? (wasApproved ? 0 : 1) : wasApproved ? -1 : 0) : 0;
  const decided: RequestItem = {
    ...current,
    status: decision,
    decidedAt: new Date().toISOString(),
    decidedBy: actor.userId,
  };
  const name = `${current.firstname} ${current.lastname}`;
  // Find Match scores "verified" from the artist's match entries, which change with it.
  const preferences = verifiedChange !== 0 ? await Preferences.get(current.userId, 'Artist') : null;
  try {
    await commit((tx) => [
      tx.verificationRequest
        .patch({ verificationId })
        .set({ status: decision, decidedAt: decided.decidedAt, decidedBy: actor.userId })
        .where((attr, op) => op.eq(attr.status, current.status))
        .commit(),
      ...indexPieces(tx, decided, current),
      Counters.add(tx, Counters.names.verificationRequests(current.status), -1),
      Counters.add(tx, Counters.names.verificationRequests(decision), 1),
      ...(isLatest && profile
        ? Profiles.setVerification(
            tx,
            profile,
            { status: decision, verificationId },
            { verificationId, status: profile.verificationStatus! },
          )
        : []),
      ...(verifiedChange !== 0 ? [Counters.add(tx, Counters.names.verifiedArtists, verifiedChange)] : []),
      ...Preferences.cardPieces(tx, current.userId, 'Artist', preferences, { verified: decision === 'approved' }),
      Audit.entry(
        tx,
        actor,
        `verification.${decision === 'approved' ? 'approve' : 'reject'}`,
        verificationId,
        `${decision === 'approved' ? 'Approved' : 'Rejected'} the verification of ${name}`,
      ),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw refuse(ErrorCodes.verificationChanged, 'The request was changed meanwhile. Please reload and try again.');
    throw err;
  }
}

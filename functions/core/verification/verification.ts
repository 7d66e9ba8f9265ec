import { randomUUID } from 'node:crypto';
import { VERIFICATION_MESSAGES, type VerificationRow } from '@shared/schemas/verification';
import { Audit, type Actor } from '../audit/audit';
import { counterNames, Counters } from '../counters/counters';
import { db } from '../db/service';
import { commit, ConditionFailed } from '../db/transactions';
import { AppError, conflict, notFound } from '../errors';
import { Profiles } from '../profiles/profiles';
import { Uploads } from '../uploads/uploads';

const LINK_SECONDS = 300;

export const Verifications = {
  /**
   * Files a pending request with the two uploaded documents. Refused while another request is
   * pending; allowed again after a rejection.
   */
  async request(userId: string, documentKey: string, validIdKey: string): Promise<string> {
    const profile = await Profiles.get(userId);
    if (!profile || profile.role !== 'Artist') throw new AppError('not_an_artist', 403, 'Only artists can request verification.');
    await Uploads.assertUsable(documentKey, userId, 'verification-document');
    await Uploads.assertUsable(validIdKey, userId, 'verification-id');
    const verificationId = randomUUID();
    try {
      await commit(
        db().transaction.write((tx) => [
          tx.verificationRequest.create({ verificationId, userId, status: 'pending', documentKey, validIdKey }).commit(),
          tx.profile
            .patch({ userId })
            .set({ verificationStatus: 'pending', verificationId })
            .where((attr, op) => `${op.notExists(attr.verificationStatus)} OR ${op.ne(attr.verificationStatus, 'pending')}`)
            .commit(),
        ]),
      );
    } catch (err) {
      if (err instanceof ConditionFailed) throw conflict('verification_pending', VERIFICATION_MESSAGES.alreadyPending);
      throw err;
    }
    await Promise.all([Uploads.keep(documentKey), Uploads.keep(validIdKey)]);
    return verificationId;
  },

  /** Every request, newest first, with the artist's name and short-lived links to both documents. */
  async list(): Promise<VerificationRow[]> {
    const { data } = await db().entities.verificationRequest.query.all({}).go({ order: 'desc', pages: 'all' });
    const userIds = [...new Set(data.map((r) => r.userId))];
    const { data: profiles } = userIds.length
      ? await db().entities.profile.get(userIds.map((userId) => ({ userId }))).go()
      : { data: [] };
    const byUser = new Map(profiles.map((p) => [p.userId, p]));
    return Promise.all(
      data.map(async (r) => {
        const artist = byUser.get(r.userId);
        return {
          verification_id: r.verificationId,
          status: r.status,
          created_at: r.createdAt,
          document_url: await Uploads.presignedGet(r.documentKey, LINK_SECONDS),
          valid_id: await Uploads.presignedGet(r.validIdKey, LINK_SECONDS),
          artist: artist ? { firstname: artist.firstname, lastname: artist.lastname, role: artist.role } : null,
        };
      }),
    );
  },

  /**
   * Approves or rejects a request. The request, the artist's status (when this is their
   * latest request), the verified-artists counter and the audit entry change together.
   */
  async decide(verificationId: string, decision: 'approved' | 'rejected', actor: Actor): Promise<void> {
    const { data: request } = await db().entities.verificationRequest.get({ verificationId }).go();
    if (!request) throw notFound('Verification request not found.');
    if (request.status === decision) return;
    const profile = await Profiles.get(request.userId);
    const isLatest = profile?.verificationId === verificationId;
    const wasApproved = isLatest && profile?.verificationStatus === 'approved';
    const counterChange = isLatest ? (decision === 'approved' ? (wasApproved ? 0 : 1) : wasApproved ? -1 : 0) : 0;
    const name = profile ? `${profile.firstname} ${profile.lastname}` : request.userId;
    try {
      await commit(
        db().transaction.write((tx) => [
          tx.verificationRequest
            .patch({ verificationId })
            .set({ status: decision, decidedAt: new Date().toISOString(), decidedBy: actor.userId })
            .where((attr, op) => op.eq(attr.status, request.status))
            .commit(),
          ...(isLatest
            ? [
                tx.profile
                  .patch({ userId: request.userId })
                  .set({ verificationStatus: decision })
                  .where((attr, op) => `${op.eq(attr.verificationId, verificationId)} AND ${op.eq(attr.verificationStatus, profile!.verificationStatus!)}`)
                  .commit(),
              ]
            : []),
          ...(counterChange !== 0 ? [Counters.add(tx.counter, counterNames.verifiedArtists, counterChange)] : []),
          Audit.entry(tx, actor, `verification.${decision === 'approved' ? 'approve' : 'reject'}`, verificationId, `${decision === 'approved' ? 'Approved' : 'Rejected'} the verification of ${name}`),
        ]),
      );
    } catch (err) {
      if (err instanceof ConditionFailed) throw conflict('verification_changed', 'The request was changed meanwhile. Please reload and try again.');
      throw err;
    }
  },
};

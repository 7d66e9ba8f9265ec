import { ErrorCodes } from '@shared/api/errors';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import { conversationIdOf } from '../../chat/conversations';
import * as Messages from '../../chat/messages';
import { db } from '../../db/service';
import { refuse } from '../../errors';
import { getProject } from '../model';
import { historyOf } from '../negotiation';
import { type DisputeRecord, view } from './model';

/** The admins' dispute queue (issue 31 §5): open disputes oldest first, and what an admin reads to decide. */

export async function openDisputes() {
  const { data } = await db().entities.disputeEntry.query.byQueue({ queue: 'open' }).go({ limit: 100 });
  const projects = data.length
    ? (
        await db()
          .entities.project.get(data.map((d) => ({ projectId: d.projectId })))
          .go()
      ).data
    : [];
  const byId = new Map(projects.map((p) => [p.projectId, p]));
  return data.flatMap((d) => {
    const p = byId.get(d.projectId);
    const dispute = p?.dispute as DisputeRecord | undefined;
    if (!p || !dispute) return [];
    return [
      {
        project_id: p.projectId,
        project_name: p.projectName,
        artist: { user_id: p.artistId, firstname: p.artistFirstname, lastname: p.artistLastname },
        client: { user_id: p.clientId, firstname: p.clientFirstname, lastname: p.clientLastname },
        opened_by: dispute.openedBy,
        opened_at: dispute.at,
        reason: dispute.reason,
        held_centavos: p.heldCentavos ?? 0,
      },
    ];
  });
}

/** The case: the commission as both sides see it, the negotiation, and the last 100 messages between the two. */
export async function disputeCase(projectId: string) {
  const project = await getProject(projectId);
  if (!project) throw refuse(ErrorCodes.projectNotFound, 'Project not found.');
  if (!project.dispute) throw refuse(ErrorCodes.commissionNotDisputed, COMMISSION_MESSAGES.notDisputed);
  const conversationId = conversationIdOf(project.artistId, project.clientId);
  const [commission, history, chat] = await Promise.all([
    view(projectId, 'admin'),
    project.threadId ? historyOf(project.threadId) : Promise.resolve(null),
    Messages.latest(conversationId, 100),
  ]);
  return {
    commission,
    history,
    chat: chat.map((m) => ({ sender_id: m.sender_id, content: m.content, at: m.created_at })),
  };
}

import { randomUUID } from 'node:crypto';
import { actorOf } from '@functions/core/actor';
import * as Community from '@functions/core/community/community';
import * as Actions from '@functions/core/moderation/actions';
import { caseIdOf } from '@functions/core/moderation/cases';
import * as Reports from '@functions/core/moderation/reports';
import type { ModerationAction } from '@shared/schemas/moderation';
import { linkIn, waitForMail } from './mailbox';
import { createPerson, type TestUser } from './users';

/** A post of `author` reported once by a fresh reporter: its open case. */
export async function reportedPost(author: TestUser): Promise<{ postId: string; caseId: string }> {
  const post = await Community.create(actorOf(author.userId), {
    content: `Reported post ${randomUUID().slice(0, 6)}`,
    category: 'General Discussion',
    images: [],
  });
  const reporter = await createPerson({ role: 'Client', prefix: 'mod-reporter' });
  await Reports.report(actorOf(reporter.userId, 'Client'), {
    kind: 'post',
    target_id: post.id,
    reason: 'Spam',
    details: '',
  });
  return { postId: post.id, caseId: caseIdOf('post', post.id) };
}

/**
 * Moderation through the domain's own verbs (the HTTP path is the integration tests'): a post of
 * `author`, reported once by a fresh reporter, decided by `adminId`.
 */
export async function decidedPost(
  author: TestUser,
  action: ModerationAction,
  adminId = `admin-${randomUUID().slice(0, 8)}`,
): Promise<{ postId: string; caseId: string; actionId: string }> {
  const { postId, caseId } = await reportedPost(author);
  const decided = await Actions.act(actorOf(adminId, 'Admin'), caseId, action, `Matrix ${action}`);
  return { postId, caseId, actionId: decided.action_id };
}

/** A new person suspended by an admin, and the appeal token of their suspension e-mail. */
export async function suspendedWithToken(endpoints: {
  mailbox: string;
  web: string;
}): Promise<{ person: TestUser; token: string; actionId: string }> {
  const person = await createPerson({ role: 'Client', prefix: 'mod-suspended' });
  const { actionId } = await decidedPost(person, 'suspend');
  const mail = await waitForMail(endpoints.mailbox, person.email, 'your account is suspended');
  const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('token')!;
  return { person, token, actionId };
}

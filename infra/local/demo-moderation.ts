import { ensureAdmin } from '@functions/core/accounts/admins';
import { actorOf } from '@functions/core/actor';
import * as Arts from '@functions/core/arts/arts';
import * as Conversations from '@functions/core/chat/conversations';
import * as Messages from '@functions/core/chat/messages';
import * as Community from '@functions/core/community/community';
import * as Actions from '@functions/core/moderation/actions';
import * as Appeals from '@functions/core/moderation/appeals';
import { caseIdOf, findCase } from '@functions/core/moderation/cases';
import * as Reports from '@functions/core/moderation/reports';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Reviews from '@functions/core/reviews/reviews';
import type { ReportBody } from '@shared/schemas/moderation';

/**
 * The demo's moderation (issue 32): an open report of each kind of content in the admins' queue
 * (an art, a post, a comment, a profile, a chat message; reviews come with their own domain), and
 * a post the moderator hid whose author appealed: the appeal awaits a second admin, which the demo
 * admin is. Written through the domain verbs; skipped once seeded. Its posts are dated a month
 * back, so the feed's newest posts stay the community demo's.
 */

/** The admin who took the demo's decision (the demo admin, another admin, decides its appeal). */
export const DEMO_MODERATOR = {
  email: 'moderator@crafti.test',
  password: 'CraftiModerator1',
  firstName: 'Mira',
  lastName: 'Moderator',
};

const MARIA = 'maria.santos@crafti.test';
const JOSE = 'jose.bautista@crafti.test';
const LIZA = 'liza.reyes@crafti.test';
const PAOLO = 'paolo.garcia@crafti.test';
const ANDREA = 'andrea.lim@crafti.test';

const monthAgo = (minutes: number) => new Date(Date.now() - 30 * 86_400_000 + minutes * 60_000).toISOString();

export async function seedModeration(): Promise<void> {
  const [maria, jose, liza, paolo, andrea] = await Promise.all(
    [MARIA, JOSE, LIZA, PAOLO, ANDREA].map((email) => Profiles.findByEmail(email)),
  );
  if (!maria || !jose || !liza || !paolo || !andrea) return;
  if (await findCase(caseIdOf('profile', paolo.userId))) return;
  const report = (by: { userId: string }, body: Omit<ReportBody, 'details'> & { details?: string }) =>
    Reports.report(actorOf(by.userId), { details: '', ...body });

  // A report of each kind, open in the queue.
  const taka = (await Arts.listByArtist(jose.userId, 20)).items.find((a) => a.title === 'Taka Horse');
  if (taka)
    await report(liza, {
      kind: 'art',
      target_id: taka.art_id,
      reason: 'Stolen art',
      details: 'I saw this exact piece on another seller’s page last year.',
    });
  const promo = await Community.create(
    actorOf(andrea.userId),
    {
      content: 'Cheap prints of famous paintings! Message me on another app, I give discounts for cash.',
      category: 'General Discussion',
      images: [],
    },
    { createdAt: monthAgo(0) },
  );
  await report(liza, { kind: 'post', target_id: promo.id, reason: 'Scam or fraud' });
  const reply = await Community.comment(actorOf(paolo.userId), promo.id, 'Nobody wants your copies, go away.');
  await report(andrea, { kind: 'comment', target_id: reply.id, reason: 'Harassment' });
  await report(jose, {
    kind: 'profile',
    target_id: paolo.userId,
    reason: 'Spam',
    details: 'Sends the same cafe promotion to every artist.',
  });
  const conversation = await Conversations.start(actorOf(paolo.userId), andrea.userId);
  const pitch = await Messages.send(actorOf(paolo.userId), conversation.id, {
    content: 'Pay me the deposit by GCash directly, outside Crafti, and I will book you.',
    client_id: 'demo-moderation-pitch',
  });
  await report(andrea, { kind: 'message', target_id: `${conversation.id}/${pitch.id}`, reason: 'Scam or fraud' });
  // Paolo disputes Jose's published review of him (the demo reviews are seeded first).
  const josesReview = (await Reviews.listOf(paolo.userId)).items.find((r) => r.reviewer.user_id === jose.userId);
  if (josesReview)
    await report(paolo, {
      kind: 'review',
      target_id: josesReview.review_id,
      reason: 'Other',
      details: 'The menu changed once, not twice, and I paid for it up front.',
    });

  // A post the moderator hid; its author appealed, and a second admin must decide.
  const moderatorId = await ensureAdmin(DEMO_MODERATOR);
  const hidden = await Community.create(
    actorOf(jose.userId),
    {
      content: 'Work in progress: a narra relief of the Last Supper, copied from a photo I found online.',
      category: 'Feedback',
      images: [],
    },
    { createdAt: monthAgo(1) },
  );
  await report(maria, {
    kind: 'post',
    target_id: hidden.id,
    reason: 'Stolen art',
    details: 'The photo is another carver’s work.',
  });
  const action = await Actions.act(
    actorOf(moderatorId, 'Admin', DEMO_MODERATOR.email),
    caseIdOf('post', hidden.id),
    'hide',
    'The post shows another carver’s copyrighted work.',
  );
  await Appeals.appeal(
    actorOf(jose.userId, 'Artist'),
    action.action_id,
    'The photo is my own workshop; the relief is my original carving. I can send process photos.',
  );
}

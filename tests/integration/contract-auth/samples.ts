import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/schemas/push';
import type { RouteKey } from '@shared/api/contracts';
import { defaultTerms } from '@shared/messages/commissions';
import * as Conversations from '@functions/core/chat/conversations';
import * as JobApplications from '@functions/core/jobs/applications';
import * as Tags from '@functions/core/tags/tags';
import { actorOf } from '@functions/core/actor';
import * as Appeals from '@functions/core/moderation/appeals';
import { signedEvent } from '../../support/paymongo';
import { onboardingSample } from '../../support/builders';
import { addressOf, ADDRESS_BODIES } from '../../support/addresses';
import { createPerson, type TestUser } from '../../support/users';
import { decidedPost, reportedPost, suspendedWithToken } from '../../support/moderation';
import { SHIPS_EVERYWHERE } from '../../support/shipping';
import { PDF, PNG, uploadAs } from '../../support/uploads';
import {
  applicationBody,
  artBody,
  call,
  checkoutOf,
  commissionOf,
  confirmationToken,
  emailChangeToken,
  emailUndoToken,
  endpoints,
  imageKey,
  inCart,
  jobFields,
  jobOf,
  jobWithApplicant,
  newArt,
  newPersonBody,
  newPost,
  notify,
  partnerOf,
  profileBody,
  projectOf,
  proposalTo,
  resetToken,
  unsubscribeToken,
  sideOf,
  soldBy,
  state,
  type CommissionState,
  type Context,
  type Request,
  type Sample,
  workImageKey,
} from './fixtures';
import { ORDER_SAMPLES } from './order-samples';
import { PAGE_SAMPLES, REVIEW_SAMPLES } from './review-and-page-samples';

/**
 * One valid request per route, made for `ctx.me` (fresh for each cell: routes with effects get
 * their own resources). Who may send it is not here: the matrix reads that from the contract's
 * `auth`, `owner` and `adminRefused`. A request naming a person names `me` (the matrix names
 * another person itself, at the owner rule's path); a request naming a thing names `me`'s, or
 * says whose in `owners`. A route added to the contract without a sample fails to compile.
 */
export type { Sample };

const self =
  (param = 'userId'): Sample =>
  ({ me }) => ({ params: { [param]: me.userId } });
const artistParam: Sample = ({ people }) => ({ params: { userId: people.Artist.userId } });
const clientParam: Sample = ({ people }) => ({ params: { userId: people.Client.userId } });
/** A conversation of `me` (made through the data layer). */
const chat =
  (extra: () => Omit<Request, 'params'> = () => ({})): Sample =>
  async (ctx) => ({
    params: { id: (await Conversations.start(actorOf(ctx.me.userId), partnerOf(ctx).userId)).id },
    ...extra(),
  });
/** A commission of `me` in `money` (see commissionOf), with `extra` of the request. */
const commission =
  (
    money: CommissionState,
    extra: (
      ctx: Context,
    ) => Promise<Omit<Request, 'params' | 'owners'>> | Omit<Request, 'params' | 'owners'> = () => ({}),
    opts: (ctx: Context) => Parameters<typeof commissionOf>[2] = () => ({}),
  ): Sample =>
  async (ctx) => {
    const [project, more] = await Promise.all([commissionOf(ctx, money, opts(ctx)), extra(ctx)]);
    return { params: { id: project.id }, owners: project.owners, ...more };
  };
/** The same, naming its first milestone. */
const firstMilestone =
  (money: CommissionState, extra?: Parameters<typeof commission>[1]): Sample =>
  async (ctx) => {
    const request = await commission(money, extra)(ctx);
    return { ...request, params: { ...request.params, position: '1' } };
  };
/** An admin receives no proposals: its samples name one to the matrix's artist. */
const recipientFor = (ctx: Context): Context =>
  ctx.role === 'Admin' ? { ...ctx, me: ctx.people.Artist, role: 'Artist' } : ctx;
const projectParam: Sample = async (ctx) => {
  const project = await projectOf(ctx);
  return { params: { id: project.id }, owners: project.owners };
};

/** A device's subscription as a browser makes it, on the local push service (what the stack allows). */
function pushSubscriptionBody() {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `${endpoints.push}/push/matrix-${randomUUID()}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Someone every caller of the matrix may block: nobody else's samples involve them. */
let blockable: TestUser | undefined;
const blockTarget: Sample = async () => ({
  params: { userId: (blockable ??= await createPerson({ role: 'Client', prefix: 'matrix-blocked' })).userId },
});
export const SAMPLES: Record<RouteKey, Sample> = {
  'GET /check-email': () => ({ query: { email: 'nobody@example.test' } }),
  'POST /register': () => ({ body: newPersonBody() }),
  'POST /confirm-account': async () => ({ body: { token: await confirmationToken() } }),
  'POST /resend-confirmation': () => ({ body: { email: 'nobody@example.test' } }),
  'POST /password-reset': () => ({ body: { email: 'nobody@example.test' } }),
  'POST /update-password': async () => ({ body: { token: await resetToken(), password: 'Matrix-Passw0rd' } }),
  'GET /user-role/{userId}': self(),
  'GET /badges/{userId}': self(),
  'POST /logout': () => ({}),
  'POST /email-change': ({ me }) => ({
    body: { email: `matrix-new-${randomUUID().slice(0, 8)}@example.test`, password: me.password },
  }),
  'POST /confirm-email-change': async () => ({ body: { token: await emailChangeToken() } }),
  'POST /undo-email-change': async () => ({ body: { token: await emailUndoToken() } }),

  'POST /uploads': () => ({ body: { purpose: 'profile-image', contentType: 'image/png', size: 100 } }),

  'GET /artist-profile/{userId}': artistParam,
  'GET /artist-preferences/{userId}': artistParam,
  'PUT /artist-profile': ({ me }) => ({ body: profileBody(me.userId) }),
  'POST /upload-profile-image/{userId}': async ({ me }) => ({
    params: { userId: me.userId },
    body: { key: await imageKey(me) },
  }),
  'GET /client-profile/{userId}': clientParam,
  'GET /client-preferences/{userId}': clientParam,
  'PUT /client-profile': ({ me }) => ({ body: profileBody(me.userId) }),
  'POST /upload-client-profile-image/{userId}': async ({ me }) => ({
    params: { userId: me.userId },
    body: { key: await imageKey(me) },
  }),
  'GET /admin-profile/{userId}': self(),
  'PUT /admin-profile': ({ me }) => ({
    body: {
      userId: me.userId,
      profile: { firstname: 'Ad', lastname: 'Min', username: `admin_${me.userId.slice(0, 8)}` },
    },
  }),

  'POST /api/artist-verification/{id}': async ({ me }) => {
    const document = await uploadAs(
      endpoints.api,
      me,
      'verification-document',
      'application/pdf',
      PDF,
      'portfolio.pdf',
    );
    const validId = await uploadAs(endpoints.api, me, 'verification-id', 'image/png', PNG, 'id.png');
    return { params: { id: me.userId }, body: { document: document.key, valid_id: validId.key } };
  },
  'GET /api/artist-verifications': () => ({}),
  'GET /api/artist-verification/{id}': () => ({ params: { id: state.verificationId } }),
  'POST /api/artist-verification/{id}/approved': () => ({ params: { id: state.verificationId } }),
  'POST /api/artist-verification/{id}/rejected': () => ({ params: { id: state.verificationId } }),

  'GET /cart/count/{userId}': self(),
  'GET /notifications/count/{userId}': self(),

  'GET /tags': () => ({}),
  'GET /api/tags': () => ({}),
  'POST /tags': () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)}` } }),
  'PUT /tags/{id}': async () => ({
    params: { id: (await Tags.create(`Matrix ${randomUUID().slice(0, 8)}`)).id },
    body: { name: `Renamed ${randomUUID().slice(0, 8)}` },
  }),
  'DELETE /tags/{id}': async () => ({ params: { id: (await Tags.create(`Matrix ${randomUUID().slice(0, 8)}`)).id } }),

  'POST /api/upload-art': async ({ me }) => ({ body: await artBody(me) }),
  'GET /api/art/{artId}': () => ({ params: { artId: state.someArt } }),
  'GET /art/{artId}': () => ({ params: { artId: state.someArt } }),
  'PUT /api/arts/{id}': async ({ me }) => ({
    params: { id: await newArt(me) },
    body: { ...(await artBody(me)), imageKey: undefined, title: 'Edited' },
  }),
  /** Only artists have arts: an admin or a client names the matrix's artist's. */
  'DELETE /api/arts/{id}': async ({ me, role, people }) => {
    const artist = role === 'Artist' ? me : people.Artist;
    return { params: { id: await newArt(artist) }, owners: [artist] };
  },
  'GET /api/arts': () => ({ query: { art_style: 'Realism', sort: 'cheapest', limit: '10' } }),
  'GET /arts': () => ({}),
  'GET /api/arts/{id}': ({ people }) => ({ params: { id: people.Artist.userId } }),
  'GET /admin/arts': () => ({ query: { search: 'matrix' } }),
  'GET /wishlist/{userId}': self(),
  'GET /wishlist/{userId}/arts': self(),
  'POST /wishlist': ({ me }) => ({ body: { userId: me.userId, artId: state.someArt, action: 'add' } }),
  'DELETE /wishlist/{userId}/all': self(),
  'GET /verified-artists': () => ({}),

  'GET /cart/{userId}': self(),
  'POST /cart': async ({ me }) => ({ body: { userId: me.userId, artId: await newArt(state.seller), quantity: 1 } }),
  'PATCH /cart/{userId}/{artId}': async ({ me }) => ({
    params: { userId: me.userId, artId: await inCart(me) },
    body: { quantity: 1 },
  }),
  'DELETE /cart/{userId}/{artId}': async ({ me }) => ({ params: { userId: me.userId, artId: await inCart(me) } }),
  'DELETE /cart/{userId}': async ({ me }) => ({ params: { userId: me.userId }, body: { artIds: [await inCart(me)] } }),

  'POST /create-checkout-session': async ({ me }) => ({ body: { artIds: [await inCart(me)] } }),
  'POST /order': async (ctx) => {
    const checkout = await checkoutOf(ctx);
    return { body: { payment_intent_id: checkout.payment_intent_id }, owners: [checkout.buyer] };
  },
  'GET /checkout/{checkoutId}': async (ctx) => {
    const checkout = await checkoutOf(ctx);
    return { params: { checkoutId: checkout.checkout_id }, owners: [checkout.buyer] };
  },
  'POST /paymongo/webhook': () => signedEvent({ type: 'source.chargeable' }),

  'GET /payouts/{userId}': self(),
  'POST /payouts/{userId}/onboarding': ({ me }) => ({ params: { userId: me.userId }, body: onboardingSample() }),
  'GET /earnings/{artistId}': self('artistId'),
  'GET /earnings/{artistId}/export': self('artistId'),
  'GET /orders/{userId}': self(),
  'GET /artist/{userId}': self(),
  'GET /artist-orders/{artistId}': self('artistId'),
  'PUT /order/{orderId}': async ({ me, role, people }) => {
    const artist = role === 'Artist' ? me : state.seller;
    return { params: { orderId: await soldBy(artist, people.Client) }, body: { status: 'Canceled' }, owners: [artist] };
  },
  ...ORDER_SAMPLES,

  'GET /notifications/{id}': self('id'),
  'POST /notifications': ({ me }) => ({ body: { user_id: me.userId, message: 'A note to self.', type: 'system' } }),
  'PUT /notifications/{id}/mark-all-as-read': self('id'),
  'PUT /notifications/{id}/read': async ({ me }) => ({ params: { id: (await notify(me)).id } }),
  'DELETE /notifications/{id}': async ({ me }) => ({ params: { id: (await notify(me)).id } }),
  'DELETE /notifications/{id}/all': self('id'),
  'POST /push-subscriptions': () => ({ body: pushSubscriptionBody() }),
  'POST /push-subscriptions/test': () => ({}),
  'GET /notification-preferences': () => ({}),
  'GET /email-unsubscribe': ({ me }) => ({ query: { token: unsubscribeToken(me.userId) } }),
  'POST /email-unsubscribe': ({ me }) => ({ query: { token: unsubscribeToken(me.userId) } }),
  'PUT /notification-preferences': () => ({ body: DEFAULT_NOTIFICATION_PREFERENCES }),
  'DELETE /push-subscriptions/{id}': async ({ me }) => {
    const made = await call('POST', '/push-subscriptions', { token: me.idToken, body: pushSubscriptionBody() });
    return { params: { id: (made.body as { id: string }).id } };
  },

  'GET /admin/stats': () => ({}),
  'GET /admin/audit-log': () => ({}),
  'GET /admin/users': () => ({}),
  'GET /admin/artists': () => ({}),
  'GET /admin/clients': () => ({}),

  'GET /api/blocks': () => ({}),
  'GET /api/blocks/{userId}': artistParam,
  'PUT /api/blocks/{userId}': blockTarget,
  'DELETE /api/blocks/{userId}': blockTarget,

  'GET /conversations': () => ({ query: { search: 'a' } }),
  'POST /conversations': (ctx) => ({ body: { user_id: partnerOf(ctx).userId } }),
  'GET /conversations/{id}': chat(),
  'GET /conversations/{id}/messages': chat(),
  'POST /conversations/{id}/messages': chat(() => ({ body: { content: 'Matrix hello', client_id: randomUUID() } })),
  'PUT /conversations/{id}/read': chat(),
  'GET /messages/count/{userId}': self(),
  'GET /community-posts': () => ({ query: { category: 'Art Tips', hasMedia: 'false', order: 'asc' } }),
  'POST /community-posts': () => ({ body: { content: 'Matrix post', category: 'Feedback' } }),
  'POST /community-posts/like': async ({ me }) => ({ body: { post_id: await newPost(me), liked: true } }),
  'GET /community-posts/{id}': async ({ me }) => ({ params: { id: await newPost(me) } }),
  'PATCH /community-posts/{id}': async ({ me }) => ({
    params: { id: await newPost(me) },
    body: { content: 'Matrix edit', category: 'Events' },
  }),
  'DELETE /community-posts/{id}': async ({ me }) => ({ params: { id: await newPost(me) } }),
  'GET /community-posts/{id}/comments': async ({ me }) => ({ params: { id: await newPost(me) } }),
  'POST /community-comments': async ({ me }) => ({ body: { post_id: await newPost(me), content: 'Matrix comment' } }),
  'DELETE /community-comments/{id}': async ({ me }) => {
    const made = await call('POST', '/community-comments', {
      token: me.idToken,
      body: { post_id: await newPost(me), content: 'Matrix comment' },
    });
    return { params: { id: made.body.comment.id as string } };
  },

  'GET /api/jobs/client/{userId}': self(),
  'POST /api/jobs': ({ me }) => ({ body: { ...jobFields(), user_id: me.userId } }),
  'PATCH /api/jobs/{jobId}': async ({ me }) => ({ params: { jobId: await jobOf(me) }, body: { status: 'Closed' } }),
  'DELETE /api/jobs/{jobId}': async ({ me }) => ({ params: { jobId: await jobOf(me) } }),
  'GET /api/job-applicants/{jobId}': async ({ me }) => ({ params: { jobId: await jobOf(me) } }),
  'PATCH /api/job-applicants/status': async ({ me }) => {
    const { jobId, artistId } = await jobWithApplicant(me);
    return { body: { job_id: jobId, user_id: artistId, status: 'Accepted' } };
  },
  'GET /api/open-jobs': () => ({ query: { style: 'Realism' } }),
  'GET /api/my-applied-job-details/{userId}': self(),
  'GET /api/my-applied-jobs/{userId}': self(),
  'POST /api/apply-job': async ({ me, people }) => applicationBody(await jobOf(people.Client), me.userId),
  'DELETE /api/unapply-job': async ({ me, people }) => {
    const jobId = await jobOf(people.Client);
    await JobApplications.apply(actorOf(me.userId, 'Artist'), jobId);
    return applicationBody(jobId, me.userId);
  },
  'DELETE /api/delete-application': async ({ me, people }) => {
    const jobId = await jobOf(people.Client);
    await JobApplications.apply(actorOf(me.userId, 'Artist'), jobId);
    await JobApplications.decide(actorOf(people.Client.userId, 'Client'), jobId, me.userId, 'Rejected');
    return applicationBody(jobId, me.userId);
  },
  'POST /api/jobs/{jobId}/report': async ({ people }) => ({
    params: { jobId: await jobOf(people.Client) },
    body: { reason: 'Asks for payment outside Crafti' },
  }),
  'GET /admin/job-reports': () => ({}),
  'POST /admin/job-reports/{jobId}/dismiss': async ({ people }) => ({ params: { jobId: await jobOf(people.Client) } }),
  'POST /admin/job-reports/{jobId}/close': async ({ people }) => ({ params: { jobId: await jobOf(people.Client) } }),

  'POST /api/reports': async () => ({ body: { kind: 'post', target_id: await newPost(state.seller), reason: 'Spam' } }),
  'GET /api/moderation/mine': () => ({}),
  'POST /api/appeals': async ({ me }) => ({
    body: { action_id: (await decidedPost(me, 'warn')).actionId, text: 'Matrix appeal.' },
  }),
  'POST /appeals/suspension': async () => ({
    body: { token: (await suspendedWithToken(endpoints)).token, text: 'Matrix appeal.' },
  }),
  'GET /admin/moderation': () => ({ query: { kind: 'post' } }),
  'POST /admin/moderation/{caseId}/{action}': async ({ people }) => ({
    params: { caseId: (await reportedPost(people.Artist)).caseId, action: 'dismiss' },
    body: { reason: 'Matrix dismissal.' },
  }),
  'GET /admin/appeals': () => ({}),
  'POST /admin/appeals/{appealId}/decide': async ({ people }) => {
    const { actionId } = await decidedPost(people.Artist, 'warn');
    await Appeals.appeal(actorOf(people.Artist.userId, 'Artist'), actionId, 'Matrix appeal.');
    return { params: { appealId: actionId }, body: { outcome: 'uphold', reason: 'Matrix decision.' } };
  },

  'GET /artists': () => ({ query: { limit: '10' } }),
  'GET /clients': () => ({ query: { search: 'ma' } }),
  'GET /match-artists/{userId}': self(),
  'GET /match-clients/{userId}': self(),
  'GET /view-artist-preferences/{userId}': artistParam,
  'GET /user/{userId}': artistParam,
  'POST /log-profile-visit/{targetUserId}': ({ me, people }) => ({
    params: { targetUserId: people.Client.userId },
    body: { visitorId: me.userId },
  }),
  'GET /profile-visits/{userId}': self(),

  'POST /send-proposal': ({ me, role, people }) => ({
    body: {
      sender_id: me.userId,
      recipient_id: (role === 'Artist' ? people.Client : people.Artist).userId,
      project_name: 'Matrix',
      project_description: 'A sample.',
      budget: '100',
      due_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
  }),
  'GET /api/proposals/{userId}': self(),
  'GET /api/proposals/{userId}/sent': self(),
  'POST /artist/proposals/accept': async (ctx) => ({ body: { proposal: { proposal_id: await proposalTo(ctx) } } }),
  'POST /client/proposals/accept': async (ctx) => ({ body: { proposal: { proposal_id: await proposalTo(ctx) } } }),
  /** An admin receives no proposals: it names one to the matrix's artist. */
  'POST /api/proposals/reject': async (ctx) => {
    const to = recipientFor(ctx);
    return { body: { proposalId: await proposalTo(to) }, owners: [to.me] };
  },
  /** Issue 31: a counter of a proposal to `me` (an admin's names one to the matrix's artist), with other usage rights. */
  'POST /api/proposals/{id}/counter': async (ctx) => {
    const to = ctx.role === 'Admin' ? { ...ctx, me: ctx.people.Artist, role: 'Artist' as const } : ctx;
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    return {
      params: { id: await proposalTo(to) },
      body: { terms: { ...defaultTerms(500_000, due), usage: 'commercial' } },
      owners: [to.me],
    };
  },
  /** The negotiation of a proposal to `me`: its two people read it. */
  'GET /api/proposals/{id}/history': async (ctx) => {
    const to = ctx.role === 'Admin' ? { ...ctx, me: ctx.people.Artist, role: 'Artist' as const } : ctx;
    return { params: { id: await proposalTo(to) }, owners: [to.me, partnerOf(to)] };
  },
  'GET /api/artist-projects/{userId}': self(),
  'GET /api/client-projects/{userId}': self(),
  'GET /api/project-summary/{userId}': self(),
  'POST /api/projects/update-status': async (ctx) => {
    const project = ctx.role === 'Client' ? await projectOf(ctx, 'Artist Completed the Project') : await projectOf(ctx);
    return {
      body: { project_id: project.id, status: ctx.role === 'Client' ? 'Done' : 'In Progress' },
      owners: project.owners,
    };
  },
  'POST /api/projects/update-priority': async (ctx) => {
    const project = await projectOf(ctx);
    return { body: { project_id: project.id, priority: 'High' }, owners: project.owners };
  },
  'GET /api/projects/{id}/client_project_details': projectParam,
  'GET /api/projects/{id}/artist_project_details': projectParam,
  'GET /api/projects/in-progress-with-milestones': () => ({}),
  'GET /api/projects/{id}/milestones': projectParam,
  'PUT /api/milestones/{id}': async (ctx) => {
    const project = await projectOf(ctx);
    return {
      params: { id: `${project.id}.1` },
      body: { milestone_name: 'Sketches', due_date: '2099-01-01', status: 'Completed' },
      owners: project.owners,
    };
  },

  'GET /api/projects/{id}/commission': commission('funded'),
  'POST /api/projects/{id}/fund': commission('unfunded'),
  'POST /api/projects/{id}/milestones/{position}/deliver': firstMilestone('funded', async ({ me }) => ({
    body: { note: 'The sketches.', files: [await workImageKey(me)] },
  })),
  'POST /api/projects/{id}/milestones/{position}/approve': firstMilestone('delivered'),
  'POST /api/projects/{id}/milestones/{position}/revision': firstMilestone('delivered', () => ({
    body: { note: 'A warmer sky, please.' },
  })),
  'POST /api/projects/{id}/timeline': commission('funded', async ({ me }) => ({
    body: { position: 1, note: 'Under-painting done.', image_key: await workImageKey(me) },
  })),
  'POST /api/projects/{id}/cancel': commission('unfunded', () => ({ body: { reason: 'Plans changed.' } })),
  'POST /api/projects/{id}/cancel/agree': commission('funded', undefined, (ctx) => ({
    cancelBy: sideOf(ctx) === 'artist' ? 'client' : 'artist',
  })),
  'DELETE /api/projects/{id}/cancel': commission('funded', undefined, (ctx) => ({ cancelBy: sideOf(ctx) })),
  'POST /api/projects/{id}/dispute': commission('funded', () => ({ body: { reason: 'The sketches never came.' } })),
  'GET /admin/disputes': () => ({}),
  'GET /admin/disputes/{id}': commission('disputed'),
  'POST /admin/disputes/{id}/decide': commission('disputed', () => ({
    body: { release_centavos: 50_000, note: 'Half the sketches came.' },
  })),
  'GET /api/arts/{id}/process': () => ({ params: { id: state.someArt } }),
  'PUT /api/arts/{id}/process': async (ctx) => {
    const [artId, project] = await Promise.all([newArt(ctx.me), projectOf(ctx)]);
    return { params: { id: artId }, body: { project_id: project.id } };
  },
  'GET /api/timeline-choices': () => ({}),
  ...REVIEW_SAMPLES,
  'GET /people/{userId}/reviews': artistParam,

  'GET /api/addresses': () => ({}),
  'POST /api/addresses': () => ({ body: ADDRESS_BODIES.cebuCity }),
  'PUT /api/addresses/{id}': async ({ me, role }) => ({
    params: { id: await addressOf(me, role) },
    body: { ...ADDRESS_BODIES.antipolo, make_default: true },
  }),
  'DELETE /api/addresses/{id}': async ({ me, role }) => ({ params: { id: await addressOf(me, role) } }),
  'POST /api/addresses/{id}/default': async ({ me, role }) => ({
    params: { id: await addressOf(me, role, 'davaoCity') },
  }),
  'GET /api/shipping-profile': () => ({}),
  'PUT /api/shipping-profile': () => ({ body: SHIPS_EVERYWHERE }),
  'GET /api/shipping-profiles': ({ people }) => ({
    query: { artist_ids: `${people.Artist.userId},${state.seller.userId}` },
  }),

  ...PAGE_SAMPLES,
};

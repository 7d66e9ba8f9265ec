import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteAuth } from '@shared/api/contract/define';
import { contracts, type RouteKey } from '@shared/api/contracts';
import { pathVariables, routes, splitRouteKey } from '@shared/api/routes';
import * as Conversations from '@functions/core/chat/conversations';
import * as Tags from '@functions/core/tags/tags';
import * as JobApplications from '@functions/core/jobs/applications';
import * as Jobs from '@functions/core/jobs/jobs';
import { apiCaller, type CallResult } from '../support/api';
import { linkIn, waitForMail } from '../support/mailbox';
import { craftIdToken } from '../support/tokens';
import { PDF, PNG, uploadAs } from '../support/uploads';
import { createPerson, type TestUser } from '../support/users';
import { payAndWait, signedEvent } from '../support/paymongo';

/**
 * The route × caller matrix, generated from the contract: every route is called signed out,
 * with a forged token, as an artist, a client and an admin, and (where the route names a person)
 * as someone of the right role naming another person. Each cell must answer what the route's
 * `auth` promises: 2xx for who may call it, 401 without a valid token, 403 for the wrong role or
 * another owner. A route added to the contract without a sample here fails to compile.
 */

const { endpoints } = inject('stack');
const call = apiCaller(endpoints.api);

type Caller = 'signed-out' | 'forged' | 'Artist' | 'Client' | 'Admin';
const CALLERS: Caller[] = ['signed-out', 'forged', 'Artist', 'Client', 'Admin'];

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is instead of `body` (a signed webhook). */
  rawBody?: string;
  headers?: Record<string, string>;
}

interface Context {
  /** The caller of this cell (for signed-in cells). */
  me: TestUser;
  people: Record<'Artist' | 'Client' | 'Admin', TestUser>;
}

interface Sample {
  /** Who gets a 2xx, where ownership narrows the route's `auth` (e.g. only the art's artist or an admin deletes it). */
  may?: Caller[];
  /** A valid request of `me`, made fresh for each cell (routes with effects get their own resources). */
  request: (ctx: Context) => Promise<Request> | Request;
  /** The same request naming another person than the caller, where the route names one: 403. */
  naming?: (ctx: Context, other: TestUser) => Request;
  /** An admin naming another person is allowed too (beyond reads), e.g. a notification from the admin. */
  adminNamesOthers?: boolean;
  /** Not even an admin reads what `naming` names (a conversation is its two people's). */
  private?: true;
}

/** A notification of `me`, made by `me`. */
async function notify(me: TestUser): Promise<{ id: string }> {
  const made = await call('POST', '/notifications', { token: me.idToken, body: { user_id: me.userId, message: 'Matrix note.', type: 'system' } });
  expect(made.status).toBe(201);
  return made.body;
}

const self = (param = 'userId') => ({
  request: ({ me }: Context) => ({ params: { [param]: me.userId } }),
  naming: (_: Context, other: TestUser) => ({ params: { [param]: other.userId } }),
});

const newPersonBody = (role: 'Artist' | 'Client' = 'Client') => {
  const tag = randomUUID().slice(0, 8);
  return { email: `matrix-${tag}@example.test`, password: 'Matrix-Passw0rd', firstName: 'Mara', lastName: 'Trix', username: `matrix_${tag}`, role };
};

/** A registration's confirmation token, from the mail it sends. */
async function confirmationToken(): Promise<string> {
  const body = newPersonBody();
  expect((await call('POST', '/register', { body, ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` })).status).toBe(201);
  const mail = await waitForMail(endpoints.mailbox, body.email, 'Confirm your Crafti account');
  return new URL(linkIn(mail, endpoints.web)).searchParams.get('confirm')!;
}

/** A reset token for a new active person. */
async function resetToken(): Promise<string> {
  const person = await createPerson({ role: 'Client', prefix: 'matrix-reset' });
  expect((await call('POST', '/password-reset', { body: { email: person.email }, ip: `10.8.${Math.floor(Math.random() * 250)}.1` })).status).toBe(200);
  const mail = await waitForMail(endpoints.mailbox, person.email, 'Reset your Crafti password');
  return new URL(linkIn(mail, endpoints.web)).searchParams.get('token')!;
}

/** An e-mail change token for a new person, from the mail to their new address. */
async function emailChangeToken(): Promise<string> {
  const person = await createPerson({ role: 'Client', prefix: 'matrix-move' });
  const newEmail = `matrix-moved-${randomUUID().slice(0, 8)}@example.test`;
  expect((await call('POST', '/email-change', { token: person.idToken, body: { email: newEmail, password: person.password }, ip: `10.5.${Math.floor(Math.random() * 250)}.1` })).status).toBe(200);
  const mail = await waitForMail(endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
  return new URL(linkIn(mail, endpoints.web)).searchParams.get('email')!;
}

/** The undo link a new person's old address gets once their e-mail change is made. */
async function emailUndoToken(): Promise<string> {
  const person = await createPerson({ role: 'Client', prefix: 'matrix-undo' });
  const newEmail = `matrix-undone-${randomUUID().slice(0, 8)}@example.test`;
  expect((await call('POST', '/email-change', { token: person.idToken, body: { email: newEmail, password: person.password }, ip: `10.5.${Math.floor(Math.random() * 250)}.2` })).status).toBe(200);
  const mail = await waitForMail(endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
  const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('email')!;
  expect((await call('POST', '/confirm-email-change', { body: { token } })).status).toBe(200);
  const notice = await waitForMail(endpoints.mailbox, person.email, 'Your Crafti sign-in address was changed');
  return new URL(linkIn(notice, endpoints.web)).searchParams.get('undo-email')!;
}

const profileBody = (userId: string) => ({
  userId,
  profile: { firstname: 'Matrix', lastname: 'Person', bio: '', gender: '', date_of_birth: '', address: 'Cebu City', phone: '' },
  preferences: {},
});

const imageKey = async (person: TestUser) => (await uploadAs(endpoints.api, person, 'profile-image', 'image/png', PNG, 'me.png')).key;

/** Someone for `me` to talk to. */
const partnerOf = ({ me, people }: Context) => (me === people.Artist ? people.Client : people.Artist);

/** A conversation of `me` (made through the data layer), or of `other` with someone else for `naming`. */
const chatSample = (extra: (ctx: Context) => Omit<Request, 'params'> = () => ({})): Sample => ({
  private: true,
  request: async (ctx) => {
    return { params: { id: (await Conversations.start(ctx.me.userId, partnerOf(ctx).userId)).id }, ...extra(ctx) };
  },
  naming: (ctx, other) => ({ params: { id: Conversations.conversationIdOf(other.userId, partnerOf(ctx).userId) }, ...extra(ctx) }),
});

let verificationId = '';
let someArt = '';
/** An artist whose arts the callers buy (nobody may buy their own). */
let seller: TestUser;

/** A new art of the seller in `me`'s cart (for an admin the add is refused; the art id still serves). */
async function inCart(me: TestUser): Promise<string> {
  const artId = await newArt(seller);
  await call('POST', '/cart', { token: me.idToken, body: { userId: me.userId, artId, quantity: 1 } });
  return artId;
}

/** A checkout of `me` (a client's for an admin) on the PayMongo simulator; its ids. */
async function checkoutOf(me: TestUser, people: Context['people']): Promise<{ checkout_id: string; payment_intent_id: string }> {
  const buyer = me === people.Admin ? people.Client : me;
  const artId = await inCart(buyer);
  const started = await call('POST', '/create-checkout-session', { token: buyer.idToken, body: { artIds: [artId] } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body;
}

/** A paid order sold by `artist`: bought by a client, paid through the simulator's webhook. */
async function soldBy(artist: TestUser, buyer: TestUser): Promise<string> {
  const artId = await newArt(artist);
  await call('POST', '/cart', { token: buyer.idToken, body: { userId: buyer.userId, artId, quantity: 1 } });
  const started = await call('POST', '/create-checkout-session', { token: buyer.idToken, body: { artIds: [artId] } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await payAndWait(started.body.checkout_id, buyer);
  const view = await call('GET', `/checkout/${started.body.checkout_id}`, { token: buyer.idToken });
  return view.body.orders[0].id as string;
}

const artBody = async (artist: TestUser) => ({
  title: `Matrix art ${randomUUID().slice(0, 6)}`,
  description: 'Oil on canvas.',
  price: '1500.00',
  quantity: '2.00',
  location: 'Quezon City',
  art_style: 'Realism',
  medium: 'Oil',
  subject: 'Nature',
  tags: '[]',
  imageKey: (await uploadAs(endpoints.api, artist, 'art-image', 'image/png', PNG, 'art.png')).key,
});

/** A new art of `artist`, through the API. */
async function newArt(artist: TestUser): Promise<string> {
  const created = await call('POST', '/api/upload-art', { token: artist.idToken, body: await artBody(artist) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.art_id as string;
}

/** A text post of `me` in the community feed, through the API; its id. */
async function newPost(me: TestUser): Promise<string> {
  const made = await call('POST', '/community-posts', { token: me.idToken, body: { content: `Matrix post ${randomUUID().slice(0, 6)}`, category: 'General Discussion' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.post.id as string;
}

/** A post id in the right shape that names no post (refused for the named person before it is looked up). */
const NO_POST = '01J0000000000000000000000Z';
const jobFields = () => ({
  title: `Matrix job ${randomUUID().slice(0, 6)}`,
  description: 'A mural for a cafe.',
  budget: '₱5,000 - ₱10,000' as const,
  deadline: '2030-01-31',
  preferred_art_styles: ['Realism' as const],
});
/** A new Open job of `owner`, through the data layer. */
const jobOf = async (owner: TestUser) => (await Jobs.create(owner.userId, jobFields())).job_id;
/** An artist who applies in samples that need an applicant (the matrix's artist keeps its daily cap). */
let jobApplicant: TestUser | undefined;
const applicant = async () => (jobApplicant ??= await createPerson({ role: 'Artist', prefix: 'matrix-applicant' }));
/** A job of `me` with a Pending applicant. */
async function jobWithApplicant(me: TestUser): Promise<{ jobId: string; artistId: string }> {
  const jobId = await jobOf(me);
  const artist = await applicant();
  await JobApplications.apply(artist.userId, jobId);
  return { jobId, artistId: artist.userId };
}
const applicationBody = (jobId: string, userId: string) => ({ body: { job_id: jobId, user_id: userId } });
/** Issue 13: a fresh proposal to `recipient` from `sender` (an artist and a client). */
async function proposalBetween(sender: TestUser, recipient: TestUser): Promise<string> {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const sent = await call('POST', '/send-proposal', {
    token: sender.idToken,
    body: { sender_id: sender.userId, recipient_id: recipient.userId, project_name: 'Matrix mural', project_description: 'A wall.', budget: '5000', due_date: due },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.proposal_id as string;
}

/** A proposal to `me` from the other role's person of the matrix. */
const proposalTo = (me: TestUser, people: Context['people']) => proposalBetween(me === people.Artist ? people.Client : people.Artist, me);

/** A new project between the matrix's artist and client, optionally moved by the artist to `status`. */
async function matrixProject(people: Context['people'], status?: string): Promise<string> {
  const accepted = await call('POST', '/artist/proposals/accept', {
    token: people.Artist.idToken,
    body: { proposal: { proposal_id: await proposalBetween(people.Client, people.Artist) } },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const id = accepted.body.newProject.project_id as string;
  if (status) {
    const moved = await call('POST', '/api/projects/update-status', { token: people.Artist.idToken, body: { project_id: id, status } });
    expect(moved.status).toBe(200);
  }
  return id;
}

const SAMPLES: Record<RouteKey, Sample> = {
  'GET /check-email': { request: () => ({ query: { email: 'nobody@example.test' } }) },
  'POST /register': { request: () => ({ body: newPersonBody() }) },
  'POST /confirm-account': { request: async () => ({ body: { token: await confirmationToken() } }) },
  'POST /resend-confirmation': { request: () => ({ body: { email: 'nobody@example.test' } }) },
  'POST /password-reset': { request: () => ({ body: { email: 'nobody@example.test' } }) },
  'POST /update-password': { request: async () => ({ body: { token: await resetToken(), password: 'Matrix-Passw0rd' } }) },
  'GET /user-role/{userId}': self(),
  'POST /logout': { request: () => ({}) },
  'POST /email-change': { request: ({ me }) => ({ body: { email: `matrix-new-${randomUUID().slice(0, 8)}@example.test`, password: me.password } }) },
  'POST /confirm-email-change': { request: async () => ({ body: { token: await emailChangeToken() } }) },
  'POST /undo-email-change': { request: async () => ({ body: { token: await emailUndoToken() } }) },

  'POST /uploads': { request: () => ({ body: { purpose: 'profile-image', contentType: 'image/png', size: 100 } }) },

  'GET /artist-profile/{userId}': { request: ({ people }) => ({ params: { userId: people.Artist.userId } }) },
  'GET /artist-preferences/{userId}': { request: ({ people }) => ({ params: { userId: people.Artist.userId } }) },
  'PUT /artist-profile': { request: ({ me }) => ({ body: profileBody(me.userId) }), naming: (_, other) => ({ body: profileBody(other.userId) }) },
  'POST /upload-profile-image/{userId}': {
    request: async ({ me }) => ({ params: { userId: me.userId }, body: { key: await imageKey(me) } }),
    naming: (_, other) => ({ params: { userId: other.userId }, body: { key: 'profile-image/x/y.png' } }),
  },
  'GET /client-profile/{userId}': { request: ({ people }) => ({ params: { userId: people.Client.userId } }) },
  'GET /client-preferences/{userId}': { request: ({ people }) => ({ params: { userId: people.Client.userId } }) },
  'PUT /client-profile': { request: ({ me }) => ({ body: profileBody(me.userId) }), naming: (_, other) => ({ body: profileBody(other.userId) }) },
  'POST /upload-client-profile-image/{userId}': {
    request: async ({ me }) => ({ params: { userId: me.userId }, body: { key: await imageKey(me) } }),
    naming: (_, other) => ({ params: { userId: other.userId }, body: { key: 'profile-image/x/y.png' } }),
  },
  'GET /admin-profile/{userId}': self(),
  'PUT /admin-profile': {
    request: ({ me }) => ({ body: { userId: me.userId, profile: { firstname: 'Ad', lastname: 'Min', username: `admin_${me.userId.slice(0, 8)}` } } }),
    naming: (_, other) => ({ body: { userId: other.userId, profile: { firstname: 'Ad', lastname: 'Min', username: `admin_${other.userId.slice(0, 8)}` } } }),
  },

  'POST /api/artist-verification/{id}': {
    request: async ({ me }) => {
      const document = await uploadAs(endpoints.api, me, 'verification-document', 'application/pdf', PDF, 'portfolio.pdf');
      const validId = await uploadAs(endpoints.api, me, 'verification-id', 'image/png', PNG, 'id.png');
      return { params: { id: me.userId }, body: { document: document.key, valid_id: validId.key } };
    },
    naming: (_, other) => ({ params: { id: other.userId }, body: { document: 'a', valid_id: 'b' } }),
  },
  'GET /api/artist-verifications': { request: () => ({}) },
  'GET /api/artist-verification/{id}': { request: () => ({ params: { id: verificationId } }) },
  'POST /api/artist-verification/{id}/approved': { request: () => ({ params: { id: verificationId } }) },
  'POST /api/artist-verification/{id}/rejected': { request: () => ({ params: { id: verificationId } }) },

  'GET /cart/count/{userId}': self(),
  'GET /notifications/count/{userId}': self(),

  'GET /tags': { request: () => ({}) },
  'GET /api/tags': { request: () => ({}) },
  'POST /tags': { request: () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)}` } }) },
  'PUT /tags/{id}': { request: async () => ({ params: { id: (await Tags.create(`Matrix ${randomUUID().slice(0, 8)}`)).id }, body: { name: `Renamed ${randomUUID().slice(0, 8)}` } }) },
  'DELETE /tags/{id}': { request: async () => ({ params: { id: (await Tags.create(`Matrix ${randomUUID().slice(0, 8)}`)).id } }) },

  'POST /api/upload-art': { request: async ({ me }) => ({ body: await artBody(me) }) },
  'GET /api/art/{artId}': { request: () => ({ params: { artId: someArt } }) },
  'GET /art/{artId}': { request: () => ({ params: { artId: someArt } }) },
  'PUT /api/arts/{id}': {
    request: async ({ me }) => ({ params: { id: await newArt(me) }, body: { ...(await artBody(me)), imageKey: undefined, title: 'Edited' } }),
    naming: () => ({ params: { id: someArt }, body: { title: 'Not mine', description: 'x', price: 10, quantity: 1, location: 'x', art_style: 'Realism', medium: 'Oil', subject: 'Nature' } }),
  },
  'DELETE /api/arts/{id}': {
    may: ['Artist', 'Admin'],
    request: async ({ me, people }) => ({ params: { id: await newArt(me === people.Admin || me === people.Client ? people.Artist : me) } }),
  },
  'GET /api/arts': { request: () => ({ query: { art_style: 'Realism', sort: 'cheapest', limit: '10' } }) },
  'GET /arts': { request: () => ({}) },
  'GET /api/arts/{id}': { request: ({ people }) => ({ params: { id: people.Artist.userId } }) },
  'GET /admin/arts': { request: () => ({ query: { search: 'matrix' } }) },
  'GET /wishlist/{userId}': self(),
  'GET /wishlist/{userId}/arts': self(),
  'POST /wishlist': {
    request: ({ me }) => ({ body: { userId: me.userId, artId: someArt, action: 'add' } }),
    naming: (_, other) => ({ body: { userId: other.userId, artId: someArt, action: 'add' } }),
  },
  'DELETE /wishlist/{userId}/all': self(),
  'GET /verified-artists': { request: () => ({}) },

  'GET /cart/{userId}': { ...self(), may: ['Artist', 'Client'] },
  'POST /cart': {
    may: ['Artist', 'Client'],
    request: async ({ me }) => ({ body: { userId: me.userId, artId: await newArt(seller), quantity: 1 } }),
    naming: (_, other) => ({ body: { userId: other.userId, artId: someArt, quantity: 1 } }),
  },
  'PATCH /cart/{userId}/{artId}': {
    may: ['Artist', 'Client'],
    request: async ({ me }) => ({ params: { userId: me.userId, artId: await inCart(me) }, body: { quantity: 1 } }),
    naming: (_, other) => ({ params: { userId: other.userId, artId: someArt }, body: { quantity: 1 } }),
  },
  'DELETE /cart/{userId}/{artId}': {
    may: ['Artist', 'Client'],
    request: async ({ me }) => ({ params: { userId: me.userId, artId: await inCart(me) } }),
    naming: (_, other) => ({ params: { userId: other.userId, artId: someArt } }),
  },
  'DELETE /cart/{userId}': {
    may: ['Artist', 'Client'],
    request: async ({ me }) => ({ params: { userId: me.userId }, body: { artIds: [await inCart(me)] } }),
    naming: (_, other) => ({ params: { userId: other.userId }, body: { artIds: [someArt] } }),
  },

  'POST /create-checkout-session': { may: ['Artist', 'Client'], request: async ({ me }) => ({ body: { artIds: [await inCart(me)] } }) },
  'POST /order': { request: async ({ me, people }) => ({ body: { payment_intent_id: (await checkoutOf(me, people)).payment_intent_id } }) },
  'GET /checkout/{checkoutId}': { request: async ({ me, people }) => ({ params: { checkoutId: (await checkoutOf(me, people)).checkout_id } }) },
  'POST /paymongo/webhook': { request: () => signedEvent({ type: 'source.chargeable' }) },
  'GET /orders/{userId}': self(),
  'GET /artist/{userId}': self(),
  'GET /artist-orders/{artistId}': self('artistId'),
  'PUT /order/{orderId}': {
    request: async ({ me, people }) => ({ params: { orderId: await soldBy(me === people.Artist ? me : seller, people.Client) }, body: { status: 'Completed' } }),
  },

  'GET /notifications/{id}': self('id'),
  'POST /notifications': {
    request: ({ me }) => ({ body: { user_id: me.userId, message: 'A note to self.', type: 'system' } }),
    naming: (_, other) => ({ body: { user_id: other.userId, message: 'Pay me now.', type: 'system' } }),
    adminNamesOthers: true,
  },
  'PUT /notifications/{id}/mark-all-as-read': self('id'),
  'PUT /notifications/{id}/read': {
    request: async ({ me }) => ({ params: { id: (await notify(me)).id } }),
  },
  'DELETE /notifications/{id}': {
    request: async ({ me }) => ({ params: { id: (await notify(me)).id } }),
  },
  'DELETE /notifications/{id}/all': self('id'),

  'GET /admin/stats': { request: () => ({}) },
  'GET /admin/audit-log': { request: () => ({}) },
  'GET /admin/users': { request: () => ({}) },
  'GET /admin/artists': { request: () => ({}) },
  'GET /admin/clients': { request: () => ({}) },

  'GET /conversations': { request: () => ({ query: { search: 'a' } }) },
  'POST /conversations': { request: (ctx) => ({ body: { user_id: partnerOf(ctx).userId } }) },
  'GET /conversations/{id}': chatSample(),
  'GET /conversations/{id}/messages': chatSample(),
  'POST /conversations/{id}/messages': chatSample(() => ({ body: { content: 'Matrix hello', client_id: randomUUID() } })),
  'PUT /conversations/{id}/read': chatSample(),
  'GET /messages/count/{userId}': self(),
  'GET /community-posts': { request: () => ({ query: { category: 'Art Tips', hasMedia: 'false', order: 'asc' } }) },
  'POST /community-posts': {
    request: () => ({ body: { content: 'Matrix post', category: 'Feedback' } }),
    naming: (_, other) => ({ body: { user_id: other.userId, content: 'Matrix post', category: 'Feedback' } }),
  },
  'POST /community-posts/like': {
    request: async ({ me }) => ({ body: { post_id: await newPost(me), liked: true } }),
    naming: (_, other) => ({ body: { post_id: NO_POST, user_id: other.userId } }),
  },
  'GET /community-posts/{id}': { request: async ({ me }) => ({ params: { id: await newPost(me) } }) },
  'PATCH /community-posts/{id}': { request: async ({ me }) => ({ params: { id: await newPost(me) }, body: { content: 'Matrix edit', category: 'Events' } }) },
  'DELETE /community-posts/{id}': { request: async ({ me }) => ({ params: { id: await newPost(me) } }) },
  'GET /community-posts/{id}/comments': { request: async ({ me }) => ({ params: { id: await newPost(me) } }) },
  'POST /community-comments': {
    request: async ({ me }) => ({ body: { post_id: await newPost(me), content: 'Matrix comment' } }),
    naming: (_, other) => ({ body: { post_id: NO_POST, user_id: other.userId, content: 'Matrix comment' } }),
  },
  'DELETE /community-comments/{id}': {
    request: async ({ me }) => {
      const made = await call('POST', '/community-comments', { token: me.idToken, body: { post_id: await newPost(me), content: 'Matrix comment' } });
      return { params: { id: made.body.comment.id as string } };
    },
  },

  'GET /api/jobs/client/{userId}': self(),
  'POST /api/jobs': {
    request: ({ me }) => ({ body: { ...jobFields(), user_id: me.userId } }),
    naming: (_, other) => ({ body: { ...jobFields(), user_id: other.userId } }),
  },
  'PATCH /api/jobs/{jobId}': { request: async ({ me }) => ({ params: { jobId: await jobOf(me) }, body: { status: 'Closed' } }) },
  'DELETE /api/jobs/{jobId}': { request: async ({ me }) => ({ params: { jobId: await jobOf(me) } }) },
  'GET /api/job-applicants/{jobId}': { request: async ({ me }) => ({ params: { jobId: await jobOf(me) } }) },
  'PATCH /api/job-applicants/status': {
    request: async ({ me }) => {
      const { jobId, artistId } = await jobWithApplicant(me);
      return { body: { job_id: jobId, user_id: artistId, status: 'Accepted' } };
    },
  },
  'GET /api/open-jobs': { request: () => ({ query: { style: 'Realism' } }) },
  'GET /api/my-applied-job-details/{userId}': self(),
  'GET /api/my-applied-jobs/{userId}': self(),
  'POST /api/apply-job': {
    request: async ({ me, people }) => applicationBody(await jobOf(people.Client), me.userId),
    naming: (_, other) => applicationBody('some-job', other.userId),
  },
  'DELETE /api/unapply-job': {
    request: async ({ me, people }) => {
      const jobId = await jobOf(people.Client);
      await JobApplications.apply(me.userId, jobId);
      return applicationBody(jobId, me.userId);
    },
    naming: (_, other) => applicationBody('some-job', other.userId),
  },
  'DELETE /api/delete-application': {
    request: async ({ me, people }) => {
      const jobId = await jobOf(people.Client);
      await JobApplications.apply(me.userId, jobId);
      await JobApplications.decide({ userId: people.Client.userId, isAdmin: false }, jobId, me.userId, 'Rejected');
      return applicationBody(jobId, me.userId);
    },
    naming: (_, other) => applicationBody('some-job', other.userId),
  },
  'POST /api/jobs/{jobId}/report': { request: async ({ people }) => ({ params: { jobId: await jobOf(people.Client) }, body: { reason: 'Asks for payment outside Crafti' } }) },
  'GET /admin/job-reports': { request: () => ({}) },
  'POST /admin/job-reports/{jobId}/dismiss': { request: async ({ people }) => ({ params: { jobId: await jobOf(people.Client) } }) },
  'POST /admin/job-reports/{jobId}/close': { request: async ({ people }) => ({ params: { jobId: await jobOf(people.Client) } }) },

  'GET /artists': { request: () => ({ query: { limit: '10' } }) },
  'GET /clients': { request: () => ({ query: { search: 'ma' } }) },
  'GET /match-artists/{userId}': self(),
  'GET /match-clients/{userId}': self(),
  'GET /view-artist-preferences/{userId}': { request: ({ people }) => ({ params: { userId: people.Artist.userId } }) },
  'GET /user/{userId}': { request: ({ people }) => ({ params: { userId: people.Artist.userId } }) },
  'POST /log-profile-visit/{targetUserId}': {
    request: ({ me, people }) => ({ params: { targetUserId: people.Client.userId }, body: { visitorId: me.userId } }),
    naming: ({ people }, other) => ({ params: { targetUserId: people.Client.userId }, body: { visitorId: other.userId } }),
  },
  'GET /profile-visits/{userId}': self(),

  'POST /send-proposal': {
    may: ['Artist', 'Client'],
    request: ({ me, people }) => ({
      body: {
        sender_id: me.userId,
        recipient_id: (me === people.Artist ? people.Client : people.Artist).userId,
        project_name: 'Matrix',
        project_description: 'A sample.',
        budget: '100',
        due_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    }),
    naming: ({ people }, other) => ({
      body: { sender_id: other.userId, recipient_id: people.Client.userId, project_name: 'X', project_description: 'Y', budget: '1', due_date: '2099-01-01' },
    }),
  },
  // A proposal is its two people's business: not even an admin reads someone's list.
  'GET /api/proposals/{userId}': { ...self(), private: true },
  'GET /api/proposals/{userId}/sent': { ...self(), private: true },
  'POST /artist/proposals/accept': { request: async ({ me, people }) => ({ body: { proposal: { proposal_id: await proposalTo(me, people) } } }) },
  'POST /client/proposals/accept': { request: async ({ me, people }) => ({ body: { proposal: { proposal_id: await proposalTo(me, people) } } }) },
  'POST /api/proposals/reject': {
    may: ['Artist', 'Client'],
    request: async ({ me, people }) => ({ body: { proposalId: await proposalTo(me === people.Admin ? people.Artist : me, people) } }),
  },
  'GET /api/artist-projects/{userId}': self(),
  'GET /api/client-projects/{userId}': self(),
  'GET /api/project-summary/{userId}': self(),
  'POST /api/projects/update-status': {
    may: ['Artist', 'Client'],
    request: async ({ me, people }) =>
      me === people.Client
        ? { body: { project_id: await matrixProject(people, 'Artist Completed the Project'), status: 'Done' } }
        : { body: { project_id: await matrixProject(people), status: 'In Progress' } },
  },
  'POST /api/projects/update-priority': { request: async ({ people }) => ({ body: { project_id: await matrixProject(people), priority: 'High' } }) },
  'GET /api/projects/{id}/client_project_details': { may: ['Artist', 'Client'], request: async ({ people }) => ({ params: { id: await matrixProject(people) } }) },
  'GET /api/projects/{id}/artist_project_details': { may: ['Artist', 'Client'], request: async ({ people }) => ({ params: { id: await matrixProject(people) } }) },
  'GET /api/projects/in-progress-with-milestones': { request: () => ({}) },
  'GET /api/projects/{id}/milestones': { may: ['Artist', 'Client'], request: async ({ people }) => ({ params: { id: await matrixProject(people) } }) },
  'PUT /api/milestones/{id}': {
    request: async ({ people }) => ({
      params: { id: `${await matrixProject(people)}.1` },
      body: { milestone_name: 'Sketches', due_date: '2099-01-01', status: 'Completed' },
    }),
  },
};

/** Who may call a route of each auth level. */
const MAY: Record<RouteAuth, Caller[]> = {
  public: CALLERS,
  user: ['Artist', 'Client', 'Admin'],
  artist: ['Artist'],
  client: ['Client'],
  admin: ['Admin'],
};

function toPath(routeKey: string, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const { method, path } = splitRouteKey(routeKey);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'someone-else'));
  const search = new URLSearchParams(query).toString();
  return { method, path: search ? `${filled}?${search}` : filled };
}

describe('the route × caller matrix, from the contract', () => {
  let people: Record<'Artist' | 'Client' | 'Admin', TestUser>;
  /** A second person of each role, to be named by the first. */
  let others: Record<'Artist' | 'Client' | 'Admin', TestUser>;
  let forged: string;

  beforeAll(async () => {
    const [artist, client, admin, artist2, client2, admin2, requester] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'matrix-artist' }),
      createPerson({ role: 'Client', prefix: 'matrix-client' }),
      createPerson({ role: 'Admin', prefix: 'matrix-admin' }),
      createPerson({ role: 'Artist', prefix: 'matrix-artist2' }),
      createPerson({ role: 'Client', prefix: 'matrix-client2' }),
      createPerson({ role: 'Admin', prefix: 'matrix-admin2' }),
      createPerson({ role: 'Artist', prefix: 'matrix-requester' }),
    ]);
    people = { Artist: artist, Client: client, Admin: admin };
    others = { Artist: artist2, Client: client2, Admin: admin2 };
    forged = await craftIdToken({ issuer: endpoints.issuer, audience: endpoints.userPoolClientId, sub: admin.userId, groups: ['Admin'], expiresInSeconds: 3600, key: 'forged' });
    const request = await SAMPLES['POST /api/artist-verification/{id}'].request({ me: requester, people });
    const filed = await call('POST', `/api/artist-verification/${requester.userId}`, { token: requester.idToken, body: request.body });
    expect(filed.status).toBe(201);
    verificationId = filed.body.verification_id;
    seller = others.Artist;
    someArt = await newArt(others.Artist);
  });

  it('has a sample for every route, and every path variable in its params schema', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(routes.map((r) => r.routeKey).sort());
    for (const route of routes) {
      const entry = (contracts[route.group] as Record<string, { params?: { shape?: Record<string, unknown> } }>)[route.routeKey]!;
      expect(Object.keys(entry.params?.shape ?? {}).sort(), route.routeKey).toEqual(pathVariables(route.routeKey).sort());
    }
  });

  for (const route of routes) {
    it(`${route.routeKey} (${route.auth}) answers each caller as its auth says`, async () => {
      const sample = SAMPLES[route.routeKey];
      const cells: Record<string, number> = {};
      const expected: Record<string, string> = {};
      const ip = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const send = async (who: Caller, request: Request): Promise<CallResult> => {
        const { method, path } = toPath(route.routeKey, request.params, request.query);
        const token = who === 'signed-out' ? undefined : who === 'forged' ? forged : people[who].idToken;
        return call(method, path, { token, body: request.body, rawBody: request.rawBody, headers: request.headers, ip: ip() });
      };
      const may = sample.may ?? MAY[route.auth];
      for (const who of CALLERS) {
        const allowed = may.includes(who);
        const me = who === 'signed-out' || who === 'forged' ? people.Client : people[who];
        // The wrong role is refused before its request is looked at; a failed set-up only sends less.
        const request = await Promise.resolve(sample.request({ me, people })).catch(() => ({}));
        const answer = await send(who, request);
        cells[who] = answer.status;
        expected[who] = allowed ? '2xx' : who === 'signed-out' || who === 'forged' ? '401' : '403';
        if (!allowed) expect(answer.body, `${who}: ${JSON.stringify(answer.body)}`).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }
      if (sample.naming) {
        for (const who of may.filter((c): c is 'Artist' | 'Client' | 'Admin' => c !== 'signed-out' && c !== 'forged')) {
          // Admins may read anyone's counts and role; nobody else may name another person.
          const mayRead = who === 'Admin' && !sample.private && ((route.routeKey.startsWith('GET ') && route.routeKey !== 'GET /admin-profile/{userId}') || sample.adminNamesOthers === true);
          const answer = await send(who, sample.naming({ me: people[who], people }, others[who]));
          cells[`${who} naming another`] = answer.status;
          expected[`${who} naming another`] = mayRead ? '2xx' : '403';
        }
      }
      const verdict = Object.fromEntries(
        Object.entries(cells).map(([cell, status]) => {
          const want = expected[cell]!;
          const ok = want === 'any' || (want === '2xx' ? status >= 200 && status < 300 : String(status) === want);
          return [cell, ok ? 'ok' : `got ${status}, want ${want}`];
        }),
      );
      expect(verdict, JSON.stringify(cells)).toEqual(Object.fromEntries(Object.keys(cells).map((cell) => [cell, 'ok'])));
    });
  }
});

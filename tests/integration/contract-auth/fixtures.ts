import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { giveAddress } from '../../support/buyer-address';
import * as JobApplications from '@functions/core/jobs/applications';
import * as Jobs from '@functions/core/jobs/jobs';
import { apiCaller } from '../../support/api';
import { linkIn, waitForMail } from '../../support/mailbox';
import { payAndWait } from '../../support/paymongo';
import { giveShippingProfile, SHIPS_EVERYWHERE } from '../../support/shipping';
import { PNG, uploadAs } from '../../support/uploads';
import { createPerson, type TestUser } from '../../support/users';
import { actorOf } from '@functions/core/actor';
import * as Checkout from '@functions/core/checkout/checkout';
import { db } from '@functions/core/db/service';
import { timeId } from '@functions/core/ids';
import { signUnsubscribe } from '@functions/core/mail/links';
import { AUTO_APPROVE_MS, type Terms } from '@shared/messages/commissions';
import { splitRouteKey } from '@shared/api/routes';

/** What the matrix's samples build their requests from: people, arts, checkouts, jobs, proposals, projects. */

export const { endpoints } = inject('stack');
export const call = apiCaller(endpoints.api);

export type Role = 'Artist' | 'Client' | 'Admin';

export interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is instead of `body` (a signed webhook). */
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * For a route whose owner rule is a thing: whose thing the request names, when not the cell's
   * `me` (an admin's or a client's sample of an art names an artist's). Not sent.
   */
  owners?: TestUser[];
}

export interface Context {
  /** The person the request is made for (the caller, or another person of its role for a naming cell). */
  me: TestUser;
  /** `me`'s role. */
  role: Role;
  people: Record<Role, TestUser>;
}

/** A route's method and path with a request's params filled in and its query added. */
export function toPath(routeKey: string, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const { method, path } = splitRouteKey(routeKey);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'someone-else'));
  const search = new URLSearchParams(query).toString();
  return { method, path: search ? `${filled}?${search}` : filled };
}

/** Set once by the matrix before its cells run. */
export const state = {
  verificationId: '',
  someArt: '',
  /** An artist whose arts the callers buy (nobody may buy their own). */
  seller: undefined as unknown as TestUser,
};

/** A notification of `me`, made by `me`. */
export async function notify(me: TestUser): Promise<{ id: string }> {
  const made = await call('POST', '/notifications', {
    token: me.idToken,
    body: { user_id: me.userId, message: 'Matrix note.', type: 'system' },
  });
  expect(made.status).toBe(201);
  return made.body;
}

export const newPersonBody = (role: 'Artist' | 'Client' = 'Client') => {
  const tag = randomUUID().slice(0, 8);
  return {
    email: `matrix-${tag}@example.test`,
    password: 'Matrix-Passw0rd',
    firstName: 'Mara',
    lastName: 'Trix',
    username: `matrix_${tag}`,
    role,
  };
};

/** A registration's confirmation token, from the mail it sends. */
export async function confirmationToken(): Promise<string> {
  const body = newPersonBody();
  expect(
    (
      await call('POST', '/register', {
        body,
        ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      })
    ).status,
  ).toBe(201);
  const mail = await waitForMail(endpoints.mailbox, body.email, 'Confirm your Crafti account');
  return new URL(linkIn(mail, endpoints.web)).searchParams.get('confirm')!;
}

/** A fresh unsubscribe link's token for `userId`, signed with the stack's secret as a mail carries it. */
export const unsubscribeToken = (userId: string) =>
  signUnsubscribe(userId, ['community'], new Date(), inject('stack').env.MAIL_LINK_SECRET);

/** A reset token for a new active person. */
export async function resetToken(): Promise<string> {
  const person = await createPerson({ role: 'Client', prefix: 'matrix-reset' });
  expect(
    (
      await call('POST', '/password-reset', {
        body: { email: person.email },
        ip: `10.8.${Math.floor(Math.random() * 250)}.1`,
      })
    ).status,
  ).toBe(200);
  const mail = await waitForMail(endpoints.mailbox, person.email, 'Reset your Crafti password');
  return new URL(linkIn(mail, endpoints.web)).searchParams.get('token')!;
}

/** An e-mail change token for a new person, from the mail to their new address. */
export async function emailChangeToken(): Promise<string> {
  const person = await createPerson({ role: 'Client', prefix: 'matrix-move' });
  const newEmail = `matrix-moved-${randomUUID().slice(0, 8)}@example.test`;
  expect(
    (
      await call('POST', '/email-change', {
        token: person.idToken,
        body: { email: newEmail, password: person.password },
        ip: `10.5.${Math.floor(Math.random() * 250)}.1`,
      })
    ).status,
  ).toBe(200);
  const mail = await waitForMail(endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
  return new URL(linkIn(mail, endpoints.web)).searchParams.get('email')!;
}

/** The undo link a new person's old address gets once their e-mail change is made. */
export async function emailUndoToken(): Promise<string> {
  const person = await createPerson({ role: 'Client', prefix: 'matrix-undo' });
  const newEmail = `matrix-undone-${randomUUID().slice(0, 8)}@example.test`;
  expect(
    (
      await call('POST', '/email-change', {
        token: person.idToken,
        body: { email: newEmail, password: person.password },
        ip: `10.5.${Math.floor(Math.random() * 250)}.2`,
      })
    ).status,
  ).toBe(200);
  const mail = await waitForMail(endpoints.mailbox, newEmail, 'Confirm your new Crafti e-mail address');
  const token = new URL(linkIn(mail, endpoints.web)).searchParams.get('email')!;
  expect((await call('POST', '/confirm-email-change', { body: { token } })).status).toBe(200);
  const notice = await waitForMail(endpoints.mailbox, person.email, 'Your Crafti sign-in address was changed');
  return new URL(linkIn(notice, endpoints.web)).searchParams.get('undo-email')!;
}

export const profileBody = (userId: string) => ({
  userId,
  profile: {
    firstname: 'Matrix',
    lastname: 'Person',
    bio: '',
    gender: '',
    date_of_birth: '',
    address: 'Cebu City',
    phone: '',
  },
  preferences: {},
});

export const imageKey = async (person: TestUser) =>
  (await uploadAs(endpoints.api, person, 'profile-image', 'image/png', PNG, 'me.png')).key;

/** Someone for `me` to talk to. */
export const partnerOf = ({ role, people }: Context) => (role === 'Artist' ? people.Client : people.Artist);

export const artBody = async (artist: TestUser) => ({
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

/** A new art of `artist`, through the API; its artist ships everywhere (SHIPS_EVERYWHERE). */
export async function newArt(artist: TestUser): Promise<string> {
  await giveShippingProfile(endpoints.api, artist);
  const created = await call('POST', '/api/upload-art', { token: artist.idToken, body: await artBody(artist) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.art_id as string;
}

/** A new art of the seller in `me`'s cart (for an admin the add is refused; the art id still serves). */
export async function inCart(me: TestUser): Promise<string> {
  const artId = await newArt(state.seller);
  await giveAddress(endpoints.api, me);
  await call('POST', '/cart', { token: me.idToken, body: { userId: me.userId, artId, quantity: 1 } });
  return artId;
}

/** A checkout of `me` (a client's for an admin) on the PayMongo simulator; its ids and buyer. */
export async function checkoutOf({
  me,
  role,
  people,
}: Context): Promise<{ checkout_id: string; payment_intent_id: string; buyer: TestUser }> {
  const buyer = role === 'Admin' ? people.Client : me;
  const artId = await inCart(buyer);
  const started = await call('POST', '/create-checkout-session', { token: buyer.idToken, body: { artIds: [artId] } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { ...started.body, buyer };
}

/**
 * One art of `artist` with pieces enough for every order the matrix makes of them: an upload per
 * order would run into the uploads' rate limit (the set-up then fails and the cells test nothing).
 */
const stock = new Map<string, Promise<string>>();
function stockArt(artist: TestUser): Promise<string> {
  if (!stock.has(artist.userId)) {
    stock.set(
      artist.userId,
      (async () => {
        await giveShippingProfile(endpoints.api, artist);
        const created = await call('POST', '/api/upload-art', {
          token: artist.idToken,
          body: { ...(await artBody(artist)), quantity: '5000' },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.art_id as string;
      })(),
    );
  }
  return stock.get(artist.userId)!;
}

/** A paid order sold by `artist`: bought by a client, paid through the simulator's webhook. */
export async function soldBy(
  artist: TestUser,
  buyer: TestUser,
  delivery: { pickup_artist_ids?: string[] } = {},
): Promise<string> {
  const artId = await stockArt(artist);
  await giveAddress(endpoints.api, buyer);
  await call('POST', '/cart', { token: buyer.idToken, body: { userId: buyer.userId, artId, quantity: 1 } });
  const started = await call('POST', '/create-checkout-session', {
    token: buyer.idToken,
    body: { artIds: [artId], ...delivery },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await payAndWait(started.body.checkout_id, buyer);
  const view = await call('GET', `/checkout/${started.body.checkout_id}`, { token: buyer.idToken });
  return view.body.orders[0].id as string;
}

/** Where a matrix order stands when its sample's request is sent. */
export type OrderStage =
  'to_ship' | 'pickup' | 'shipped' | 'refund_requested' | 'return_requested' | 'returning' | 'disputed';

/** A meet-up artist: ships everywhere and offers pickup (for "ready for pickup"). */
let pickupSeller: TestUser | undefined;

/**
 * A paid order of `artist`'s bought by `buyer`, moved to `stage` through the fulfilment verbs (not
 * the routes under test); a `pickup` order comes from a meet-up artist of its own.
 */
export async function orderAt(
  artist: TestUser,
  buyer: TestUser,
  stage: OrderStage,
): Promise<{ orderId: string; artist: TestUser; buyer: TestUser }> {
  let seller = artist;
  let pickup = false;
  if (stage === 'pickup') {
    pickupSeller ??= await createPerson({ role: 'Artist', prefix: 'matrix-pickup' });
    await giveShippingProfile(endpoints.api, pickupSeller, {
      ...SHIPS_EVERYWHERE,
      pickup: { place: 'UP Town Center, Quezon City', note: 'Weekends, 2 to 5 pm.' },
    });
    seller = pickupSeller;
    pickup = true;
  }
  const orderId = await soldBy(seller, buyer, pickup ? { pickup_artist_ids: [seller.userId] } : {});
  const asArtist = actorOf(seller.userId, 'Artist');
  const asBuyer = actorOf(buyer.userId, 'Client');
  if (stage !== 'to_ship' && stage !== 'pickup')
    await Checkout.ship(asArtist, orderId, { courier: 'jnt', tracking: 'JT0001234567' });
  if (stage === 'refund_requested' || stage === 'return_requested' || stage === 'returning' || stage === 'disputed') {
    await Checkout.askRefund(asBuyer, orderId, {
      reason: 'damaged',
      details: 'The frame arrived cracked.',
      photo_keys: [],
      amount_centavos: 5_000,
    });
  }
  if (stage === 'return_requested' || stage === 'returning')
    await Checkout.acceptRefund(asArtist, orderId, { return_required: true });
  if (stage === 'returning') await Checkout.returnShip(asBuyer, orderId, { courier: 'lbc', tracking: 'LBC000111222' });
  if (stage === 'disputed') await Checkout.contest(asArtist, orderId, 'It left my studio whole: see the parcel photo.');
  return { orderId, artist: seller, buyer };
}

/** A text post of `me` in the community feed, through the API; its id. */
export async function newPost(me: TestUser): Promise<string> {
  const made = await call('POST', '/community-posts', {
    token: me.idToken,
    body: { content: `Matrix post ${randomUUID().slice(0, 6)}`, category: 'General Discussion' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.post.id as string;
}

export const jobFields = () => ({
  title: `Matrix job ${randomUUID().slice(0, 6)}`,
  description: 'A mural for a cafe.',
  budget: '₱5,000 - ₱10,000' as const,
  deadline: '2030-01-31',
  preferred_art_styles: ['Realism' as const],
});
/** A new Open job of `owner`, through the data layer. */
export const jobOf = async (owner: TestUser) =>
  (await Jobs.create(actorOf(owner.userId, 'Client'), jobFields())).job_id;
/** An artist who applies in samples that need an applicant (the matrix's artist keeps its daily cap). */
let jobApplicant: TestUser | undefined;
export const applicant = async () =>
  (jobApplicant ??= await createPerson({ role: 'Artist', prefix: 'matrix-applicant' }));
/** A job of `me` with a Pending applicant. */
export async function jobWithApplicant(me: TestUser): Promise<{ jobId: string; artistId: string }> {
  const jobId = await jobOf(me);
  const artist = await applicant();
  await JobApplications.apply(actorOf(artist.userId, 'Artist'), jobId);
  return { jobId, artistId: artist.userId };
}
export const applicationBody = (jobId: string, userId: string) => ({ body: { job_id: jobId, user_id: userId } });

/** The budget of the matrix's proposals (₱5,000), in centavos. */
export const MATRIX_BUDGET_CENTAVOS = 500_000;

/** Issue 13: a fresh proposal to `recipient` from `sender` (an artist and a client). */
export async function proposalBetween(sender: TestUser, recipient: TestUser): Promise<string> {
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const sent = await call('POST', '/send-proposal', {
    token: sender.idToken,
    body: {
      sender_id: sender.userId,
      recipient_id: recipient.userId,
      project_name: 'Matrix mural',
      project_description: 'A wall.',
      budget: String(MATRIX_BUDGET_CENTAVOS / 100),
      due_date: due,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.proposal_id as string;
}

/** A proposal to `me` (an artist or a client) from a person of the other role. */
export const proposalTo = ({ me, role, people }: Context) =>
  proposalBetween(role === 'Artist' ? people.Client : people.Artist, me);

/**
 * A new project of `me` (an artist or a client) with the matrix's person of the other role, or
 * between the matrix's artist and client for an admin; optionally moved by its artist to `status`.
 */
export async function projectOf(
  { me, role, people }: Context,
  status?: string,
): Promise<{ id: string; owners: TestUser[] }> {
  const artist = role === 'Artist' ? me : people.Artist;
  const client = role === 'Client' ? me : people.Client;
  const accepted = await call('POST', '/artist/proposals/accept', {
    token: artist.idToken,
    body: { proposal: { proposal_id: await proposalBetween(client, artist) } },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const id = accepted.body.newProject.project_id as string;
  if (status) {
    const moved = await call('POST', '/api/projects/update-status', {
      token: artist.idToken,
      body: { project_id: id, status },
    });
    expect(moved.status).toBe(200);
  }
  return { id, owners: [artist, client] };
}

/** Where a sample's commission is: its first milestone's money, or in dispute (funded, opened by the client). */
export type CommissionState = 'unfunded' | 'funded' | 'delivered' | 'disputed';
const MILESTONE_CENTAVOS = 100_000;

/**
 * A project of `projectOf` agreed on terms (issue 31), written straight through the data layer:
 * two milestones of ₱1,000 (one revision each), the first in `money` (the second unfunded), the
 * project's totals to match; a delivery awaiting review when delivered; a dispute (and its queue
 * entry) when disputed; optionally a cancellation request standing by one side.
 */
export async function commissionOf(
  ctx: Context,
  money: CommissionState,
  opts: { cancelBy?: 'artist' | 'client' } = {},
): Promise<{ id: string; owners: TestUser[] }> {
  const project = await projectOf(ctx);
  const projectId = project.id;
  const now = new Date();
  const at = now.toISOString();
  const due = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const terms: Terms = {
    total_centavos: 2 * MILESTONE_CENTAVOS,
    milestones: [1, 2].map((i) => ({
      name: `Matrix stage ${i}`,
      due_date: due(10 * i),
      amount_centavos: MILESTONE_CENTAVOS,
      revisions: 1,
    })),
    usage: 'personal',
    delivery_format: 'PNG files',
    cancel_keep_percent: 20,
    funding: 'milestone',
  };
  const first = money === 'disputed' ? 'funded' : money;
  const held = first === 'unfunded' ? 0 : MILESTONE_CENTAVOS;
  const entities = db().entities;
  const milestone = (position: number, state: 'unfunded' | 'funded' | 'delivered') => ({
    projectId,
    position,
    name: terms.milestones[position - 1]!.name,
    dueDate: terms.milestones[position - 1]!.due_date,
    status: 'Not Started' as const,
    amountCentavos: MILESTONE_CENTAVOS,
    revisions: 1,
    revisionsUsed: 0,
    money: state,
    releasedCentavos: 0,
    refundedCentavos: 0,
    payout: 'none' as const,
    // Funded through a PayMongo payment (what a cancellation's or a dispute's refund goes back to).
    ...(state === 'unfunded' ? {} : { fundedAt: at, paymentId: `pay_matrix_${projectId}_${position}` }),
    ...(state === 'delivered'
      ? { deliveredAt: at, autoApproveAt: new Date(now.getTime() + AUTO_APPROVE_MS).toISOString() }
      : {}),
  });
  await Promise.all([
    entities.milestone.put([milestone(1, first), milestone(2, 'unfunded')]).go(),
    entities.milestone.delete([3, 4].map((position) => ({ projectId, position }))).go(),
    entities.project
      .patch({ projectId })
      .set({
        terms,
        agreedAt: at,
        fundedCentavos: held,
        heldCentavos: held,
        releasedCentavos: 0,
        refundedCentavos: 0,
        ...(money === 'disputed' ? { dispute: { openedBy: 'client', at, reason: 'The sketches never came.' } } : {}),
        ...(opts.cancelBy ? { cancelRequest: { by: opts.cancelBy, at, reason: 'Plans changed.' } } : {}),
      })
      .go(),
    ...(first === 'delivered'
      ? [
          entities.delivery
            .create({
              projectId,
              deliveryId: timeId(),
              position: 1,
              note: 'The sketches.',
              fileKeys: [],
              at,
              outcome: 'awaiting',
            })
            .go(),
        ]
      : []),
    ...(money === 'disputed' ? [entities.disputeEntry.create({ queue: 'open', openedAt: at, projectId }).go()] : []),
  ]);
  return project;
}

/** `me`'s side of a project of `projectOf` (an admin's stands for the client). */
export const sideOf = ({ role }: Context) => (role === 'Artist' ? ('artist' as const) : ('client' as const));

/** A work image of `me` (the purpose deliveries and timeline updates take). */
export const workImageKey = async (me: TestUser) =>
  (await uploadAs(endpoints.api, me, 'post-image', 'image/png', PNG, 'work.png')).key;

/** One route's valid request, made for `ctx.me` (samples.ts has one per route). */
export type Sample = (ctx: Context) => Promise<Request> | Request;

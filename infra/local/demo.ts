import { ensureAdmin } from '@functions/core/accounts/admins';
import { actorOf } from '@functions/core/actor';
import * as Arts from '@functions/core/arts/arts';
import * as Cart from '@functions/core/cart/cart';
import * as Checkout from '@functions/core/checkout/checkout';
import * as Conversations from '@functions/core/chat/conversations';
import * as Messages from '@functions/core/chat/messages';
import * as Counters from '@functions/core/counters/counters';
import * as JobApplications from '@functions/core/jobs/applications';
import * as Jobs from '@functions/core/jobs/jobs';
import * as JobReports from '@functions/core/jobs/reports';
import * as Profiles from '@functions/core/profiles/profiles';
import * as ProfileEditor from '@functions/core/profiles/profile-editor';
import * as Projects from '@functions/core/projects/projects';
import { artistPreferencesSchema, clientPreferencesSchema } from '@shared/schemas/profiles';
import * as Uploads from '@functions/core/uploads/uploads';
import * as Verifications from '@functions/core/verification/verification';
import { activateAccount, register } from '@functions/core/accounts/registration';
import * as Tags from '@functions/core/tags/tags';
import type { RegisterBody } from '@shared/schemas/accounts';
import type { JobFields } from '@shared/schemas/jobs';
import type { UploadPurpose } from '@shared/schemas/uploads';
import { seedCommunity } from './demo-community';
import { seedAddresses } from './demo-addresses';
import { seedBlocks } from './demo-blocks';
import { seedCommissions } from './demo-commissions';
import { seedModeration } from './demo-moderation';
import { seedReviews } from './demo-reviews';
import { seedFulfilment } from './demo-orders';
import { demoArtNamed, payDemoCheckout, seedPayouts, seedRefund } from './demo-payouts';
import { demoArtImage } from './demo-images';
import { DEMO_PICKUP_ARTIST, DEMO_PICKUP_ARTS, seedShipping } from './demo-shipping';
import { DEMO_CATALOGUE, type DemoArt } from './demo-catalogue';

/** The demo sign-ins `npm start` prints. Local only. */
export const DEMO_ADMIN = { email: 'admin@crafti.test', password: 'CraftiAdmin1' };
export const DEMO_PASSWORD = 'Crafti-Demo-2026';

export const DEMO_PEOPLE: Omit<RegisterBody, 'password'>[] = [
  {
    email: 'maria.santos@crafti.test',
    firstName: 'Maria',
    lastName: 'Santos',
    username: 'maria_paints',
    role: 'Artist',
  },
  {
    email: 'jose.bautista@crafti.test',
    firstName: 'Jose',
    lastName: 'Bautista',
    username: 'jose_woodcraft',
    role: 'Artist',
  },
  { email: 'liza.reyes@crafti.test', firstName: 'Liza', lastName: 'Reyes', username: 'liza_collects', role: 'Client' },
  { email: 'paolo.garcia@crafti.test', firstName: 'Paolo', lastName: 'Garcia', username: 'paolo_cafe', role: 'Client' },
  { email: 'andrea.lim@crafti.test', firstName: 'Andrea', lastName: 'Lim', username: 'andrea_weaves', role: 'Artist' },
  DEMO_PICKUP_ARTIST,
];

export const DEMO_TAGS = [
  'Handmade',
  'Painting',
  'Sculpture',
  'Pottery',
  'Textile',
  'Woodwork',
  'Digital',
  'Filipino Heritage',
];

/** Every demo artist's works, the one who only meets buyers included. */
export const DEMO_ARTS: Record<string, DemoArt[]> = { ...DEMO_CATALOGUE, [DEMO_PICKUP_ARTIST.email]: DEMO_PICKUP_ARTS };

/** Uploads demo bytes as the browser would (presigned POST), so the object-created check accepts them. */
async function uploadDemoFile(
  userId: string,
  purpose: UploadPurpose,
  contentType: string,
  bytes: Uint8Array,
): Promise<string> {
  const presigned = await Uploads.presign(actorOf(userId), { purpose, contentType, size: bytes.length });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }), 'demo');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The local S3 refused a demo upload: ${response.status}`);
  return presigned.key;
}

const DEMO_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function seedArts(artistId: string, arts: DemoArt[], firstSeed: number): Promise<void> {
  if ((await Counters.get(Counters.names.artsOf(artistId))) > 0) return;
  const tags = await Tags.list();
  // Pictures first (they take the time), then the arts oldest first, so the first listed is newest.
  const imageKeys = await Promise.all(
    arts.map(async (art, i) =>
      uploadDemoFile(artistId, 'art-image', 'image/jpeg', await demoArtImage(firstSeed + i, art.title)),
    ),
  );
  for (const [i, art] of arts.entries()) {
    // Waits for the object-created function's WebP variants, so the grids get their small images.
    await Arts.create(
      actorOf(artistId, 'Artist'),
      {
        ...art,
        price: art.price * 100,
        days_to_ship: art.days_to_ship ?? null,
        tags: tags.filter((t) => art.tags.includes(t.name)).map((t) => t.id),
        imageKey: imageKeys[i]!,
      },
      { waitForVariantsMs: 5000 },
    );
  }
}

/** Maria is verified (the admin approved her request); Jose's request waits for review. */
async function seedVerification(artistId: string, adminId: string, approve: boolean): Promise<void> {
  const profile = await Profiles.get(artistId);
  if (!profile || profile.verificationStatus) return;
  const document = await uploadDemoFile(artistId, 'verification-document', 'application/pdf', DEMO_PDF);
  const validId = await uploadDemoFile(artistId, 'verification-id', 'image/jpeg', await demoArtImage(99, 'ID card'));
  const requestId = await Verifications.request(actorOf(artistId, 'Artist'), document, validId);
  if (approve) await Verifications.decide({ userId: adminId, email: DEMO_ADMIN.email }, requestId, 'approved');
}

/** Liza's paid purchases (one art of each artist), one of them Completed by its artist, and two arts of two artists in her cart. */
const DEMO_PURCHASES = {
  buyer: 'liza.reyes@crafti.test',
  paid: ['Bougainvillea Dreams', 'Narra Bowl'],
  inCart: ['Rice Terraces at Dawn', 'Taka Horse'],
};

/**
 * Liza's orders the way a buyer makes them: the cart, Checkout.start (stock reserved, PayMongo
 * session on the simulator, the whole payment into Crafti's wallet), the simulator paying with a
 * test card, its signed webhook settling the order through the API (notifications, mails); then
 * Maria (payouts active) sets hers Completed, so its share is transferred to her wallet, and
 * Jose's stays held by Crafti. Skipped once Liza has orders.
 */
async function seedOrders(): Promise<void> {
  const buyer = await Profiles.findByEmail(DEMO_PURCHASES.buyer);
  if (!buyer || (await Checkout.ordersOfBuyer(buyer.userId)).items.length > 0) return;
  const artists = Object.keys(DEMO_ARTS);
  const paid = await Promise.all(DEMO_PURCHASES.paid.map((title) => demoArtNamed(artists, title)));
  const orders = await payDemoCheckout(
    buyer.userId,
    'Liza Reyes',
    paid.map((a) => a.art_id),
  );
  const maria = await Profiles.findByEmail('maria.santos@crafti.test');
  const first = orders.find((o) => o.artist_id === maria?.userId) ?? orders[0];
  if (first) {
    await Checkout.ship(actorOf(first.artist_id, 'Artist'), first.id, { courier: 'jnt', tracking: '780012345678' });
    await Checkout.receive(actorOf(buyer.userId, 'Client'), first.id);
  }
  for (const art of await Promise.all(DEMO_PURCHASES.inCart.map((title) => demoArtNamed(artists, title))))
    await Cart.add(actorOf(buyer.userId), art.art_id, 1);
}

/** Demo conversations: who writes first, then the lines in turn (the first line is theirs). */
const DEMO_CHATS: { from: string; to: string; lines: string[] }[] = [
  {
    from: 'liza.reyes@crafti.test',
    to: 'maria.santos@crafti.test',
    lines: [
      'Hi Maria! I love your Manila Bay sunset. Do you take commissions of that size?',
      'Hello Liza, thank you! Yes, I do. What size and colours do you have in mind?',
      'About 24 × 36 inches, warmer oranges for our living room.',
      'Lovely. I can send a sketch by Friday.',
    ],
  },
  {
    from: 'paolo.garcia@crafti.test',
    to: 'maria.santos@crafti.test',
    lines: [
      'Good morning! Could you paint a mural for my café in Cebu?',
      'Good morning Paolo! I would love to. How big is the wall?',
    ],
  },
  {
    from: 'liza.reyes@crafti.test',
    to: 'jose.bautista@crafti.test',
    lines: ['Hi Jose, is the narra bowl still available?'],
  },
];

async function seedChats(): Promise<void> {
  for (const chat of DEMO_CHATS) {
    const [from, to] = await Promise.all([Profiles.findByEmail(chat.from), Profiles.findByEmail(chat.to)]);
    if (!from || !to) continue;
    const conversation = await Conversations.start(actorOf(from.userId), to.userId);
    if (conversation.last_message) continue;
    for (const [i, line] of chat.lines.entries()) {
      await Messages.send(actorOf(i % 2 === 0 ? from.userId : to.userId), conversation.id, {
        content: line,
        client_id: `demo-${i}-${conversation.id.slice(0, 8)}`,
      });
    }
  }
}

/** Demo jobs: who posts them, who applies (and how the client decided), who reported one. */
const DEMO_JOBS: {
  client: string;
  job: JobFields;
  applicants: { email: string; decision?: 'Accepted' | 'Rejected' }[];
  reportedBy?: string;
}[] = [
  {
    client: 'paolo.garcia@crafti.test',
    job: {
      title: 'Café mural in Cebu',
      description: 'A 4 × 2.5 m mural of Cebu harbour for our café wall. Paint and scaffolding provided.',
      budget: '₱10,000 - ₱20,000',
      deadline: '2027-03-15',
      preferred_art_styles: ['Realism', 'Nature Art', 'Traditional Art (Paintings & Drawings)'],
    },
    applicants: [{ email: 'maria.santos@crafti.test' }, { email: 'jose.bautista@crafti.test', decision: 'Rejected' }],
  },
  {
    client: 'paolo.garcia@crafti.test',
    job: {
      title: 'Hand-carved café signboard',
      description: 'A narra signboard, about 120 × 40 cm, with our café name carved in.',
      budget: '₱5,000 - ₱10,000',
      deadline: '2027-02-01',
      preferred_art_styles: ['Woodworking', 'Handmade Crafts'],
    },
    applicants: [{ email: 'jose.bautista@crafti.test', decision: 'Accepted' }],
  },
  {
    client: 'liza.reyes@crafti.test',
    job: {
      title: 'Family portrait from an old photo',
      description: 'A painted portrait of my grandparents from a 1970s photograph, about 40 × 50 cm.',
      budget: '₱1,000 - ₱5,000',
      deadline: '2027-01-20',
      preferred_art_styles: ['Portraiture', 'Realism'],
    },
    applicants: [],
    reportedBy: 'jose.bautista@crafti.test',
  },
  {
    client: 'liza.reyes@crafti.test',
    job: {
      title: 'Anime-style wedding invitation art',
      description: 'One illustration of the couple in anime style for our invitations, digital files only.',
      budget: 'Flexible / Open to Offers',
      deadline: '2027-04-10',
      preferred_art_styles: ['Anime', 'Digital Art & Illustrations'],
    },
    applicants: [],
  },
];

async function seedJobs(): Promise<void> {
  for (const demo of DEMO_JOBS) {
    const client = await Profiles.findByEmail(demo.client);
    if (!client) continue;
    const existing = await Jobs.listForClient(client.userId);
    if (existing.jobs.some((j) => j.title === demo.job.title)) continue;
    const job = await Jobs.create(actorOf(client.userId, 'Client'), demo.job);
    for (const applicant of demo.applicants) {
      const artist = await Profiles.findByEmail(applicant.email);
      if (!artist) continue;
      await JobApplications.apply(actorOf(artist.userId, 'Artist'), job.job_id);
      if (applicant.decision)
        await JobApplications.decide(actorOf(client.userId, 'Client'), job.job_id, artist.userId, applicant.decision);
    }
    const reporter = demo.reportedBy ? await Profiles.findByEmail(demo.reportedBy) : null;
    if (reporter)
      await JobReports.report(
        actorOf(reporter.userId, 'Artist'),
        job.job_id,
        'Asks for payment outside Crafti',
        'Asked me to send a GCash deposit before talking here.',
      );
  }
}

/** Issue 13: preferences (so Find Match explains something), a project under way and a pending proposal. */
const DEMO_MATCHING: Record<string, { address: string; bio: string; preferences: object }> = {
  'maria.santos@crafti.test': {
    address: 'Angono, Rizal',
    bio: 'Painter of Philippine landscapes and fiestas.',
    preferences: {
      art_style_specialization: ['Realism', 'Abstract'],
      budget_range: '₱10,000 - ₱20,000',
      project_type: 'Commissioned Artworks',
      preferred_communication: ['In-app Messaging'],
    },
  },
  'jose.bautista@crafti.test': {
    address: 'Paete, Laguna',
    bio: 'Woodcarver from Paete.',
    preferences: {
      art_style_specialization: ['Sculpture', 'Traditional Art (Paintings & Drawings)'],
      budget_range: '₱5,000 - ₱10,000',
      preferred_communication: ['Email'],
    },
  },
  'liza.reyes@crafti.test': {
    address: 'Antipolo, Rizal',
    bio: 'Collector of local art.',
    preferences: {
      preferred_art_style: ['Realism', 'Abstract'],
      budget_range: 'Flexible Budget / Open',
      project_type: ['Commissioned Artworks'],
      communication_preferences: ['In-app Messaging'],
    },
  },
  'paolo.garcia@crafti.test': {
    address: 'Cebu City',
    bio: 'Café owner looking for murals.',
    preferences: {
      preferred_art_style: ['Sculpture', 'Pop Art'],
      budget_range: '₱5,000 - ₱10,000',
      communication_preferences: ['Email'],
    },
  },
};

async function seedProjects(): Promise<void> {
  for (const [email, demo] of Object.entries(DEMO_MATCHING)) {
    const p = await Profiles.findByEmail(email);
    if (!p || (p.role !== 'Artist' && p.role !== 'Client') || p.bio) continue;
    const preferences =
      p.role === 'Artist'
        ? artistPreferencesSchema.parse(demo.preferences)
        : clientPreferencesSchema.parse(demo.preferences);
    // The address stays the address book's default's (demo-addresses.ts), in the same town.
    await ProfileEditor.save(
      p.userId,
      p.role,
      {
        firstname: p.firstname,
        lastname: p.lastname,
        bio: demo.bio,
        gender: '',
        date_of_birth: '',
        address: p.address || demo.address,
        phone: '',
      },
      preferences,
    );
  }
  const [maria, jose, liza, paolo] = await Promise.all(
    Object.keys(DEMO_MATCHING).map((email) => Profiles.findByEmail(email)),
  );
  if (!maria || !jose || !liza || !paolo || (await Projects.listFor(maria.userId, 'Artist')).length > 0) return;
  const due = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const mural = await Projects.send(actorOf(liza.userId), {
    sender_id: liza.userId,
    recipient_id: maria.userId,
    project_name: 'Living room landscape',
    project_description: 'A 24 × 36 inch Taal sunset in warm oranges.',
    budget: '15000',
    due_date: due(45),
  });
  const project = await Projects.accept(actorOf(maria.userId), mural.proposal_id);
  await Projects.setStatus(actorOf(maria.userId), project.project_id, 'In Progress');
  await Projects.updateMilestone(actorOf(maria.userId), `${project.project_id}.1`, {
    milestone_name: 'Concept & Sketches',
    due_date: due(10),
    status: 'Completed',
  });
  await Projects.send(actorOf(paolo.userId), {
    sender_id: paolo.userId,
    recipient_id: maria.userId,
    project_name: 'Café mural',
    project_description: 'A 3 × 2 m mural of Cebu harbour for our café wall.',
    budget: '40000',
    due_date: due(60),
  });
}

/** Demo content, written through the domain layer (the same verbs the API uses); idempotent. */
export async function seedDemo(): Promise<void> {
  for (const name of DEMO_TAGS) await Tags.ensure(name);
  const adminId = await ensureAdmin(DEMO_ADMIN);
  for (const person of DEMO_PEOPLE) {
    if (await Profiles.emailExists(person.email)) continue;
    await register({ ...person, password: DEMO_PASSWORD });
    const profile = await Profiles.findByEmail(person.email);
    if (profile) await activateAccount(profile.userId, profile.email);
  }
  // Before any order: a piece is delivered to its buyer's address.
  await seedAddresses();
  for (const [i, [email, arts]] of Object.entries(DEMO_ARTS).entries()) {
    const artist = await Profiles.findByEmail(email);
    if (!artist) continue;
    await seedArts(artist.userId, arts, i * 20);
    await seedVerification(artist.userId, adminId, i === 0);
  }
  // Before any order: an art is bought only from an artist who ships.
  await seedShipping();
  // Payouts and orders need the simulator and its webhooks through the API: a failure there leaves the rest of the demo usable.
  await seedPayouts().catch((err) => console.warn('Demo payouts were not seeded:', err));
  await seedOrders().catch((err) => console.warn('Demo orders were not seeded:', err));
  await seedRefund(Object.keys(DEMO_ARTS)).catch((err) => console.warn('The demo refund was not seeded:', err));
  // After the two checkouts above (each skipped once its buyer has orders): orders in every fulfilment state.
  await seedFulfilment(Object.keys(DEMO_ARTS)).catch((err) =>
    console.warn('Demo orders on their way were not seeded:', err),
  );
  await seedChats();
  await seedCommunity().catch((err) => console.warn('Demo community posts were not seeded:', err));
  // Before the jobs: a job copies its client's name and address when it is posted.
  await seedProjects().catch((err) => console.warn('Demo projects were not seeded:', err));
  await seedCommissions().catch((err) => console.warn('Demo commissions were not seeded:', err));
  await seedReviews().catch((err) => console.warn('Demo reviews were not seeded:', err));
  await seedJobs();
  await seedModeration().catch((err) => console.warn('Demo moderation was not seeded:', err));
  // After moderation's demo: Andrea blocks Paolo once his comment and messages were reported.
  await seedBlocks();
}

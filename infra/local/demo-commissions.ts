import { actorOf } from '@functions/core/actor';
import { config } from '@functions/core/config';
import * as Commissions from '@functions/core/projects/commissions/commissions';
import * as Negotiation from '@functions/core/projects/negotiation';
import * as Projects from '@functions/core/projects/projects';
import * as Profiles from '@functions/core/profiles/profiles';
import type { Terms } from '@shared/messages/commissions';
import { uploadDemoImage } from './demo-community';
import { demoArtNamed } from './demo-payouts';

/**
 * The demo's commissions (issue 31), made the way people make them, through the same verbs the
 * API uses and PayMongo's simulator: a negotiation in two versions awaiting Paolo, Liza's funded
 * triptych with a delivery awaiting her approval and a work-in-progress timeline, a portrait fully
 * released (its timeline on the art page of "Sunset over Taal"), and Paolo's disputed shop sign in
 * the admins' queue.
 */

const simulator = () => config().PAYMONGO_API_URL.replace(/\/$/, '');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const due = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function control(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${simulator()}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`The PayMongo simulator refused ${path}: ${response.status} ${await response.text()}`);
}

function terms(milestones: [string, number, number][], over: Partial<Terms> = {}): Terms {
  const total = milestones.reduce((sum, [, pesos]) => sum + pesos * 100, 0);
  return {
    total_centavos: total,
    milestones: milestones.map(([name, pesos, days]) => ({
      name,
      due_date: due(days),
      amount_centavos: pesos * 100,
      revisions: 1,
    })),
    usage: 'personal',
    delivery_format: 'Original on canvas, delivered framed in Metro Manila',
    cancel_keep_percent: 25,
    funding: 'milestone',
    ...over,
  };
}

type Person = Profiles.ProfileItem;

async function propose(from: Person, to: Person, name: string, description: string, t: Terms) {
  return Projects.send(actorOf(from.userId), {
    sender_id: from.userId,
    recipient_id: to.userId,
    project_name: name,
    project_description: description,
    budget: String(t.total_centavos / 100),
    due_date: t.milestones.at(-1)!.due_date,
    terms: t,
  });
}

/** A proposal from the client, accepted by the artist: the project's id. */
async function agreed(client: Person, artist: Person, name: string, description: string, t: Terms) {
  const proposal = await propose(client, artist, name, description, t);
  return (await Projects.accept(actorOf(artist.userId), proposal.proposal_id)).project_id;
}

/** The client pays the next funding on the simulator; waits for its webhook to fund it. */
async function fund(client: Person, projectId: string) {
  const funding = await Commissions.fund(actorOf(client.userId, 'Client'), projectId);
  const sessionId = decodeURIComponent(new URL(funding.checkout_url).pathname.split('/').pop()!);
  await control(`sessions/${encodeURIComponent(sessionId)}/pay`, {
    card: '4343434343434345',
    name: `${client.firstname} ${client.lastname}`,
  });
  await control('idle');
  for (let i = 0; i < 50; i++) {
    const c = await Commissions.view(projectId, 'client');
    if (funding.positions.every((p) => c.milestones.find((m) => m.position === p)?.money !== 'unfunded')) return;
    await pause(200);
  }
  throw new Error(`The demo funding of ${projectId} was not recorded`);
}

async function update(artist: Person, projectId: string, position: number, note: string, seed: number) {
  const image = await uploadDemoImage(artist.userId, seed, note.slice(0, 24));
  await Commissions.postUpdate(actorOf(artist.userId, 'Artist'), projectId, { position, note, image_key: image });
}

async function deliver(artist: Person, projectId: string, position: number, note: string, seed: number) {
  const image = await uploadDemoImage(artist.userId, seed, note.slice(0, 24));
  await Commissions.deliver(actorOf(artist.userId, 'Artist'), projectId, position, { note, files: [image] });
}

export async function seedCommissions(): Promise<void> {
  const [maria, jose, liza, paolo] = await Promise.all(
    ['maria.santos@crafti.test', 'jose.bautista@crafti.test', 'liza.reyes@crafti.test', 'paolo.garcia@crafti.test'].map(
      (e) => Profiles.findByEmail(e),
    ),
  );
  if (!maria || !jose || !liza || !paolo) return;
  if ((await Projects.listFor(liza.userId, 'Client')).some((p) => p.project_name === 'Taal sunset triptych')) return;

  // A negotiation in two versions: Paolo proposes, Jose counters with a higher price and a later date.
  const first = await propose(
    paolo,
    jose,
    'Carved Santo Niño for the café',
    'A 60 cm narra Santo Niño for the café altar, natural finish.',
    terms(
      [
        ['Design drawings', 2000, 14],
        ['Rough carving', 5000, 35],
        ['Finishing', 3000, 50],
      ],
      { usage: 'personal', cancel_keep_percent: 20 },
    ),
  );
  await Negotiation.counter(actorOf(jose.userId, 'Artist'), first.proposal_id, {
    terms: terms(
      [
        ['Design drawings', 2500, 14],
        ['Rough carving', 6000, 40],
        ['Finishing & oil', 3500, 60],
      ],
      { cancel_keep_percent: 30 },
    ),
    note: 'Narra this size needs more time to season; I added a week and the oil finish.',
  });

  // Funded and mid-way: Liza's triptych, the sketch delivered and awaiting her review, with a timeline.
  const triptych = await agreed(
    liza,
    maria,
    'Taal sunset triptych',
    'Three 30 × 60 cm panels of Taal at sunset for the dining room.',
    terms([
      ['Colour studies', 3000, 10],
      ['Panel one', 6000, 30],
      ['Panels two and three', 9000, 55],
    ]),
  );
  await fund(liza, triptych);
  await update(maria, triptych, 1, 'Mixing the oranges for the lake at golden hour', 31);
  await update(maria, triptych, 1, 'Three colour studies drying on the easel', 32);
  await deliver(maria, triptych, 1, 'The three colour studies: warm, warmer and dusk. Tell me which one you like.', 33);

  // Done and released: a portrait, its timeline shown on an art's page.
  const portrait = await agreed(
    liza,
    maria,
    'Fiesta portrait of Lola Cora',
    'A 40 × 50 cm portrait of our grandmother in her fiesta terno.',
    terms(
      [
        ['Sketch', 2500, 7],
        ['Final portrait', 7500, 21],
      ],
      { funding: 'whole' },
    ),
  );
  await fund(liza, portrait);
  await update(maria, portrait, 1, 'Charcoal sketch from the family photos', 34);
  await update(maria, portrait, 2, 'Glazing the terno’s butterfly sleeves', 35);
  await deliver(maria, portrait, 1, 'The sketch, as we discussed on the call.', 36);
  await Commissions.approve(actorOf(liza.userId, 'Client'), portrait, 1);
  await deliver(maria, portrait, 2, 'Lola Cora, finished and varnished.', 37);
  await Commissions.approve(actorOf(liza.userId, 'Client'), portrait, 2);
  await Projects.setStatus(actorOf(maria.userId, 'Artist'), portrait, 'Artist Completed the Project');
  await Projects.setStatus(actorOf(liza.userId, 'Client'), portrait, 'Done');
  const art = await demoArtNamed([maria.email], 'Sunset over Taal').catch(() => null);
  if (art) await Commissions.attach(actorOf(maria.userId, 'Artist'), art.art_id, portrait);

  // Disputed: Paolo's shop sign, delivered, disputed, in the admins' queue.
  const sign = await agreed(
    paolo,
    maria,
    'Sari-sari store sign',
    'A hand-painted 1.2 m sign for our store front, weatherproof.',
    terms([
      ['Lettering proof', 2000, 7],
      ['Painted sign', 4000, 21],
    ]),
  );
  await fund(paolo, sign);
  await deliver(maria, sign, 1, 'The lettering proof in the colours you sent.', 38);
  await Commissions.openDispute(
    actorOf(paolo.userId, 'Client'),
    sign,
    'The proof uses a different font from the one we agreed in chat.',
  );
  await control('idle');
}

import { actorOf } from '@functions/core/actor';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Projects from '@functions/core/projects/projects';
import * as Reviews from '@functions/core/reviews/reviews';

/**
 * The demo's reviews (issue 32 §1), written the way people write them: commissions confirmed Done,
 * then each side's review through the same verb the API uses. Maria and Jose have published
 * reviews (some replied to); Liza's review of Andrea waits for Andrea's (hidden, pending).
 */

const due = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface DemoReview {
  client: string;
  artist: string;
  project: string;
  /** The client's review of the artist, the artist's of the client (none: not written), the artist's reply. */
  byClient: [number, string];
  byArtist?: [number, string];
  reply?: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    client: 'liza.reyes@crafti.test',
    artist: 'maria.santos@crafti.test',
    project: 'Family portrait in oils',
    byClient: [5, 'Maria caught my parents exactly as they are. She sent sketches early and listened to every note.'],
    byArtist: [5, 'Liza gave clear references and quick answers. A joy to paint for.'],
    reply: 'Thank you, Liza! It was an honour to paint your family.',
  },
  {
    client: 'paolo.garcia@crafti.test',
    artist: 'maria.santos@crafti.test',
    project: 'Café mural study',
    byClient: [4, 'Beautiful colours and on budget. The final came two days late, but she told me ahead.'],
    byArtist: [5, 'Paolo knew what he wanted and paid each milestone on time.'],
  },
  {
    client: 'paolo.garcia@crafti.test',
    artist: 'jose.bautista@crafti.test',
    project: 'Carved menu board',
    byClient: [5, 'Solid narra, clean lettering, and he delivered it himself. Customers ask about it every day.'],
    byArtist: [4, 'Good client; the menu changed twice, but he paid for the extra carving.'],
    reply: 'Salamat, Paolo. Glad the board is holding up in the café.',
  },
  {
    client: 'liza.reyes@crafti.test',
    artist: 'andrea.lim@crafti.test',
    project: 'Woven wall hanging',
    byClient: [5, 'Andrea wove the colours of our living room into it. It is the first thing guests notice.'],
  },
];

type Person = Profiles.ProfileItem;

async function doneProject(client: Person, artist: Person, name: string): Promise<string> {
  const proposal = await Projects.send(actorOf(client.userId), {
    sender_id: client.userId,
    recipient_id: artist.userId,
    project_name: name,
    project_description: `${name}, commissioned through Crafti.`,
    budget: '8000',
    due_date: due(20),
  });
  const project = await Projects.accept(actorOf(artist.userId), proposal.proposal_id);
  await Projects.setStatus(actorOf(artist.userId, 'Artist'), project.project_id, 'Artist Completed the Project');
  await Projects.setStatus(actorOf(client.userId, 'Client'), project.project_id, 'Done');
  return project.project_id;
}

/** Idempotent: nothing when Maria already has reviews. */
export async function seedReviews(): Promise<void> {
  const maria = await Profiles.findByEmail('maria.santos@crafti.test');
  if (!maria || (await Reviews.listOf(maria.userId)).items.length > 0) return;
  for (const r of DEMO_REVIEWS) {
    const [client, artist] = await Promise.all([Profiles.findByEmail(r.client), Profiles.findByEmail(r.artist)]);
    if (!client || !artist) continue;
    const id = await doneProject(client, artist, r.project);
    const written = await Reviews.write(actorOf(client.userId, 'Client'), {
      kind: 'project',
      transaction_id: id,
      stars: r.byClient[0],
      text: r.byClient[1],
    });
    if (r.byArtist)
      await Reviews.write(actorOf(artist.userId, 'Artist'), {
        kind: 'project',
        transaction_id: id,
        stars: r.byArtist[0],
        text: r.byArtist[1],
      });
    if (r.reply) await Reviews.reply(actorOf(artist.userId, 'Artist'), written.review_id, r.reply);
  }
}

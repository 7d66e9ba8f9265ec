import * as Community from '@functions/core/community/community';
import { actorOf } from '@functions/core/actor';
import * as Counters from '@functions/core/counters/counters';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Uploads from '@functions/core/uploads/uploads';
import type { PostCategory } from '@shared/schemas/community';
import { demoArtImage } from './demo-images';

/**
 * The demo community feed: posts of the demo people in every category, some with photos (made
 * by the same variant pipeline as uploads from the page), with likes and comments, written
 * through the domain verbs. Skipped once the feed has posts.
 */

interface DemoPost {
  by: string;
  category: PostCategory;
  content: string;
  /** Demo picture seeds and titles. */
  images?: [number, string][];
  hoursAgo: number;
  likedBy?: string[];
  comments?: [string, string][];
}

const MARIA = 'maria.santos@crafti.test';
const JOSE = 'jose.bautista@crafti.test';
const LIZA = 'liza.reyes@crafti.test';
const PAOLO = 'paolo.garcia@crafti.test';

const DEMO_POSTS: DemoPost[] = [
  {
    by: MARIA,
    category: 'Announcements',
    content:
      'Mabuhay! I am opening five commission slots for December: portraits and landscapes in oil. Message me for details.',
    hoursAgo: 240,
    likedBy: [LIZA, PAOLO],
  },
  {
    by: JOSE,
    category: 'Art Tips',
    content:
      'Finishing wood for food use: skip varnish, rub in food-safe mineral oil or beeswax, three thin coats a day apart.',
    images: [[24, 'Narra grain']],
    hoursAgo: 120,
    likedBy: [MARIA, LIZA],
    comments: [
      [LIZA, 'This is so useful, thank you Jose!'],
      [MARIA, 'Does this work for acacia too?'],
      [JOSE, 'Yes, acacia takes oil beautifully.'],
    ],
  },
  {
    by: PAOLO,
    category: 'Collaboration Requests',
    content:
      'Looking for an artist to paint a mural for my café in Cebu, around 3 × 5 metres, coffee farm theme. Open to proposals!',
    hoursAgo: 72,
    comments: [[MARIA, 'I would love to help, Paolo. Sending you a message.']],
  },
  {
    by: MARIA,
    category: 'Feedback',
    content: 'Two studies for the Taal series. Which palette works better: the warm or the cool one?',
    images: [
      [3, 'Warm study'],
      [7, 'Cool study'],
    ],
    hoursAgo: 30,
    likedBy: [JOSE, LIZA, PAOLO],
    comments: [
      [PAOLO, 'The warm one feels like home.'],
      [LIZA, 'Warm! The oranges are gorgeous.'],
    ],
  },
  {
    by: LIZA,
    category: 'General Discussion',
    content: 'What is everyone reading or watching for inspiration this month?',
    hoursAgo: 10,
    likedBy: [MARIA],
  },
  {
    by: JOSE,
    category: 'Events',
    content: 'Paete Woodcarving Festival this weekend! Our workshop is open for demos from 9 AM. Come by.',
    images: [
      [21, 'Workshop'],
      [22, 'Carvings'],
      [23, 'Festival street'],
    ],
    hoursAgo: 2,
    likedBy: [MARIA, PAOLO],
  },
];

export async function uploadDemoImage(userId: string, seed: number, title: string): Promise<string> {
  const bytes = await demoArtImage(seed, title);
  const presigned = await Uploads.presign(actorOf(userId), {
    purpose: 'post-image',
    contentType: 'image/jpeg',
    size: bytes.length,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'demo.jpg');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The local S3 refused a demo upload: ${response.status}`);
  return presigned.key;
}

export async function seedCommunity(): Promise<void> {
  if ((await Counters.get(Community.counterOf('*|*'))) > 0) return;
  const ids = new Map<string, string>();
  for (const email of [MARIA, JOSE, LIZA, PAOLO]) {
    const profile = await Profiles.findByEmail(email);
    if (profile) ids.set(email, profile.userId);
  }
  // Oldest first, so the newest is on top.
  for (const demo of [...DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const author = ids.get(demo.by);
    if (!author) continue;
    const images = await Promise.all((demo.images ?? []).map(([seed, title]) => uploadDemoImage(author, seed, title)));
    const post = await Community.create(
      actorOf(author),
      { content: demo.content, category: demo.category, images },
      { waitForVariantsMs: 5000, createdAt: new Date(Date.now() - demo.hoursAgo * 3_600_000).toISOString() },
    );
    for (const liker of demo.likedBy ?? [])
      if (ids.has(liker)) await Community.like(actorOf(ids.get(liker)!), post.id, true);
    for (const [who, text] of demo.comments ?? [])
      if (ids.has(who)) await Community.comment(actorOf(ids.get(who)!), post.id, text);
  }
}

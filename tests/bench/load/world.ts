import { ARTWORK_STYLES } from '@shared/options';
import { MAX_QUANTITY } from '@shared/messages/arts';
import type { TestUser } from '../../support/users';

/** The marketplace the load bench's people visit: artists, their arts (plenty of stock) and posts. */
export interface World {
  api: string;
  ws: string;
  paymongo: string;
  artists: TestUser[];
  arts: { artId: string; artistId: string }[];
}

const STYLES = ARTWORK_STYLES;

async function post(api: string, who: TestUser, route: string, body: unknown, method = 'POST') {
  const response = await fetch(`${api}${route}`, {
    method,
    headers: { authorization: `Bearer ${who.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** In groups of `size` at a time. */
async function inGroups<T, R>(items: readonly T[], size: number, each: (item: T, i: number) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, k) => each(item, i + k)))));
  return out;
}

/**
 * Seeds through the API as people do: `artistCount` artists, each with a shipping profile,
 * `artsEach` arts (an uploaded picture each, the most stock an art may have, so checkouts hardly sell out) and a
 * community post; `clientCount` clients with a default address.
 */
export async function seedWorld(
  endpoints: { api: string; ws: string; paymongo: string },
  artistCount: number,
  artsEach: number,
  clientCount: number,
): Promise<{ world: World; clients: TestUser[] }> {
  const { createPerson } = await import('../../support/users');
  const { PNG, uploadAs } = await import('../../support/uploads');
  const { giveShippingProfile } = await import('../../support/shipping');
  const { giveAddress } = await import('../../support/buyer-address');
  const { api } = endpoints;
  const artists = await inGroups(
    Array.from({ length: artistCount }, (_, i) => i),
    8,
    (i) =>
      createPerson({
        role: 'Artist',
        prefix: `load-artist-${i}`,
        firstname: ['Maria', 'Jose', 'Ana', 'Juan'][i % 4],
        lastname: `Artist${i}`,
      }),
  );
  const arts: World['arts'] = [];
  await inGroups(artists, 4, async (artist, a) => {
    await giveShippingProfile(api, artist);
    for (let n = 0; n < artsEach; n++) {
      const imageKey = (await uploadAs(api, artist, 'art-image', 'image/png', PNG, 'art.png')).key;
      const made = await post(api, artist, '/api/upload-art', {
        title: `Load piece ${a}-${n}`,
        description: 'Handmade for the load bench.',
        price: String(500 + ((a * 37 + n * 101) % 4000)) + '.00',
        quantity: String(MAX_QUANTITY),
        location: 'Manila',
        art_style: STYLES[(a + n) % STYLES.length],
        medium: 'Oil',
        subject: 'Nature',
        tags: '[]',
        imageKey,
      });
      arts.push({ artId: String(made.art_id), artistId: artist.userId });
    }
    await post(api, artist, '/community-posts', {
      content: `New work from the studio of artist ${a}.`,
      category: 'General Discussion',
      images: [],
    });
  });
  const clients = await inGroups(
    Array.from({ length: clientCount }, (_, i) => i),
    8,
    async (i) => {
      const client = await createPerson({
        role: 'Client',
        prefix: `load-client-${i}`,
        firstname: ['Maria', 'Jose', 'Liza', 'Rico'][i % 4],
        lastname: `Client${i}`,
      });
      await giveAddress(api, client);
      return client;
    },
  );
  return { world: { ...endpoints, artists, arts }, clients };
}

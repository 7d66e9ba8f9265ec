import { formatPeso, pesosToCentavos } from '@shared/money';
import { artPagePath, commissionPath, shopPagePath } from '@shared/public-pages';
import { ratingOf } from '@shared/messages/reviews';
import type { Art } from '@shared/schemas/arts';
import type { PageAnswer } from '@shared/schemas/pages';
import { AppError } from '../errors';
import * as Arts from '../arts/arts';
import * as Claims from '../claims/claims';
import * as Profiles from '../profiles/profiles';
import * as Shipping from '../shipping/shipping';
import { publicUrl } from '../uploads/urls';
import { avatar as avatarOf, esc, gonePage, page, shareBlock } from './html';
import { isShownArtist, PAGE_MAX_AGE } from './shown';

/** Arts a page of the shop shows (two rows of four on a wide screen, four of two on a phone). */
export const SHOP_PAGE_SIZE = 8;

/** What a stranger may see of anyone: no e-mail, phone, exact address (DESIGN §8a). */
type ProfileItem = NonNullable<Awaited<ReturnType<typeof Profiles.get>>>;

/**
 * An artist's public shop (`/@{username}`): their picture, bio, where they ship from, their
 * verification and rating, their arts a page at a time (`?after=`), "Commission me" and Share.
 * A username that is not an artist's is 404; a hidden or unconfirmed artist's 410.
 */
export async function shopPage(username: string, after?: string): Promise<PageAnswer> {
  const path = shopPagePath(username);
  const notFound: PageAnswer = { status: 404, type: 'html', body: gonePage('shop', false, path), maxAge: PAGE_MAX_AGE };
  const userId = await Claims.ownerOf('username', username.toLowerCase());
  const artist = userId ? await Profiles.get(userId) : null;
  if (!artist || artist.role !== 'Artist') return notFound;
  if (!isShownArtist(artist))
    return { status: 410, type: 'html', body: gonePage('shop', true, path), maxAge: PAGE_MAX_AGE };
  const [arts, shipping] = await Promise.all([artsPage(artist.userId, after), Shipping.profilesOf([artist.userId])]);
  if (arts === null) return notFound;
  const shipsFrom = shipping.get(artist.userId)?.ships_from.city_name ?? null;
  // The artist's own address is theirs to share: the shop shows the username's canonical spelling.
  const canonical = shopPagePath(artist.username) + (after ? `?after=${encodeURIComponent(after)}` : '');
  return { status: 200, type: 'html', body: renderShop(artist, arts, shipsFrom, canonical), maxAge: PAGE_MAX_AGE };
}

/** A page of the artist's arts as a stranger sees them (hidden ones left out); null for a forged `after`. */
async function artsPage(artistId: string, after?: string) {
  try {
    return await Arts.listByArtist(artistId, SHOP_PAGE_SIZE, after, { userId: '', isAdmin: false });
  } catch (err) {
    if (err instanceof AppError && after) return null;
    throw err;
  }
}

function renderShop(
  artist: ProfileItem,
  arts: { items: Art[]; cursor: string | null; total: number | null },
  shipsFrom: string | null,
  path: string,
): string {
  const name = `${artist.firstname} ${artist.lastname}`.trim();
  const shop = shopPagePath(artist.username);
  const verified = artist.verificationStatus === 'approved';
  const rating = ratingOf(artist.ratingSum, artist.ratingCount);
  const bio = (artist.bio ?? '').trim();
  const avatar = artist.profileImageKey ? publicUrl(artist.profileImageKey) : null;
  const firstArt = arts.items.find((a) => a.quantity > 0);
  const previewImage = firstArt?.image.large ?? firstArt?.image.url ?? avatar;

  const pictureOf = (art: (typeof arts.items)[number]) => ({
    img: art.image.small ?? art.image.url,
    srcset: [
      art.image.thumb && `${art.image.thumb} 360w`,
      art.image.small && `${art.image.small} 480w`,
      art.image.card && `${art.image.card} 680w`,
    ]
      .filter(Boolean)
      .join(', '),
  });
  const CARD_SIZES = '(min-width: 700px) 260px, 45vw';
  const cards = arts.items.map((art, i) => {
    const price = formatPeso(pesosToCentavos(art.price) ?? 0);
    const { img, srcset } = pictureOf(art);
    // The first picture is the page's largest paint: asked for first (and preloaded, below); the first row eagerly.
    const loading = i === 0 ? ' fetchpriority="high"' : i < 2 ? '' : ' loading="lazy"';
    const picture = `<img src="${esc(img)}"${srcset ? ` srcset="${esc(srcset)}" sizes="${CARD_SIZES}"` : ''} width="480" height="480" alt="${esc(art.title)}"${loading} decoding="async">`;
    const soldOut = art.quantity <= 0;
    const text = `<p class="t">${esc(art.title)}</p><p class="muted">${soldOut ? 'Sold out' : esc(price)}</p>`;
    return soldOut
      ? `<li>${picture}${text}</li>`
      : `<li><a href="${esc(artPagePath(art.art_id, art.title))}">${picture}${text}</a></li>`;
  });

  const main = [
    '<section class="shop">',
    avatarOf(avatar, name, 96, name),
    '<div>',
    `<h1>${esc(name)}</h1>`,
    `<p class="muted">@${esc(artist.username)}${verified ? ' · <span class="badge">Verified artist</span>' : ''}</p>`,
    rating.count > 0
      ? `<p>Rated ${rating.average} of 5 (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})</p>`
      : '',
    shipsFrom ? `<p class="muted">Ships from ${esc(shipsFrom)}</p>` : '',
    '</div></section>',
    bio ? `<p>${esc(bio)}</p>` : '',
    `<p><a class="btn primary solo" href="${esc(commissionPath(artist.userId))}">Commission me</a></p>`,
    '<p class="muted">You will be asked to sign in or register first.</p>',
    `<h2>Arts by ${esc(artist.firstname)}${arts.total ? ` (${arts.total})` : ''}</h2>`,
    cards.length > 0 ? `<ul class="grid">${cards.join('')}</ul>` : '<p class="muted">No arts yet.</p>',
    arts.cursor
      ? `<p><a class="btn" rel="next" href="${esc(`${shop}?after=${encodeURIComponent(arts.cursor)}`)}">More arts</a></p>`
      : '',
    '<h2>Share this shop</h2>',
    shareBlock(shop, `${name} on Crafti`),
  ].join('');

  const description = (
    bio || `Handmade art by ${name} on Crafti, the marketplace for local artists in the Philippines.`
  ).slice(0, 300);
  const first = arts.items[0] ? pictureOf(arts.items[0]) : null;
  return page(
    {
      title: `${name} (@${artist.username}) · Artist shop · Crafti`,
      description,
      path,
      noindex: artist.noindex === true,
      type: 'profile',
      ...(previewImage ? { image: { url: previewImage, width: null, height: null, alt: name } } : {}),
      ...(first
        ? { preload: { href: first.img, ...(first.srcset ? { srcset: first.srcset, sizes: CARD_SIZES } : {}) } }
        : {}),
      structured: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name,
          alternateName: `@${artist.username}`,
          ...(bio ? { description: bio } : {}),
          ...(avatar ? { image: avatar } : {}),
          jobTitle: 'Artist',
        },
      },
    },
    main,
    { share: true },
  );
}

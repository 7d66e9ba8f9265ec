import { formatPeso } from '@shared/money';
import { ZONE_LABELS } from '@shared/places';
import { artActionPath, artPagePath, shopPagePath } from '@shared/public-pages';
import { ratingOf } from '@shared/messages/reviews';
import { shipsInText } from '@shared/messages/shipping';
import type { PageAnswer } from '@shared/schemas/pages';
import { shippedZones, type ShippingProfile } from '@shared/shipping';
import * as Arts from '../arts/arts';
import { siteLink } from '../config';
import * as Profiles from '../profiles/profiles';
import * as Process from '../projects/commissions/process';
import * as Shipping from '../shipping/shipping';
import * as Tags from '../tags/tags';
import { publicUrl } from '../uploads/urls';
import { avatar, esc, gonePage, page, shareBlock } from './html';
import { artPicture, isShown, ogImageOf, PAGE_MAX_AGE } from './shown';

type ArtItem = NonNullable<Awaited<ReturnType<typeof Arts.find>>>;
type ProfileItem = NonNullable<Awaited<ReturnType<typeof Profiles.get>>>;

/**
 * An art's public page (`/a/{artId}/{slug}`): what a signed-in stranger sees on /art/{id}, in the
 * server's HTML with its link preview (Open Graph, Twitter) and schema.org VisualArtwork + Offer.
 * Sold out, hidden by moderation (the art or its artist) answer 410; no such art 404.
 */
export async function artPage(artId: string): Promise<PageAnswer> {
  const art = await Arts.find(artId);
  const path = art ? artPagePath(art.artId, art.title) : `/a/${encodeURIComponent(artId)}`;
  if (!art) return { status: 404, type: 'html', body: gonePage('art', false, path), maxAge: PAGE_MAX_AGE };
  const [artist, tags, shipping, process] = await Promise.all([
    Profiles.get(art.artistId),
    art.tagIds.length > 0 ? Tags.list() : Promise.resolve([]),
    Shipping.profilesOf([art.artistId]),
    Process.timelineOfFound(art),
  ]);
  if (!artist || !isShown(art, artist))
    return { status: 410, type: 'html', body: gonePage('art', true, path), maxAge: PAGE_MAX_AGE };
  const tagNames = art.tagIds.flatMap((id) => tags.filter((t) => t.id === id).map((t) => t.name));
  const body = renderArt(art, artist, tagNames, shipping.get(art.artistId) ?? null, process.updates, path);
  return { status: 200, type: 'html', body, maxAge: PAGE_MAX_AGE };
}

const nameOf = (p: Pick<ProfileItem, 'firstname' | 'lastname'>) => `${p.firstname} ${p.lastname}`.trim();
const amountOf = (centavos: number) => (centavos / 100).toFixed(2);

function renderArt(
  art: ArtItem,
  artist: ProfileItem,
  tagNames: string[],
  shipping: ShippingProfile | null,
  updates: Awaited<ReturnType<typeof Process.timelineOfFound>>['updates'],
  path: string,
): string {
  const artistName = nameOf(artist);
  const price = formatPeso(art.priceCentavos);
  const shop = shopPagePath(artist.username);
  const picture = artPicture(art, `${art.title} by ${artistName}`);
  const og = ogImageOf(art);
  const verified = artist.verificationStatus === 'approved';
  const rating = ratingOf(artist.ratingSum, artist.ratingCount);
  const summary = art.description.replace(/\s+/g, ' ').trim();
  const description =
    `${art.title} by ${artistName}: ${art.medium}, ${art.artStyle}, ${price} on Crafti.${summary ? ` ${summary}` : ''}`.slice(
      0,
      300,
    );

  const facts = [
    ['Medium', art.medium],
    ['Style', art.artStyle],
    ['Subject', art.subject],
    ['Location', art.location],
  ].filter(([, value]) => value);

  const main = [
    '<article class="art">',
    `<figure class="pic">${picture.html}</figure>`,
    '<div>',
    `<h1>${esc(art.title)}</h1>`,
    `<p class="price">${esc(price)}</p>`,
    `<p class="muted">${art.quantity === 1 ? '1 piece available' : `${art.quantity} pieces available`}</p>`,
    '<div class="actions">',
    `<a class="btn primary" href="${esc(artActionPath(art.artId, 'cart'))}">Add to Cart</a>`,
    `<a class="btn" href="${esc(artActionPath(art.artId, 'buy'))}">Buy now</a>`,
    `<a class="btn" href="${esc(artActionPath(art.artId, 'wishlist'))}">Add to Wishlist</a>`,
    `<a class="btn" href="${esc(artActionPath(art.artId, 'message'))}">Message the artist</a>`,
    '</div>',
    '<p class="muted">You will be asked to sign in or register first, then brought back to this piece.</p>',
    '<div class="who">',
    avatar(artist.profileImageKey ? publicUrl(artist.profileImageKey) : null, artistName, 56),
    '<div>',
    `<a href="${esc(shop)}"><strong>${esc(artistName)}</strong></a>`,
    verified ? ' <span class="badge">Verified artist</span>' : '',
    rating.count > 0
      ? `<div class="muted">Rated ${rating.average} of 5 (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})</div>`
      : '',
    '</div></div>',
    `<dl class="facts">${facts.map(([k, v]) => `<dt>${esc(k!)}</dt><dd>${esc(v!)}</dd>`).join('')}</dl>`,
    shippingBlock(art, shipping),
    summary ? `<h2>About this piece</h2><p>${esc(art.description)}</p>` : '',
    tagNames.length > 0
      ? `<h2>Tags</h2><ul class="tags">${tagNames.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`
      : '',
    processBlock(updates),
    '<h2>Share this piece</h2>',
    shareBlock(path, `${art.title} by ${artistName}`),
    '</div></article>',
  ].join('');

  const structured = {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    name: art.title,
    description: art.description,
    image: og.url,
    url: siteLink(path),
    artMedium: art.medium,
    genre: art.subject,
    keywords: [art.artStyle, ...tagNames].join(', '),
    ...(art.location ? { locationCreated: { '@type': 'Place', name: art.location } } : {}),
    creator: { '@type': 'Person', name: artistName, url: siteLink(shop) },
    offers: {
      '@type': 'Offer',
      price: amountOf(art.priceCentavos),
      priceCurrency: 'PHP',
      availability: 'https://schema.org/InStock',
      url: siteLink(path),
      seller: { '@type': 'Person', name: artistName },
    },
  };

  return page(
    {
      title: `${art.title} by ${artistName} · ${price} · Crafti`,
      description,
      path,
      noindex: artist.noindex === true,
      type: 'product',
      image: { url: og.url, width: og.width, height: og.height, alt: `${art.title} by ${artistName}` },
      price: { amount: amountOf(art.priceCentavos), currency: 'PHP' },
      structured,
      preload: picture.preload,
    },
    main,
    { share: true },
  );
}

function shippingBlock(art: ArtItem, shipping: ShippingProfile | null): string {
  if (!shipping) return '';
  const days = art.daysToShip ?? shipping.days_to_ship;
  const zones = shippedZones(shipping).map((z) => ZONE_LABELS[z]);
  const lines = [
    `Ships from ${shipping.ships_from.city_name}: ${shipsInText(days)}.`,
    zones.length > 0 ? `Delivers to ${zones.join(', ')}.` : '',
    shipping.free_over_centavos !== null
      ? `Free shipping on orders of ${formatPeso(shipping.free_over_centavos)} or more.`
      : '',
    shipping.pickup ? `Pickup or meet-up: ${shipping.pickup.place}.` : '',
  ].filter(Boolean);
  return `<h2>Shipping</h2>${lines.map((l) => `<p>${esc(l)}</p>`).join('')}`;
}

function processBlock(updates: Awaited<ReturnType<typeof Process.timelineOfFound>>['updates']): string {
  if (updates.length === 0) return '';
  const items = updates.map(
    (u) =>
      `<li><strong>${esc(u.milestone_name)}</strong>${u.note ? `<p>${esc(u.note)}</p>` : ''}${
        u.image
          ? `<img src="${esc(u.image.url)}" alt="${esc(`Work in progress: ${u.milestone_name}`)}" loading="lazy" decoding="async">`
          : ''
      }</li>`,
  );
  return `<h2>How it was made</h2><ol class="steps">${items.join('')}</ol>`;
}

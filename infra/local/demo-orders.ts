import { actorOf } from '@functions/core/actor';
import * as Checkout from '@functions/core/checkout/checkout';
import * as Profiles from '@functions/core/profiles/profiles';
import * as Uploads from '@functions/core/uploads/uploads';
import type { Courier, RefundReason } from '@shared/fulfilment';
import type { Order } from '@shared/schemas/orders';
import { demoArtImage } from './demo-images';
import { demoArtNamed, payDemoCheckout } from './demo-payouts';

/**
 * The demo's orders on their way to the buyer (issue 47 §8), beside the two older demo checkouts
 * (demo.ts: Liza's completed Bougainvillea and her Narra Bowl to ship; demo-payouts.ts: Paolo's
 * canceled print and his runner held). Each is made the way people make it: the piece in the
 * buyer's cart, Checkout.start (their default address, or a pickup where the artist offers one),
 * the simulator paying with a test card and its signed webhook settling it through the API, then
 * each side's steps through the same fulfilment verbs the order page calls, so the money, the
 * ledger, the timeline, the artist's work lists and the notifications agree.
 *
 * After `npm start`, Liza (client) has on her Orders: a piece shipped with J&T Express and its
 * tracking number, one shipped by LBC whose guarantee she extended once (waiting for her "Order
 * Received", its release date shown), a refund request Jose contested (with Crafti to decide: the
 * admins' Order disputes), and cups ready for pickup from Carlo, who only meets buyers; Maria
 * (artist) has Paolo's print To ship and his refund request To answer.
 *
 * Idempotent: a sale is skipped when its buyer already has an order of its art (so a restart,
 * or a demo visitor who moved an order on, changes nothing).
 */

type Step =
  | { ship: Courier; tracking: string }
  | { ready: true }
  | { extend: true }
  | { askRefund: { reason: RefundReason; details: string; pesos: number; photo?: boolean } }
  | { contest: string };

interface DemoSale {
  buyer: string;
  /** The art's title (demo titles are unique). */
  art: string;
  /** Picked up at the artist's meet-up place instead of shipped. */
  pickup?: boolean;
  /** Each side's steps after the payment, in turn. */
  steps: Step[];
}

const LIZA = 'liza.reyes@crafti.test';
const PAOLO = 'paolo.garcia@crafti.test';

export const DEMO_SALES: DemoSale[] = [
  // Andrea's fan on its way from Samar by J&T (her usual courier).
  { buyer: LIZA, art: 'Piña Fan', steps: [{ ship: 'jnt', tracking: 'JT7700213456' }] },
  // Maria's print shipped by LBC; Liza will be away, so she extended its guarantee once.
  { buyer: LIZA, art: 'Jeepney Pop', steps: [{ ship: 'lbc', tracking: '172839465012' }, { extend: true }] },
  // Jose's watercolour arrived creased; he says the courier did it: Crafti decides.
  {
    buyer: LIZA,
    art: 'Mythic Sarimanok',
    steps: [
      { ship: 'ninjavan', tracking: 'NVPHCRF0042118' },
      {
        askRefund: {
          reason: 'damaged',
          details:
            'The paper came folded across the sarimanok’s tail, with a crease right through the ink. The box was crushed on one corner.',
          pesos: 800,
          photo: true,
        },
      },
      {
        contest:
          'It left my workshop flat between two boards in a double box; the crease is the courier’s. Ninja Van has my claim. I can repaint it, but not refund it in full.',
      },
    ],
  },
  // Carlo's cups, made to order and picked up in front of the Oblation.
  { buyer: LIZA, art: 'Kape Cups, Set of Four', pickup: true, steps: [{ ready: true }] },
  // Maria's work lists: a study to ship to Paolo's café, and his refund request to answer.
  { buyer: PAOLO, art: 'Carabao Study', steps: [] },
  {
    buyer: PAOLO,
    art: 'Rice Terraces at Dawn',
    steps: [
      { ship: 'lbc', tracking: '172839465077' },
      {
        askRefund: {
          reason: 'not_as_described',
          details:
            'The greens are much paler than in the listing’s photo; it does not match the café’s wall as I hoped.',
          pesos: 1500,
        },
      },
    ],
  },
];

/** Every paid order of the buyer (their Orders, all pages). */
async function ordersOf(buyerId: string): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | undefined;
  do {
    const page = await Checkout.ordersOfBuyer(buyerId, cursor);
    all.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

/** A photo the buyer takes of the piece as it arrived, uploaded as the order page uploads it (private, checked by its bytes). */
async function uploadOrderPhoto(userId: string, title: string): Promise<string> {
  const bytes = await demoArtImage(7, title);
  const presigned = await Uploads.presign(actorOf(userId), {
    purpose: 'order-photo',
    contentType: 'image/jpeg',
    size: bytes.length,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'arrived.jpg');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`The local S3 refused a demo order photo: ${response.status}`);
  return presigned.key;
}

async function take(step: Step, order: Order, title: string): Promise<void> {
  const artist = actorOf(order.artist_id, 'Artist');
  const buyer = actorOf(order.user_id, 'Client');
  if ('ship' in step) await Checkout.ship(artist, order.id, { courier: step.ship, tracking: step.tracking });
  else if ('ready' in step) await Checkout.ready(artist, order.id);
  else if ('extend' in step) await Checkout.extend(buyer, order.id);
  else if ('askRefund' in step) {
    const { reason, details, pesos, photo } = step.askRefund;
    const photoKeys = photo ? [await uploadOrderPhoto(order.user_id, title)] : [];
    await Checkout.askRefund(buyer, order.id, { reason, details, photo_keys: photoKeys, amount_centavos: pesos * 100 });
  } else await Checkout.contest(artist, order.id, step.contest);
}

export async function seedFulfilment(artistEmails: readonly string[]): Promise<void> {
  for (const sale of DEMO_SALES) {
    const buyer = await Profiles.findByEmail(sale.buyer);
    if (!buyer) continue;
    const art = await demoArtNamed(artistEmails, sale.art);
    if ((await ordersOf(buyer.userId)).some((o) => o.items.some((i) => i.art_id === art.art_id))) continue;
    const [order] = await payDemoCheckout(
      buyer.userId,
      `${buyer.firstname} ${buyer.lastname}`,
      [art.art_id],
      sale.pickup ? { pickupArtistIds: [art.artist_id] } : {},
    );
    if (!order) throw new Error(`The demo checkout of ${sale.art} made no order`);
    for (const step of sale.steps) await take(step, order, sale.art);
  }
}

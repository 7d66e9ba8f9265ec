import { actorOf } from '@functions/core/actor';
import * as Arts from '@functions/core/arts/arts';
import * as Cart from '@functions/core/cart/cart';
import * as Checkout from '@functions/core/checkout/checkout';
import { config } from '@functions/core/config';
import * as Payouts from '@functions/core/payouts/accounts';
import * as Profiles from '@functions/core/profiles/profiles';
import { onboardingBodySchema } from '@shared/schemas/payouts';

/**
 * The demo's money, made the way people make it: artists onboarded through the Onboarding API on
 * the simulator (Maria approved, Jose in review, Andrea not started), checkouts paid with a test
 * card on the simulator with its signed webhooks settling them through the API, a completed order
 * released to its artist's wallet and a canceled one refunded from Crafti's wallet. So after
 * `npm start` each artist's Payouts tab and earnings show every money state: in the wallet,
 * held, refunded.
 */

const simulator = () => config().PAYMONGO_API_URL.replace(/\/$/, '');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function control(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${simulator()}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`The PayMongo simulator refused ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && !done(value); i++) {
    await pause(200);
    value = await read();
  }
  return value;
}

const DETAILS = {
  'maria.santos@crafti.test': {
    legal_name: 'Maria Luisa Santos',
    destination: 'bdo',
    account_number: '004561237890',
    approve: true,
  },
  'jose.bautista@crafti.test': {
    legal_name: 'Jose Miguel Bautista',
    destination: 'gcash',
    account_number: '09171234567',
    approve: false,
  },
} as const;

/** Maria's payouts active, Jose's in review; Andrea has not started. */
export async function seedPayouts(): Promise<void> {
  for (const [email, d] of Object.entries(DETAILS)) {
    const artist = await Profiles.findByEmail(email);
    if (!artist || (await Payouts.find(artist.userId))) continue;
    const body = onboardingBodySchema.parse({
      kind: 'individual',
      legal_name: d.legal_name,
      birth_date: '1990-03-15',
      mobile_number: '09171234567',
      address_line1: '21 J.P. Rizal Street',
      city: email.startsWith('maria') ? 'Angono' : 'Paete',
      province: email.startsWith('maria') ? 'Rizal' : 'Laguna',
      postal_code: email.startsWith('maria') ? '1930' : '4016',
      id_type: 'philsys',
      id_number: '1234-5678-9012',
      destination: d.destination,
      account_name: d.legal_name,
      account_number: d.account_number,
    });
    await Payouts.onboard(actorOf(artist.userId, 'Artist'), body);
    if (!d.approve) continue;
    const account = await Payouts.find(artist.userId);
    await control(`accounts/${account!.childAccountId}/approve`);
    await control('idle');
    await until(
      () => Payouts.find(artist.userId),
      (a) => a?.status === 'active',
    );
  }
}

/** The demo art of that title (demo titles are unique). */
export async function demoArtNamed(artistEmails: readonly string[], title: string) {
  for (const email of artistEmails) {
    const artist = await Profiles.findByEmail(email);
    if (!artist) continue;
    const { items } = await Arts.listByArtist(artist.userId, 50);
    const art = items.find((a) => a.title === title);
    if (art) return art;
  }
  throw new Error(`No demo art titled ${title}`);
}

/**
 * A buyer's checkout of one piece of each art, paid with a test card on the simulator; answers the
 * buyer's paid orders. `choice`: where the pieces go, as the checkout page asks (the buyer's
 * default address when it names none; the artists whose pieces they pick up).
 */
export async function payDemoCheckout(
  buyerId: string,
  buyerName: string,
  artIds: string[],
  choice: Parameters<typeof Checkout.start>[2] = {},
) {
  for (const artId of artIds) await Cart.add(actorOf(buyerId), artId, 1);
  const session = await Checkout.start(actorOf(buyerId), artIds, choice);
  const sessionId = decodeURIComponent(new URL(session.checkout_url).pathname.split('/').pop()!);
  await control(`sessions/${encodeURIComponent(sessionId)}/pay`, { card: '4343434343434345', name: buyerName });
  await control('idle');
  // The webhook goes through the local API; a buyer's Orders list only paid orders, all appearing with the one settling write.
  return (
    await until(
      () => Checkout.ordersOfBuyer(buyerId),
      (page) => page.items.some((o) => o.checkout_id === session.checkout_id),
    )
  ).items.filter((o) => o.checkout_id === session.checkout_id);
}

/** Paolo buys from Maria and from Andrea; Maria cancels hers (refunded through PayMongo); Andrea's share is held. */
export async function seedRefund(artistEmails: readonly string[]): Promise<void> {
  const buyer = await Profiles.findByEmail('paolo.garcia@crafti.test');
  if (!buyer || (await Checkout.ordersOfBuyer(buyer.userId)).items.length > 0) return;
  const arts = await Promise.all(['Jeepney Pop', 'Banig Table Runner'].map((t) => demoArtNamed(artistEmails, t)));
  const orders = await payDemoCheckout(
    buyer.userId,
    'Paolo Garcia',
    arts.map((a) => a.art_id),
  );
  const maria = orders.find((o) => o.description.startsWith('Jeepney Pop'));
  if (!maria) return;
  await Checkout.cancel(actorOf(maria.artist_id, 'Artist'), maria.id, 'The piece was damaged in my studio, sorry.');
  await control('idle');
  await until(
    async () => (await Checkout.ordersOfBuyer(buyer.userId)).items.find((o) => o.id === maria.id)?.money,
    (m) => m === 'refunded',
  );
}

import type { OrderItem } from '@functions/core/checkout/records';
import type { FulfilmentEvent, FulfilmentState } from '@shared/fulfilment';
import type { AddressSnapshot } from '@shared/schemas/addresses';

/**
 * The orders the fulfilment rows of the list bench (./orders.ts) are seeded with: each as fulfil.ts
 * writes a paid order, then moved by shared/fulfilment.ts's machine through the steps of one of
 * PATHS, each setting what its verb sets.
 */

/**
 * The steps each of every 20 sales took after its payment, people's and the clock's alike: 3 still
 * to ship, 3 shipped (one extended), 1 ready for pickup, 1 refund asked, 1 returning, 1 contested,
 * 8 completed (one by the window's end), 1 canceled, 1 refunded as asked.
 */
export const PATHS: { steps: FulfilmentEvent[]; pickup?: boolean }[] = [
  { steps: [] },
  { steps: [] },
  { steps: [] },
  { steps: ['ship'] },
  { steps: ['ship'] },
  { steps: ['ship', 'extend'] },
  { steps: ['ready'], pickup: true },
  { steps: ['ship', 'ask_refund'] },
  { steps: ['ship', 'ask_refund', 'accept_return', 'return_ship'] },
  { steps: ['ship', 'ask_refund', 'contest'] },
  { steps: ['ship', 'receive'] },
  { steps: ['ship', 'receive'] },
  { steps: ['ship', 'receive'] },
  { steps: ['ship', 'receive'] },
  { steps: ['ship', 'extend', 'receive'] },
  { steps: ['ready', 'receive'], pickup: true },
  { steps: ['ship', 'window_end'] },
  { steps: ['ship', 'ask_refund', 'withdraw', 'receive'] },
  { steps: ['cancel'] },
  { steps: ['ship', 'ask_refund', 'accept'] },
];

/** A party to an order: the artist or the buyer, by id and the name the order shows. */
export interface Party {
  userId: string;
  name: string;
}

/**
 * A maker of the bench's orders, paid up to now: `orderAt(n, artist, buyer, pathIndex)` is the
 * `n`th order as fulfil.ts writes it when paid, then moved through PATHS[pathIndex]'s steps as each
 * verb moves it. The modules it uses are loaded here, once the stack's environment is set.
 */
export async function orderMaker() {
  const { ADDRESS_BODIES } = await import('../../support/addresses');
  const { resolvePlace } = await import('@functions/core/addresses/places');
  const { oneLineAddress } = await import('@shared/schemas/addresses');
  const { SHIPS_EVERYWHERE } = await import('../../support/shipping');
  const { DELIVERY_DAYS, rateFor } = await import('@shared/shipping');
  const { platformFee } = await import('@shared/money');
  const { addDays, EVENT_ACTOR, fulfilmentMachine, specStatusOf, FULFILMENT_DAYS } = await import('@shared/fulfilment');
  const { orderMoneyMachine } = await import('@shared/money-machines');
  const { laneOf, releaseAtAfter, stateOf } = await import('@functions/core/checkout/fulfilment-state');
  const { timeId } = await import('@functions/core/ids');

  // The buyers' addresses as the address book snapshots them (one per zone).
  const addresses: AddressSnapshot[] = Object.values(ADDRESS_BODIES).map((body) => {
    const place = resolvePlace(body);
    return {
      contact_name: body.contact_name,
      mobile: '+639171234567',
      street: body.street,
      ...place,
      zip: body.zip,
      one_line: oneLineAddress({ street: body.street, ...place }),
    };
  });
  const HOUR = 3_600_000;
  const newest = Date.now();
  /** The state `event` moves to from `from` (a withdrawn request goes back to how the order is delivered). */
  const targetOf = (from: FulfilmentState, event: FulfilmentEvent, pickup?: boolean): FulfilmentState => {
    const to = fulfilmentMachine
      .targets(from, event)
      .find((t) => event !== 'withdraw' || t === (pickup ? 'ready_for_pickup' : 'shipped'));
    if (!to) throw new Error(`The machine has no ${event} from ${from}`);
    return to;
  };
  const walkTo = (steps: FulfilmentEvent[], pickup?: boolean) =>
    steps.reduce<FulfilmentState>((state, event) => targetOf(state, event, pickup), 'to_ship');

  /** A paid order as fulfil.ts writes it, then moved through `steps` as each verb moves it. */
  function orderAt(n: number, artist: Party, buyer: Party, pathIndex: number): OrderItem {
    const { steps, pickup } = PATHS[pathIndex]!;
    // When it was paid, as the clock allows (no deadline of a sale still open has passed): one still
    // to ship within its days to ship, one on its way in the last three days (its steps 8 hours
    // apart), one ended any day of the past year (its steps a day apart).
    const spread = (n * 7919) % 1_000_000;
    const ended = steps.length > 0 && fulfilmentMachine.final(walkTo(steps, pickup));
    const ago =
      steps.length === 0
        ? (spread % (60 * 60)) * 60_000
        : ended
          ? 20 * 24 * HOUR + (spread % (340 * 24)) * HOUR
          : 24 * HOUR + (spread % (48 * 60)) * 60_000;
    const paidAt = new Date(newest - ago).toISOString();
    const apart = ended ? 24 * HOUR : 8 * HOUR;
    const address = addresses[n % addresses.length]!;
    const price = 50_000 + ((n * 7919) % 500_000);
    const daysToShip = SHIPS_EVERYWHERE.days_to_ship;
    const delivery = pickup
      ? {
          kind: 'pickup' as const,
          place: 'UP Diliman, Quezon City (in front of the Oblation)',
          note: 'Weekdays after 4 PM.',
          daysToShip,
        }
      : {
          kind: 'ship' as const,
          address,
          zone: address.zone,
          deliveryDays: DELIVERY_DAYS.metro_manila[address.zone],
          daysToShip,
        };
    const shipBy = addDays(paidAt, daysToShip);
    let o = {
      orderId: timeId(Date.parse(paidAt)),
      checkoutId: timeId(Date.parse(paidAt)),
      buyerId: buyer.userId,
      buyerName: buyer.name,
      artistId: artist.userId,
      artistName: artist.name,
      lines: [
        {
          artId: `bench-art-${artist.userId.slice(0, 8)}-${n % 40}`,
          artistId: artist.userId,
          title: `Piece ${n % 40}`,
          quantity: 1,
          unitPriceCentavos: price,
        },
      ],
      amountCentavos: price,
      feeCentavos: platformFee(price),
      description: `Piece ${n % 40}`,
      payState: 'paid',
      status: 'Pending',
      money: 'held',
      createdAt: paidAt,
      fulfilment: 'to_ship',
      paidAt,
      shippingCentavos: pickup ? 0 : rateFor(SHIPS_EVERYWHERE.rates[address.zone], 1),
      timeline: [{ at: paidAt, event: 'paid', by: 'buyer' }],
      delivery,
      shipBy,
      lane: 'to_ship',
      laneAt: shipBy,
    } as OrderItem;
    const share = o.amountCentavos + (o.shippingCentavos ?? 0);
    const paid = share + (o.feeCentavos ?? 0);
    for (const [i, event] of steps.entries()) {
      const at = new Date(Date.parse(paidAt) + (i + 1) * apart).toISOString();
      const from = stateOf(o);
      const to = targetOf(from, event, pickup);
      const r = o.refundRequest;
      const actor = EVENT_ACTOR[event];
      const by = actor === 'clock' ? ('crafti' as const) : actor;
      let set: Partial<OrderItem> = {};
      let refund: number | undefined;
      switch (event) {
        case 'ship':
          set = {
            shippedAt: at,
            courier: 'jnt',
            tracking: `JT${String(n).padStart(10, '0')}`,
            releaseAt: releaseAtAfter(o, at),
          };
          break;
        case 'ready':
          set = { readyAt: at, releaseAt: releaseAtAfter(o, at) };
          break;
        case 'extend':
          set = { extended: true, releaseAt: addDays(o.releaseAt!, FULFILMENT_DAYS.extension) };
          break;
        case 'receive':
        case 'window_end':
          refund = 0;
          break;
        case 'cancel':
          set = { canceledAt: at, cancelReason: 'Cracked in the kiln, sorry.' };
          refund = paid;
          break;
        case 'ask_refund':
          set = {
            refundRequest: {
              reason: 'damaged',
              details: 'A chip on the rim.',
              photoKeys: [],
              amountCentavos: Math.round(price / 2),
              askedAt: at,
              answerBy: addDays(at, FULFILMENT_DAYS.answer),
            },
          };
          break;
        case 'withdraw':
          set = { releaseAt: addDays(at, 1) };
          break;
        case 'accept':
          refund = r!.amountCentavos;
          break;
        case 'accept_return':
          set = { refundRequest: { ...r!, returnRequired: true, returnBy: addDays(at, FULFILMENT_DAYS.returnShip) } };
          break;
        case 'return_ship':
          set = {
            refundRequest: {
              ...r!,
              returnCourier: 'lbc',
              returnTracking: `LBC${n}`,
              returnShippedAt: at,
              returnReceiveBy: addDays(at, FULFILMENT_DAYS.returnReceive),
            },
          };
          break;
        case 'contest':
          set = { refundRequest: { ...r!, contestedAt: at, artistNote: 'It left whole; the courier chipped it.' } };
          break;
        default:
          throw new Error(`The bench does not take ${event}`);
      }
      const next = { ...o, ...set } as OrderItem;
      if (event === 'withdraw') delete next.refundRequest;
      // The money's end, as the engine's endPieces sets it: released, refunded, or split.
      if (refund !== undefined) {
        const released = share - Math.min(refund, share);
        next.money = orderMoneyMachine.next('held', refund === 0 ? 'complete' : released === 0 ? 'cancel' : 'split')!;
        next.releasedCentavos = released;
        next.refundedCentavos = refund;
      }
      const lane = laneOf(to, next);
      const status = specStatusOf(to, next.releasedCentavos ?? 0);
      o = {
        ...next,
        fulfilment: to,
        status,
        ...(status === 'Completed' && o.status !== 'Completed' ? { completedAt: at } : {}),
        lane: lane.lane,
        laneAt: lane.laneAt,
        timeline: [...(o.timeline ?? []), { at, event, by }],
      };
    }
    return o;
  }

  return orderAt;
}

import { EARNINGS_PAGE_SIZE, MONEY_STATE_TEXT } from '@shared/messages/payouts';
import type { CommissionEarning, Earning, EarningsPage } from '@shared/schemas/payouts';
import * as Counters from '../counters/counters';
import { checkedCursor } from '../db/cursor';
import { db } from '../db/service';
import { manilaMonth } from './earnings-counters';
import { walletCounter } from './ledger';
import { shareOf } from './order-money';

/**
 * The artist's earnings: each paid sale with the figures stored when it was paid and where its
 * money is, the commission releases, and the totals — kept by the same writes as the ledger
 * entries (counters), never recomputed from current prices. `wallet` is what the ledger says is
 * in the artist's PayMongo wallet, which the reconciliation checks against PayMongo.
 */

type OrderRow = {
  orderId: string;
  checkoutId: string;
  createdAt: string;
  description: string;
  buyerName: string;
  amountCentavos: number;
  shippingCentavos?: number;
  feeCentavos?: number;
  money?: Earning['state'];
  releasedCentavos?: number;
};

function toEarning(o: OrderRow): Earning {
  const state = o.money ?? 'paid_out';
  return {
    order_id: o.orderId,
    checkout_id: o.checkoutId,
    date: o.createdAt,
    description: o.description,
    buyer_name: o.buyerName,
    // The pieces and the shipping the buyer paid: the artist's share (Crafti's 5% is the buyer's, on the pieces).
    gross: shareOf(o),
    platform_fee: o.feeCentavos ?? 0,
    // Crafti pays PayMongo's processing fee out of its 5%: the artist bears none.
    processing_fee: 0,
    // What the artist keeps: nothing of a refunded order, the released part of one refunded in part.
    net: state === 'refunded' ? 0 : (o.releasedCentavos ?? shareOf(o)),
    state,
  };
}

/** The artist's commission releases, newest first. */
export async function releasesOf(artistId: string, limit: number): Promise<CommissionEarning[]> {
  const { data } = await db().entities.commissionEarning.query.byArtist({ artistId }).go({ order: 'desc', limit });
  return data.map((e) => ({
    milestone_id: e.milestoneId,
    project_id: e.projectId,
    date: e.at,
    description: e.description,
    client_name: e.clientName,
    gross: e.grossCentavos,
    platform_fee: e.feeCentavos,
    net: e.netCentavos,
    state: e.payout,
  }));
}

/** GET /earnings/{artistId}: 10 sales a page, newest first, the latest releases and the totals. */
export async function earningsOf(artistId: string, cursor?: string): Promise<EarningsPage> {
  const entity = db().entities.order;
  const facets = { artistId, payState: 'paid' as const };
  const month = manilaMonth(new Date().toISOString());
  const names = [
    Counters.names.earnings(artistId, month),
    Counters.names.earnings(artistId, 'all'),
    Counters.names.heldEarnings(artistId),
  ];
  const [page, commissions, count, wallet] = await Promise.all([
    entity.query.byArtist(facets).go({
      order: 'desc',
      limit: EARNINGS_PAGE_SIZE,
      cursor: cursor ? checkedCursor(cursor, entity, 'byArtist', facets) : null,
    }),
    cursor ? Promise.resolve([]) : releasesOf(artistId, 20),
    Counters.getMany(names),
    Counters.getRaw(walletCounter.artist(artistId)),
  ]);
  return {
    items: page.data.map(toEarning),
    commissions,
    cursor: page.cursor ?? null,
    total: null,
    totals: { month: count(names[0]!), all_time: count(names[1]!), held: count(names[2]!), wallet },
  };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ neutralised for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** GET /earnings/{artistId}/export: every paid sale (at most 10,000), newest first, and every release, as CSV. */
export async function exportEarnings(artistId: string): Promise<{ filename: string; csv: string }> {
  const rows: Earning[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: OrderRow[]; cursor: string | null } = await db()
      .entities.order.query.byArtist({ artistId, payState: 'paid' })
      .go({ order: 'desc', limit: 500, cursor });
    rows.push(...page.data.map(toEarning));
    cursor = page.cursor;
  } while (cursor && rows.length < 10_000);
  const header = [
    'Date',
    'Order',
    'Description',
    'Buyer',
    'Gross (PHP)',
    'Platform fee paid by buyer (PHP)',
    'Processing fee (PHP)',
    'Net (PHP)',
    'Where the money is',
  ];
  const lines = rows.map((r) =>
    [
      r.date.slice(0, 10),
      r.order_id,
      r.description,
      r.buyer_name,
      pesos(r.gross),
      pesos(r.platform_fee),
      pesos(r.processing_fee),
      pesos(r.net),
      MONEY_STATE_TEXT[r.state],
    ]
      .map(field)
      .join(','),
  );
  // Commission releases: Crafti's 5% is taken from the release (the buyer's fee column is the 5% here).
  const releases = await releasesOf(artistId, 10_000);
  lines.push(
    ...releases.map((r) =>
      [
        r.date.slice(0, 10),
        r.milestone_id,
        `Commission: ${r.description}`,
        r.client_name,
        pesos(r.gross),
        pesos(r.platform_fee),
        pesos(0),
        pesos(r.net),
        MONEY_STATE_TEXT[r.state],
      ]
        .map(field)
        .join(','),
    ),
  );
  const total = rows.reduce((sum, r) => sum + r.net, 0) + releases.reduce((sum, r) => sum + r.net, 0);
  return {
    filename: `crafti-earnings-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: `${[header.join(','), ...lines].join('\r\n')}\r\n\r\nTotal net (PHP),${pesos(total)}\r\n`,
  };
}

import * as ArtSearch from '../core/arts/search-index';
import * as Checkout from '../core/checkout/checkout';
import * as DueWork from '../core/due-work/due-work';
import * as Money from '../core/money/money';
import * as Counters from '../core/counters/counters';
import * as Commissions from '../core/projects/commissions/commissions';
import { log } from '../core/observability/log';
import { Metrics } from '../core/observability/metrics';
import * as Digest from '../core/notifications/digest';
import * as Push from '../core/push/send';
import * as ReviewPublishing from '../core/reviews/publish';

/**
 * The every-minute job (an EventBridge schedule on AWS; the local stack's timer) runs what has
 * fallen due: checkouts whose reservation lapsed end (their PayMongo session expired first, then
 * their pieces back on sale); the money tasks due (transfers and refunds not made yet, or whose
 * run died) are run; due work runs (a paid checkout's orders still to write, deliveries 7 days
 * without a review approved, orders' deadlines: not shipped in time, the guarantee window's end,
 * a refund request unanswered, a return not sent or not confirmed, e-mail digests of what stayed unread); reviews 14 days without the other side's are published;
 * the site's totals written since are rolled up (docs/counters.md). This
 * function holds PayMongo's keys: it makes the money movements functions without them queued.
 * A failure of the reservations is rethrown so the invocation counts as an error (and alarms);
 * money tasks and due work count their own failures.
 */
/** What each kind of due work runs. */
export const DUE_WORK: DueWork.Handlers = {
  checkout_paid: (item) => Checkout.fulfilPaid(item.subjectId),
  paid_mail: (item) => Checkout.sendPaidMail(item.subjectId),
  push_held: (item) => Push.sendHeld(item.subjectId),
  mail_digest: (item, now) => Digest.sendDigest(item.subjectId, now),
  auto_approve: Commissions.runAutoApprove,
  order_clock: (item, now) => Checkout.runClock(item, now),
  order_ship_warn: (item) => Checkout.runShipWarning(item),
  art_search: (item) => ArtSearch.reindex(item.subjectId),
  artist_search: (item) => ArtSearch.reindexArtist(item.subjectId),
};

export const handler = async (): Promise<{
  expired: number;
  moneyTasks: number;
  work: number;
  reviewsPublished: number;
  totalsRolledUp: number;
}> => {
  let expired: number;
  try {
    expired = await Checkout.expireDue();
  } catch (err) {
    Metrics.count('reservationSweepFailures');
    throw err;
  }
  if (expired > 0) log.info('reservations expired', { expired });
  const moneyTasks = await Money.runDue(new Date());
  if (moneyTasks > 0) log.info('money tasks run', { moneyTasks });
  const work = await DueWork.runDue(DUE_WORK);
  if (work > 0) log.info('due work run', { work });
  // Reviews whose 14 days passed without the other side's (issue 32 §1).
  const reviewsPublished = await ReviewPublishing.publishDue(new Date());
  if (reviewsPublished > 0) log.info('reviews published', { reviewsPublished });
  // The site's totals written since their last roll-up (docs/counters.md), for readers with a lag.
  const totalsRolledUp = await Counters.rollUpSiteTotals();
  return { expired, moneyTasks, work, reviewsPublished, totalsRolledUp };
};

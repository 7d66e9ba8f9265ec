import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { actorOf } from '@functions/core/actor';
import * as Money from '@functions/core/money/money';
import { Metrics } from '@functions/core/observability/metrics';
import * as Commissions from '@functions/core/projects/commissions/commissions';
import { apiClient, expectRefused } from '../support/api';
import { agreed, commissionOf, deliver, fundAndPay, twoMilestones } from '../support/commissions';
import { CARDS, sessionIdOf, sim } from '../support/paymongo';
import { activate } from '../support/payouts';
import { eventually } from '../support/eventually';
import { createPerson, type TestUser } from '../support/users';

/** Issue 45: a commission's funding is paid once, into an open project, or refunded whole. */

const { endpoints } = inject('stack');
const { callRoute } = apiClient(endpoints.api);
type SimSession = { id: string; attributes: { reference_number: string | null; status: string } };
const sessionsOf = async (fundingIds: readonly string[]) =>
  ((await sim('sessions')) as { data: SimSession[] }).data.filter((s) =>
    fundingIds.includes(s.attributes.reference_number ?? ''),
  );
type SimRefund = { attributes: { amount: number; payment_id: string; status: string } };

describe('commission funding', () => {
  let artist: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    [artist, client] = await Promise.all([
      createPerson({ role: 'Artist', prefix: 'fu-artist' }),
      createPerson({ role: 'Client', prefix: 'fu-client' }),
    ]);
    await activate(artist);
  });
  type Funding = { funding_id: string; checkout_url: string };
  const fund = async (id: string) => {
    const answer = await callRoute('POST /api/projects/{id}/fund', { token: client.idToken, params: { id } });
    return answer as typeof answer & { body: Funding };
  };

  it('opens one PayMongo session however many times Fund is pressed at once', async () => {
    const id = await agreed(client, artist);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fund(id)));
    for (const a of answers) expect(a.status).toBe(200);
    const ids = new Set(answers.map((a) => a.body.funding_id as string));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.body.checkout_url)).size).toBe(1);
    const made = await sessionsOf([...ids]);
    expect(made.map((s) => s.attributes.status)).toEqual(['active']);
    // Pressed again later: the same page.
    expect((await fund(id)).body.checkout_url).toBe(answers[0]!.body.checkout_url);
  });

  it("expires the open funding's session when the project closes, so it can no longer be paid", async () => {
    const id = await agreed(client, artist);
    const open = await fund(id);
    await callRoute('POST /api/projects/{id}/cancel', {
      token: client.idToken,
      params: { id },
      body: { reason: 'Plans changed before paying.' },
    });
    expect((await commissionOf(client, id)).closed).toBe('canceled');
    const [session] = await sessionsOf([open.body.funding_id]);
    expect(session!.attributes.status).toBe('expired');
    const tryPay = await fetch(`${endpoints.paymongo}/__sim/sessions/${session!.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: CARDS.succeeds }),
    });
    expect(tryPay.status).toBe(400);
  });

  it('refunds whole (and alarms) a funding paid just as its project closed, and funds nothing', async () => {
    const id = await agreed(client, artist);
    const open = await fund(id);
    const sessionId = sessionIdOf(open.body.checkout_url);
    await sim('hold', {});
    const count = vi.spyOn(Metrics, 'count');
    try {
      // Paid at PayMongo; Crafti has not heard when the client cancels (nothing funded yet: it closes at once).
      await sim(`sessions/${sessionId}/pay`, { card: CARDS.succeeds });
      await Commissions.requestCancel(actorOf(client.userId, 'Client'), id, 'Changed my mind.');
      expect(count).toHaveBeenCalledWith(
        'unwantedPayments',
        1,
        expect.objectContaining({ subject: `funding:${open.body.funding_id}` }),
      );
    } finally {
      count.mockRestore();
      await sim('release', {});
    }
    await sim('idle', {});
    const paid = (await Money.paidSession(sessionId))!;
    await eventually(
      async () => (await Commissions.findFunding(open.body.funding_id))?.state,
      (s) => s === 'refunded',
      'the funding refunded',
    );
    const refunds = ((await sim('refunds')) as { data: SimRefund[] }).data.filter(
      (r) => r.attributes.payment_id === paid.paymentId,
    );
    expect(refunds.map((r) => [r.attributes.amount, r.attributes.status])).toEqual([[100_000, 'succeeded']]);
    const after = await commissionOf(client, id);
    expect(after.money).toMatchObject({ funded: 0, held: 0 });
    expect(after.milestones.every((m) => m.money === 'unfunded')).toBe(true);
    // Its book: the payment held whole, then refunded whole; PayMongo's fee is Crafti's loss.
    const book = await Money.entriesOf(Money.bookOfProject(id));
    expect(book.map((e) => e.kind).sort()).toEqual(['payment', 'refund']);
  });

  it('refuses a delivery while a cancellation asked for stands', async () => {
    const id = await agreed(client, artist, twoMilestones({ funding: 'whole' }));
    await fundAndPay(client, id);
    await callRoute('POST /api/projects/{id}/cancel', {
      token: client.idToken,
      params: { id },
      body: { reason: 'Budget cut.' },
    });
    const refused = await callRoute('POST /api/projects/{id}/milestones/{position}/deliver', {
      token: artist.idToken,
      params: { id, position: 1 },
      body: { note: 'Here it is.', files: ['post-image/none.png'] },
    });
    expectRefused(refused, 409);
    expect(refused.body.error).toBe(ErrorCodes.commissionCancelRequested);
    // Withdrawn, the artist delivers again.
    await callRoute('DELETE /api/projects/{id}/cancel', { token: client.idToken, params: { id } });
    await deliver(artist, id, 1);
    expect((await commissionOf(client, id)).milestones[0]!.money).toBe('delivered');
  });
});

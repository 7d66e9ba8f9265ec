import { expect, inject } from 'vitest';
import { defaultTerms, type Terms } from '@shared/messages/commissions';
import { apiClient } from './api';
import { eventually } from './eventually';
import { sessionIdOf, sim } from './paymongo';
import { PNG, uploadAs } from './uploads';
import type { TestUser } from './users';

/** Issue 31's test helpers: an agreed commission between two people, funded through the simulator, delivered. */

const { endpoints } = inject('stack');
const { callOk, callRoute } = apiClient(endpoints.api);

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Two milestones (₱1,000 then ₱2,000), one revision each, the artist keeps 30% on cancellation, funded milestone by milestone. */
export function twoMilestones(over: Partial<Terms> = {}): Terms {
  const base = defaultTerms(300_000, inDays(30));
  return {
    ...base,
    milestones: [
      { name: 'Sketch', due_date: inDays(10), amount_centavos: 100_000, revisions: 1 },
      { name: 'Final painting', due_date: inDays(30), amount_centavos: 200_000, revisions: 1 },
    ],
    cancel_keep_percent: 30,
    ...over,
  };
}

/** The client proposes with `terms`, the artist accepts: the project's id. */
export async function agreed(
  client: TestUser,
  artist: TestUser,
  terms: Terms = twoMilestones(),
  name = 'Portrait of Lola',
) {
  const proposal = await callOk('POST /send-proposal', {
    token: client.idToken,
    body: {
      sender_id: client.userId,
      recipient_id: artist.userId,
      project_name: name,
      project_description: 'Oil on canvas, 18 × 24 in.',
      budget: String(terms.total_centavos / 100),
      due_date: terms.milestones.at(-1)!.due_date,
      terms,
    },
  });
  const accepted = await callOk('POST /artist/proposals/accept', {
    token: artist.idToken,
    body: { proposal: { proposal_id: proposal.proposal_id } },
  });
  return accepted.newProject.project_id;
}

export const commissionOf = (who: TestUser, projectId: string) =>
  callOk('GET /api/projects/{id}/commission', { token: who.idToken, params: { id: projectId } });

/** The client funds the next milestone (or the whole) and pays by card at the simulator; waits for the webhook. */
export async function fundAndPay(client: TestUser, projectId: string) {
  const funding = await callOk('POST /api/projects/{id}/fund', { token: client.idToken, params: { id: projectId } });
  await sim(`sessions/${sessionIdOf(funding.checkout_url)}/pay`, {
    card: '4343434343434345',
    expiry: '12/30',
    cvc: '123',
    name: 'Test Client',
  });
  await sim('idle', {});
  const commission = await eventually(
    () => commissionOf(client, projectId),
    (c) => funding.positions.every((p) => c.milestones.find((m) => m.position === p)?.money !== 'unfunded'),
    `funding ${funding.funding_id} recorded`,
  );
  return { funding, commission };
}

export async function deliver(artist: TestUser, projectId: string, position: number) {
  const image = await uploadAs(endpoints.api, artist, 'post-image', 'image/png', PNG, 'delivery.png');
  return callOk('POST /api/projects/{id}/milestones/{position}/deliver', {
    token: artist.idToken,
    params: { id: projectId, position },
    body: { note: 'Here is the work.', files: [image.key] },
  });
}

export const approve = (client: TestUser, projectId: string, position: number) =>
  callRoute('POST /api/projects/{id}/milestones/{position}/approve', {
    token: client.idToken,
    params: { id: projectId, position },
  });

export function expectMoney(c: { money: { funded: number; held: number; released: number; refunded: number } }) {
  expect(c.money.funded).toBe(c.money.released + c.money.refunded + c.money.held);
}

import { expect } from 'vitest';
import type { TestUser } from '../../support/users';
import { call, newArt, state, type Role } from './fixtures';
import { SAMPLES } from './samples';

/**
 * The shared things the samples name (`state`): a verification request filed by `requester` (its
 * id), and `seller`, whose art anyone of `people` may buy. Run once before the samples are used
 * (the route × caller matrix, the route cost bench).
 */
export async function setUpState(people: Record<Role, TestUser>, requester: TestUser, seller: TestUser) {
  const request = await SAMPLES['POST /api/artist-verification/{id}']({ me: requester, role: 'Artist', people });
  const filed = await call('POST', `/api/artist-verification/${requester.userId}`, {
    token: requester.idToken,
    body: request.body,
  });
  expect(filed.status).toBe(201);
  state.verificationId = filed.body.verification_id;
  // Not a caller nor a named person: anyone of them may buy the seller's arts.
  state.seller = seller;
  state.someArt = await newArt(seller);
}

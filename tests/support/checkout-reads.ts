import { inject } from 'vitest';
import * as Arts from '@functions/core/arts/arts';
import { apiClient } from './api';
import type { TestUser } from './users';

/** What a checkout left, read back for the checkout integration tests: an art's stock, a buyer's orders. */

const { endpoints } = inject('stack');
const { callOk } = apiClient(endpoints.api);

/** The pieces of an art still for sale (neither sold nor held by a checkout). */
export const stockOf = async (artId: string) => (await Arts.find(artId))?.quantity;

/** `buyer`'s orders as their orders list shows them. */
export const ordersListed = async (buyer: TestUser) =>
  (await callOk('GET /orders/{userId}', { params: { userId: buyer.userId }, token: buyer.idToken })).items as {
    id: string;
    checkout_id: string;
    payment_status: string;
  }[];

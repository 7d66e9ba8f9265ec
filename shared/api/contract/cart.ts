import * as z from 'zod';
import { countSchema } from '../../schemas/badges';
import { addToCartBodySchema, cartItemParamsSchema, cartItemSchema, cartQuantityBodySchema, cartSchema, removeFromCartBodySchema } from '../../schemas/cart';
import { userIdParamsSchema } from '../../schemas/common';
import { defineRoutes } from './define';

/** The cart ("Your Art Collection"): only its owner reads or changes it; admins have none. */
export const cartContract = defineRoutes({
  'GET /cart/count/{userId}': { auth: 'user', owner: { self: 'params.userId', admin: true }, params: userIdParamsSchema, response: countSchema },
  'GET /cart/{userId}': { auth: 'user', owner: { self: 'params.userId' }, adminRefused: 'Administrators have no cart.', params: userIdParamsSchema, response: cartSchema },
  'POST /cart': { auth: 'user', owner: { self: 'body.userId' }, adminRefused: 'Administrators have no cart.', body: addToCartBodySchema, response: cartItemSchema, status: 201 },
  'PATCH /cart/{userId}/{artId}': { auth: 'user', owner: { self: 'params.userId' }, adminRefused: 'Administrators have no cart.', params: cartItemParamsSchema, body: cartQuantityBodySchema, response: cartItemSchema },
  'DELETE /cart/{userId}/{artId}': { auth: 'user', owner: { self: 'params.userId' }, adminRefused: 'Administrators have no cart.', params: cartItemParamsSchema, response: z.object({ removed: z.number().int() }) },
  'DELETE /cart/{userId}': { auth: 'user', owner: { self: 'params.userId' }, adminRefused: 'Administrators have no cart.', params: userIdParamsSchema, body: removeFromCartBodySchema, response: z.object({ removed: z.number().int() }) },
});

import * as z from 'zod';
import { countSchema } from '../../schemas/badges';
import {
  addToCartBodySchema,
  cartItemParamsSchema,
  cartItemSchema,
  cartQuantityBodySchema,
  cartSchema,
  removeFromCartBodySchema,
} from '../../schemas/cart';
import { userIdParamsSchema } from '../../schemas/common';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/** The cart ("Your Art Collection"): only its owner reads or changes it; admins have none. */
export const cartContract = defineRoutes({
  'GET /cart/count/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId', admin: true },
    params: userIdParamsSchema,
    response: countSchema,
    errors: [],
  },
  'GET /cart/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    adminRefused: 'Administrators have no cart.',
    params: userIdParamsSchema,
    response: cartSchema,
    errors: [],
  },
  'POST /cart': {
    auth: 'user',
    owner: { self: 'body.userId' },
    adminRefused: 'Administrators have no cart.',
    body: addToCartBodySchema,
    response: cartItemSchema,
    status: 201,
    errors: [
      ErrorCodes.artNotFound,
      ErrorCodes.cartArtUnavailable,
      ErrorCodes.cartOwnArt,
      ErrorCodes.cartSoldOut,
      ErrorCodes.alreadyInCart,
      ErrorCodes.cartFull,
    ],
  },
  'PATCH /cart/{userId}/{artId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    adminRefused: 'Administrators have no cart.',
    params: cartItemParamsSchema,
    body: cartQuantityBodySchema,
    response: cartItemSchema,
    errors: [ErrorCodes.notInCart, ErrorCodes.cartArtUnavailable],
  },
  'DELETE /cart/{userId}/{artId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    adminRefused: 'Administrators have no cart.',
    params: cartItemParamsSchema,
    response: z.object({ removed: z.number().int() }),
    errors: [],
  },
  'DELETE /cart/{userId}': {
    auth: 'user',
    owner: { self: 'params.userId' },
    adminRefused: 'Administrators have no cart.',
    params: userIdParamsSchema,
    body: removeFromCartBodySchema,
    response: z.object({ removed: z.number().int() }),
    errors: [],
  },
});

import * as z from 'zod';
import { MAX_CART_ITEMS } from '../messages/cart';
import { artIdSchema, artImageSchema } from './arts';
import { userIdParamsSchema } from './common';

export { CART_MESSAGES, MAX_CART_ITEMS } from '../messages/cart';

export const cartQuantitySchema = z.coerce
  .number({ error: 'Please choose a quantity.' })
  .int('Please choose a whole number of pieces.')
  .min(1, 'Please choose at least 1 piece.')
  .max(10_000, 'That is more pieces than any art has.');

/** POST /cart. */
export const addToCartBodySchema = z.object({
  userId: z.string().min(1).max(128),
  artId: artIdSchema,
  quantity: cartQuantitySchema.default(1),
});

/** PATCH /cart/{userId}/{artId}. */
export const cartQuantityBodySchema = z.object({ quantity: cartQuantitySchema });

/** DELETE /cart/{userId} with the chosen arts. */
export const removeFromCartBodySchema = z.object({
  artIds: z.array(artIdSchema).min(1, 'Choose the items to remove.').max(MAX_CART_ITEMS),
});

export const cartItemParamsSchema = userIdParamsSchema.extend({ artId: artIdSchema });

/** The art of a cart line as the cart shows it; null once the art was deleted. */
export const cartArtSchema = z.object({
  art_id: z.string(),
  title: z.string(),
  /** Pesos. */
  price: z.number(),
  /** Pieces in stock now. */
  quantity: z.number(),
  image: artImageSchema,
  artist: z.object({ user_id: z.string(), name: z.string() }),
  /** The art's own days to ship (made-to-order), or null: its artist's shipping profile's (the cart's shipping estimate reads it). */
  days_to_ship: z.number().int().nullable(),
});

/** A cart line (the spec's Cart item: id, art_id, quantity, arts). */
export const cartItemSchema = z.object({
  id: z.string(),
  art_id: z.string(),
  /** The art's title: as it is now, or as it was when added once the art is deleted ('' if unknown). */
  title: z.string(),
  quantity: z.number().int(),
  added_at: z.string(),
  arts: cartArtSchema.nullable(),
  /** False when the art was deleted, sold out, reserved or has fewer pieces than the line asks for. */
  available: z.boolean(),
  /**
   * Why it cannot be bought now, for the screen. 'reserved': the missing pieces are held by other
   * buyers' checkouts, and come back if those payments are not completed.
   */
  /** `unavailable`: hidden by moderation (shown without its title or picture). */
  unavailable_reason: z.enum(['deleted', 'unavailable', 'sold_out', 'reserved', 'not_enough']).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;

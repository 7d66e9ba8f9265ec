import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A line of a person's cart: one per art, its quantity, the art's title when it was added (shown
 * once the art is deleted) and the pending checkout that holds its pieces, if any (a new checkout
 * of the line replaces that one instead of holding the pieces twice). Read whole (a cart holds at
 * most MAX_CART_ITEMS).
 */
export const CartItemEntity = entity({
  model: { entity: 'cartItem', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    artId: { type: 'string', required: true, readOnly: true },
    quantity: { type: 'number', required: true },
    title: { type: 'string' },
    checkoutId: { type: 'string' },
    addedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: ['artId'] },
    },
  },
});

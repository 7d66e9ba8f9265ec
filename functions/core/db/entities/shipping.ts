import { ZONES } from '@shared/places';
import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * An artist's shipping profile (issue 47 §2): days to ship, the PSGC city shipped from and its
 * zone, a rate per destination zone (a zone without one is not shipped to), free shipping at or
 * above an amount of pieces, and meet-up/pickup. One per artist, read by its key alone (the art
 * page, the cart, checkout: one BatchGet for a cart's artists). Money in centavos.
 */
export const ShippingProfileEntity = entity({
  model: { entity: 'shippingProfile', version: '1', service: 'crafti' },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    daysToShip: { type: 'number', required: true },
    regionCode: { type: 'string', required: true },
    /** The province the picker showed the city under; absent in a region without provinces (NCR). */
    provinceCode: { type: 'string' },
    cityCode: { type: 'string', required: true },
    cityName: { type: 'string', required: true },
    zone: { type: ZONES, required: true },
    /** Per zone shipped to: the first piece and each extra piece, in centavos. */
    rates: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          zone: { type: ZONES, required: true },
          firstCentavos: { type: 'number', required: true },
          extraCentavos: { type: 'number', required: true },
        },
      },
    },
    freeOverCentavos: { type: 'number' },
    pickupPlace: { type: 'string' },
    pickupNote: { type: 'string' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byArtist: {
      pk: { field: TABLE.partitionKey, composite: ['artistId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});

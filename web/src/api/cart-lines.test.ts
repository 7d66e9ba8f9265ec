import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shared/schemas/cart';
import { amountsOf, groupByArtist, isSelectable, removedText, unavailableText } from './cart-lines';

const image = {
  url: '/a.jpg',
  thumb: null,
  small: null,
  card: null,
  medium: null,
  large: null,
  width: null,
  height: null,
};
function line(
  artId: string,
  artist: string | null,
  price: number,
  quantity: number,
  reason: CartItem['unavailable_reason'] = null,
  stock = 5,
): CartItem {
  return {
    id: `u:${artId}`,
    art_id: artId,
    title: `Art ${artId}`,
    quantity,
    added_at: '2026-11-01T00:00:00.000Z',
    arts:
      artist === null
        ? null
        : {
            art_id: artId,
            title: `Art ${artId}`,
            price,
            quantity: stock,
            image,
            artist: { user_id: artist, name: `Artist ${artist}` },
            days_to_ship: null,
          },
    available: reason === null,
    unavailable_reason: reason,
  };
}

describe('groupByArtist', () => {
  it('keeps each artist together in the order of their first line, deleted arts last', () => {
    const groups = groupByArtist([
      line('1', 'a', 100, 1),
      line('2', null, 0, 1, 'deleted'),
      line('3', 'b', 100, 1),
      line('4', 'a', 100, 1),
    ]);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.art_id)])).toEqual([
      ['a', ['1', '4']],
      ['b', ['3']],
      ['deleted', ['2']],
    ]);
    expect(groups[2]!.artistName).toBeNull();
  });
});

describe('amountsOf', () => {
  it('adds the chosen lines at price times quantity, with the 5% fee rounded to the centavo', () => {
    const items = [line('1', 'a', 1234.5, 2), line('2', 'b', 99.99, 1), line('3', 'b', 500, 1)];
    // 2469.00 + 99.99 = 2568.99; 5% = 128.4495 → 128.45
    expect(amountsOf(items, new Set(['1', '2']))).toEqual({
      subtotal: 256_899,
      fee: 12_845,
      total: 269_744,
      pieces: 3,
    });
  });

  it('never counts an unavailable line, even when chosen', () => {
    const items = [
      line('1', 'a', 100, 1),
      line('2', 'a', 100, 3, 'not_enough', 2),
      line('3', null, 0, 1, 'deleted'),
      line('4', 'a', 100, 1, 'sold_out', 0),
    ];
    expect(amountsOf(items, new Set(['1', '2', '3', '4']))).toEqual({
      subtotal: 10_000,
      fee: 500,
      total: 10_500,
      pieces: 1,
    });
  });

  it('is all zero with nothing chosen', () => {
    expect(amountsOf([line('1', 'a', 100, 1)], new Set())).toEqual({ subtotal: 0, fee: 0, total: 0, pieces: 0 });
  });
});

describe('unavailable lines', () => {
  it('cannot be selected and say why', () => {
    expect(isSelectable(line('1', 'a', 100, 1))).toBe(true);
    expect(isSelectable(line('2', null, 0, 1, 'deleted'))).toBe(false);
    expect(unavailableText(line('3', 'a', 100, 1, 'sold_out', 0))).toBe('Sold out');
    expect(unavailableText(line('4', 'a', 100, 3, 'not_enough', 2))).toBe('Only 2 left: lower the quantity to buy it.');
    expect(unavailableText(line('5', 'a', 100, 1))).toBeNull();
    expect(unavailableText(line('6', 'a', 100, 1, 'reserved', 0))).toBe(
      'Reserved: another buyer is paying for it now. It may come back if their payment is not completed.',
    );
  });

  it('name a removed line by its title, also once the art is deleted', () => {
    expect(removedText(line('1', 'a', 100, 1))).toBe('Removed "Art 1" from your cart.');
    expect(removedText(line('2', null, 0, 1, 'deleted'))).toBe('Removed "Art 2" from your cart.');
    expect(removedText({ ...line('3', null, 0, 1, 'deleted'), title: '' })).toBe('Removed the art from your cart.');
  });
});

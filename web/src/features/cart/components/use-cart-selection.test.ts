// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shared/schemas/cart';
import { useCartSelection } from './use-cart-selection';

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
const line = (artId: string, artist: string, available = true): CartItem => ({
  id: `u:${artId}`,
  art_id: artId,
  title: artId,
  quantity: 1,
  added_at: '2026-11-01T00:00:00.000Z',
  arts: {
    art_id: artId,
    title: artId,
    price: 100,
    quantity: available ? 3 : 0,
    image,
    artist: { user_id: artist, name: artist },
    days_to_ship: null,
  },
  available,
  unavailable_reason: available ? null : 'sold_out',
});

describe('useCartSelection', () => {
  it('chooses an artist’s lines together, shows a partial choice as mixed, and never an unavailable line', () => {
    const items = [line('a1', 'juan'), line('a2', 'juan'), line('a3', 'juan', false), line('b1', 'maria')];
    const { result } = renderHook(() => useCartSelection(items));
    act(() => result.current.setMany(['a1', 'a2', 'a3'], true));
    expect([...result.current.selected].sort()).toEqual(['a1', 'a2']);
    expect(result.current.stateOf(['a1', 'a2', 'a3'])).toBe(true);
    expect(result.current.stateOf(result.current.selectable)).toBe('mixed');
    act(() => result.current.toggle('a2'));
    expect(result.current.stateOf(['a1', 'a2', 'a3'])).toBe('mixed');
    act(() => result.current.setMany(result.current.selectable, true));
    expect(result.current.stateOf(result.current.selectable)).toBe(true);
    act(() => result.current.setMany(result.current.selectable, false));
    expect(result.current.selected.size).toBe(0);
  });

  it('drops a chosen line once it leaves the cart or sells out', () => {
    let items = [line('a1', 'juan'), line('b1', 'maria')];
    const { result, rerender } = renderHook(() => useCartSelection(items));
    act(() => result.current.setMany(['a1', 'b1'], true));
    items = [line('a1', 'juan', false)];
    rerender();
    expect(result.current.selected.size).toBe(0);
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useCursorPages } from './use-cursor-pages';

const page = (n: number, cursor: string | null) => ({ items: Array.from({ length: n }, (_, i) => i), cursor });

it('follows the server cursor with Next and goes back through the kept cursors with Previous', () => {
  const { result } = renderHook(() => useCursorPages('a'));
  expect(result.current.cursor).toBeNull();
  let pager = result.current.pager(page(10, 'c2'));
  expect(pager).toMatchObject({ from: 1, to: 10, hasPrevious: false, hasNext: true });

  act(() => pager.onNext());
  expect(result.current.cursor).toBe('c2');
  expect(result.current.page).toBe(2);
  pager = result.current.pager(page(10, 'c3'));
  expect(pager).toMatchObject({ from: 11, to: 20, hasPrevious: true, hasNext: true });

  act(() => pager.onNext());
  pager = result.current.pager(page(4, null));
  expect(pager).toMatchObject({ from: 21, to: 24, total: 24, hasNext: false });

  act(() => pager.onPrevious());
  expect(result.current.cursor).toBe('c2');
  act(() => result.current.pager(page(10, 'c3')).onPrevious());
  expect(result.current.cursor).toBeNull();
  expect(result.current.page).toBe(1);
});

it('goes back to page 1 when the filters, sort or size change', () => {
  const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: 'style=Cubism' } });
  act(() => result.current.pager(page(10, 'c2')).onNext());
  expect(result.current.page).toBe(2);
  rerender({ key: 'style=Cubism&sort=cheapest' });
  expect(result.current.cursor).toBeNull();
  expect(result.current.page).toBe(1);
  expect(result.current.pager(page(10, 'x'))).toMatchObject({ from: 1, hasPrevious: false });
});

it('keeps both buttons off while the next page loads', () => {
  const { result } = renderHook(() => useCursorPages('a'));
  act(() => result.current.pager(page(10, 'c2')).onNext());
  expect(result.current.pager(page(10, 'c3'), true)).toMatchObject({ hasPrevious: false, hasNext: false });
});

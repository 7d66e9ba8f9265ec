// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { BrowseFiltersBar } from './browse-filters';
import type { BrowseFilters } from './browse-query';

afterEach(cleanup);

function renderBar(initial: BrowseFilters = { sort: 'latest', limit: 25 }) {
  const changes: BrowseFilters[] = [];
  function Harness() {
    const [filters, setFilters] = useState(initial);
    return (
      <BrowseFiltersBar
        filters={filters}
        onChange={(patch) => {
          const next = { ...filters, ...patch };
          changes.push(next);
          setFilters(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={defaultSystem}>
      <Harness />
    </ChakraProvider>,
  );
  return changes;
}

it('cycles the sort latest → cheapest → none → latest with each press, and announces each', () => {
  const changes = renderBar();
  const announced = () => screen.getByRole('status').textContent;
  expect(screen.getByRole('button', { name: 'Sort: Latest' })).toBeTruthy();
  expect(announced()).toBe('');
  fireEvent.click(screen.getByRole('button', { name: 'Sort: Latest' }));
  expect(screen.getByRole('button', { name: 'Sort: Cheapest' })).toBeTruthy();
  expect(announced()).toBe('Sorted by cheapest first.');
  fireEvent.click(screen.getByRole('button', { name: 'Sort: Cheapest' }));
  expect(announced()).toBe('Not sorted: arts in the order they were listed.');
  fireEvent.click(screen.getByRole('button', { name: 'Sort: None' }));
  expect(screen.getByRole('button', { name: 'Sort: Latest' })).toBeTruthy();
  expect(changes.map((c) => c.sort)).toEqual(['cheapest', 'none', 'latest']);
});

it("offers the five price bands by the spec's labels and sends the band's id", () => {
  const changes = renderBar();
  const price = screen.getByLabelText('Price (₱)') as HTMLSelectElement;
  expect([...price.options].map((o) => o.text)).toEqual([
    'Any price',
    '20000 and above',
    '10000 to under 20000',
    '5000 to under 10000',
    '1000 to under 5000',
    'under 1000',
  ]);
  fireEvent.change(price, { target: { value: '1000 to under 5000' } });
  expect(changes.at(-1)).toMatchObject({ price: '1000-5000' });
});

it('offers 10, 25, 50 and 100 a page, and Clear filters only once something is filtered', () => {
  const changes = renderBar();
  const size = screen.getByLabelText('Arts per page') as HTMLSelectElement;
  expect([...size.options].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
  expect(size.value).toBe('25');
  fireEvent.change(size, { target: { value: '50' } });
  expect(changes.at(-1)).toMatchObject({ limit: 50 });
  expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

  fireEvent.change(screen.getByLabelText('Art style'), { target: { value: 'Cubism' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Animals' } });
  expect(changes.at(-1)).toMatchObject({ art_style: 'Cubism', subject: 'Animals', limit: 50 });
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(changes.at(-1)).toEqual({
    art_style: undefined,
    medium: undefined,
    subject: undefined,
    price: undefined,
    sort: 'latest',
    limit: 50,
  });
});

it('says nothing to a screen reader before the sort is changed', () => {
  renderBar({ sort: 'cheapest', limit: 10 });
  expect(screen.getByRole('button', { name: 'Sort: Cheapest' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('');
});

// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtCard } from '@shared/schemas/arts';
import { ApiError, call } from '@web/lib/api-client';
import { WishlistTab } from './wishlist-tab';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('@web/lib/session', () => ({ useAuth: () => ({ user: { userId: 'u1' } }) }));

const apiMock = vi.mocked(call);
// The queries settle over several ticks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const card = (n: number): ArtCard => ({
  art_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Art ${n}`,
  price: 1000 * n,
  quantity: 1,
  image: { url: `/a${n}.png`, thumb: null, small: null, card: null, medium: null, large: null, width: 4, height: 3 },
  artist_id: 'a1',
  artist_name: 'Maria Santos',
  created_at: '2026-01-01T00:00:00Z',
});

/** The wishlist API in memory: 12 a page by cursor, the hearts' ids, clear (or a refusal). */
let wishlist: ArtCard[];
let clearFails: boolean;
function fakeServer(
  routeKey: string,
  input: { query?: { cursor?: string }; body?: { artId: string; action: string } } = {},
): Promise<unknown> {
  if (routeKey === 'GET /wishlist/{userId}/arts') {
    const start = Number(input.query?.cursor ?? 0);
    const next = start + 12 < wishlist.length ? String(start + 12) : null;
    return Promise.resolve({ items: wishlist.slice(start, start + 12), cursor: next, total: null });
  }
  if (routeKey === 'GET /wishlist/{userId}') return Promise.resolve(wishlist.map((a) => a.art_id));
  if (routeKey === 'POST /wishlist') {
    if (input.body?.action === 'remove') wishlist = wishlist.filter((a) => a.art_id !== input.body!.artId);
    return Promise.resolve({ wishlisted: input.body?.action === 'add' });
  }
  if (routeKey === 'DELETE /wishlist/{userId}/all') {
    if (clearFails) return Promise.reject(new ApiError(500, 'internal_error', 'Something went wrong.'));
    wishlist = [];
    return Promise.resolve({ message: 'Deleted! Your wishlist has been cleared.' });
  }
  return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
}

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <WishlistTab userId="u1" />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  wishlist = Array.from({ length: 14 }, (_, i) => card(i + 1));
  clearFails = false;
  apiMock.mockImplementation(fakeServer as never);
});

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('the Wishlist tab', () => {
  it('shows 12 hearted arts a page, each linking to its page, with Next and Previous', async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByRole('link', { name: 'Art 1' }).getAttribute('href')).toBe(`/art/${card(1).art_id}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Art 1 from wishlist' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Wishlist' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.getByText('Showing items 13 to 14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('link', { name: 'Art 1' });
  });

  it('clears the wishlist only after the confirmation, then says so', async () => {
    renderTab();
    await screen.findByRole('list', { name: 'Wishlist' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(apiMock).not.toHaveBeenCalledWith('DELETE /wishlist/{userId}/all', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
    await act(
      async () =>
        void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, clear it!' })),
    );
    expect(apiMock).toHaveBeenCalledWith('DELETE /wishlist/{userId}/all', { params: { userId: 'u1' } });
    expect(await screen.findByText('Deleted! Your wishlist has been cleared.')).toBeTruthy();
    expect(await screen.findByText('Your wishlist is empty.')).toBeTruthy();
  });

  it("says 'Error! Failed to clear wishlist. Please try again.' when the server refuses, and keeps the arts", async () => {
    clearFails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab();
    await screen.findByRole('list', { name: 'Wishlist' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Wishlist' }));
    await act(
      async () =>
        void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, clear it!' })),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error! Failed to clear wishlist. Please try again.',
    );
    expect(within(screen.getByRole('list', { name: 'Wishlist' })).getAllByRole('listitem')).toHaveLength(12);
  });

  it('takes an art off with its heart at once', async () => {
    renderTab();
    const heart = await screen.findByRole('button', { name: 'Remove Art 2 from wishlist' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    expect((await screen.findByRole('button', { name: 'Add Art 2 to wishlist' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(apiMock).toHaveBeenCalledWith('POST /wishlist', {
      body: { userId: 'u1', artId: card(2).art_id, action: 'remove' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Art 2' })).toBeNull());
  });

  it('says the wishlist is empty when nothing is hearted, with Clear Wishlist off', async () => {
    wishlist = [];
    renderTab();
    expect(await screen.findByText('Your wishlist is empty.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear Wishlist' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

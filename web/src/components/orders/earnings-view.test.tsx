// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONEY_STATE_TEXT, MONEY_STATES, PAYOUT_MESSAGES, type MoneyState } from '@shared/messages/payouts';
import type { Order } from '@shared/schemas/orders';
import type { Earning, EarningsPage } from '@shared/schemas/payouts';
import { ApiError, call } from '@web/lib/api-client';
import { dispatchLive } from '@web/lib/live-socket';
import { TransactionsTab } from './transactions-tab';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));

const apiMock = vi.mocked(call);

function earning(i: number, state: MoneyState = 'paid_out'): Earning {
  return {
    order_id: `order-${i}`,
    checkout_id: `co-${i}`,
    date: `2026-11-${String(10 + (i % 15)).padStart(2, '0')}T08:00:00.000Z`,
    description: `Vinta ${i}`,
    buyer_name: `Buyer ${i}`,
    gross: 300_000,
    platform_fee: 15_000,
    processing_fee: 0,
    net: state === 'refunded' ? 0 : 300_000,
    state,
  };
}

const sale: Order = {
  id: 'order-x',
  checkout_id: 'co-x',
  date: '2026-11-20T08:00:00.000Z',
  status: 'Pending',
  payment_status: 'paid',
  description: 'Banig weave',
  amount: 150_000,
  items: [],
  artist_id: 'artist-1',
  artist_name: 'Juan',
  user_name: 'Maria Santos',
  fulfilment: 'to_ship',
  delivery: null,
  ship_by: '2026-11-23T08:00:00.000Z',
  actions: ['ship', 'cancel'],
} as unknown as Order;

interface Server {
  earnings: Earning[];
  totals: EarningsPage['totals'];
  export: () => Promise<{ filename: string; csv: string }>;
}

/** The artist id lookup, one page of sales, and the earnings 10 a page by an index cursor. */
function serve(server: Server) {
  apiMock.mockImplementation(((routeKey: string, input?: { query?: { cursor?: string } }) => {
    if (routeKey === 'GET /artist/{userId}') return Promise.resolve({ artist_id: 'artist-1' });
    if (routeKey === 'GET /artist-orders/{artistId}')
      return Promise.resolve({ items: [sale], cursor: null, total: null });
    if (routeKey === 'GET /api/order-queue')
      return Promise.resolve({
        items: (input?.query as { lane?: string } | undefined)?.lane === 'to_ship' ? [sale] : [],
        cursor: null,
        total: null,
      });
    if (routeKey === 'GET /earnings/{artistId}') {
      const start = Number(input?.query?.cursor ?? 0);
      const items = server.earnings.slice(start, start + 10);
      return Promise.resolve({
        items,
        cursor: start + 10 < server.earnings.length ? String(start + 10) : null,
        total: null,
        commissions: [],
        totals: server.totals,
      });
    }
    if (routeKey === 'GET /earnings/{artistId}/export') return server.export();
    return Promise.reject(new ApiError(404, 'route_not_found', `No such route: ${routeKey}`));
  }) as typeof call);
}

/** The address the router is at, for the test to read. */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}
const location = () => screen.getByTestId('where').textContent;

function renderTab(path = '/artist-profile?tab=transactions') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <TransactionsTab userId="artist-1" />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const totals = { month: 612_345, all_time: 123_456_789, held: 300_000, wallet: 0 };

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe('Transactions: Sales | Earnings', () => {
  it('shows the sales first, and the earnings when switched (kept in the address)', async () => {
    serve({ earnings: [earning(1)], totals, export: () => Promise.reject(new Error('unused')) });
    renderTab();
    const row = await screen.findByTestId('transaction-row');
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-pressed')).toBe('true');
    // Where it stands and the way to its page, where the artist ships it.
    expect(within(row).getByTestId('fulfilment-state').textContent).toBe('To ship');
    expect(within(row).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/order-x');
    fireEvent.click(screen.getByRole('button', { name: 'Earnings' }));
    expect(await screen.findByTestId('earning-row')).toBeTruthy();
    expect(screen.queryByTestId('transaction-row')).toBeNull();
    expect(screen.getByRole('button', { name: 'Earnings' }).getAttribute('aria-pressed')).toBe('true');
    expect(location()).toBe('/artist-profile?tab=transactions&view=earnings');
    fireEvent.click(screen.getByRole('button', { name: 'Sales' }));
    expect(await screen.findByTestId('transaction-row')).toBeTruthy();
    expect(location()).toBe('/artist-profile?tab=transactions');
  });
});

describe('Transactions: To ship and To answer', () => {
  it('lists the orders waiting on the artist in each lane, and says when a lane is empty', async () => {
    serve({ earnings: [], totals, export: () => Promise.reject(new Error('unused')) });
    renderTab('/transaction-history?view=to_ship');
    const list = await screen.findByRole('list', { name: 'Orders to ship' });
    expect(within(list).getByRole('link', { name: 'Ship or prepare' }).getAttribute('href')).toBe('/orders/order-x');
    fireEvent.click(screen.getByRole('button', { name: 'To answer' }));
    expect(await screen.findByText('Nothing to answer.')).toBeTruthy();
    expect(location()).toBe('/transaction-history?view=to_answer');
  });
});

describe('EarningsView', () => {
  it('shows the three totals and each sale with its figures and where the money is', async () => {
    serve({ earnings: [earning(1, 'held')], totals, export: () => Promise.reject(new Error('unused')) });
    renderTab('/transaction-history?view=earnings');
    const row = await screen.findByTestId('earning-row');
    expect(screen.getByTestId('earnings-month').textContent).toBe('This month₱6,123.45');
    expect(screen.getByTestId('earnings-all-time').textContent).toBe('All time₱1,234,567.89');
    expect(screen.getByTestId('earnings-held').textContent).toBe('Held by Crafti₱3,000.00');
    expect(row.textContent).toContain('Vinta 1');
    expect(row.textContent).toContain('Buyer: Buyer 1');
    expect(row.textContent).toContain('November 11, 2026');
    const figure = (label: string) =>
      within(row).getByText(label, { exact: false }).closest('dt')?.nextElementSibling?.textContent;
    // One vocabulary for sales and releases: the price, Crafti's 5% (the buyer pays it on a sale), what the artist receives.
    expect(figure('Price')).toBe('₱3,000.00');
    expect(figure('Crafti’s 5%')).toBe('₱150.00');
    expect(figure('You receive')).toBe('₱3,000.00');
    expect(within(row).queryByText('Processing fee', { exact: false })).toBeNull();
    expect(within(row).getByTestId('money-state').textContent).toBe(MONEY_STATE_TEXT.held);
  });

  it('names every money state in its own words', async () => {
    serve({
      earnings: MONEY_STATES.map((s, i) => earning(i, s)),
      totals,
      export: () => Promise.reject(new Error('unused')),
    });
    renderTab('/transaction-history?view=earnings');
    await screen.findAllByTestId('earning-row');
    expect(screen.getAllByTestId('money-state').map((b) => b.textContent)).toEqual(
      MONEY_STATES.map((s) => MONEY_STATE_TEXT[s]),
    );
  });

  it('pages 10 at a time', async () => {
    serve({
      earnings: Array.from({ length: 13 }, (_, i) => earning(i + 1)),
      totals,
      export: () => Promise.reject(new Error('unused')),
    });
    renderTab('/transaction-history?view=earnings');
    expect(await screen.findByText('Showing sales 1 to 10')).toBeTruthy();
    expect(screen.getAllByTestId('earning-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing sales 11 to 13')).toBeTruthy();
    expect(apiMock).toHaveBeenLastCalledWith('GET /earnings/{artistId}', {
      params: { artistId: 'artist-1' },
      query: { cursor: '10' },
    });
  });

  it('says so when there are no earnings yet', async () => {
    serve({
      earnings: [],
      totals: { month: 0, all_time: 0, held: 0, wallet: 0 },
      export: () => Promise.reject(new Error('unused')),
    });
    renderTab('/transaction-history?view=earnings');
    expect(await screen.findByText('No earnings yet.')).toBeTruthy();
  });

  it('reads the earnings again on a live payout push', async () => {
    const server: Server = {
      earnings: [earning(1, 'held')],
      totals,
      export: () => Promise.reject(new Error('unused')),
    };
    serve(server);
    renderTab('/transaction-history?view=earnings');
    expect((await screen.findByTestId('money-state')).textContent).toBe(MONEY_STATE_TEXT.held);
    server.earnings = [earning(1, 'paid_out')];
    act(() => dispatchLive({ type: 'payout' }));
    await waitFor(() => expect(screen.getByTestId('money-state').textContent).toBe(MONEY_STATE_TEXT.paid_out));
  });

  it('downloads the CSV the export route answers', async () => {
    const exportRoute = vi.fn(() =>
      Promise.resolve({ filename: 'crafti-earnings-2026-11-26.csv', csv: 'date,description\n2026-11-11,Vinta 1\n' }),
    );
    serve({ earnings: [earning(1)], totals, export: exportRoute });
    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:earnings';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderTab('/transaction-history?view=earnings');
    await screen.findByTestId('earning-row');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:earnings', download: 'crafti-earnings-2026-11-26.csv' }]),
    );
    expect(exportRoute).toHaveBeenCalledTimes(1);
    expect(apiMock).toHaveBeenCalledWith('GET /earnings/{artistId}/export', { params: { artistId: 'artist-1' } });
    expect(await blobs[0]!.text()).toBe('date,description\n2026-11-11,Vinta 1\n');
    expect(screen.queryByText(PAYOUT_MESSAGES.exportFailed)).toBeNull();
    createObjectURL.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });

  it('says the export failed when it does', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ earnings: [earning(1)], totals, export: () => Promise.reject(new ApiError(500, 'internal_error', 'x')) });
    renderTab('/transaction-history?view=earnings');
    await screen.findByTestId('earning-row');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    expect(await screen.findByText(PAYOUT_MESSAGES.exportFailed)).toBeTruthy();
    log.mockRestore();
  });

  it('says the earnings failed to load', async () => {
    serve({ earnings: [], totals, export: () => Promise.reject(new Error('unused')) });
    const inner = apiMock.getMockImplementation()!;
    apiMock.mockImplementation(((routeKey: string, input: unknown) =>
      routeKey === 'GET /earnings/{artistId}'
        ? Promise.reject(new ApiError(500, 'internal_error', 'x'))
        : (inner as (k: string, i: unknown) => unknown)(routeKey, input)) as typeof call);
    renderTab('/transaction-history?view=earnings');
    expect(await screen.findByText(PAYOUT_MESSAGES.earningsFailed)).toBeTruthy();
  });
});

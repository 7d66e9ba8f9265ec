// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMISSION_MESSAGES, type Commission } from '@shared/schemas/commissions';
import { ApiError, call } from '@web/lib/api-client';
import { dispatchLive } from '@web/lib/live-socket';
import { commission, milestone } from '../components/commission/fixtures.testing';
import { Component as ProjectPage } from './project-page';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));
const apiMock = vi.mocked(call);

/** GET answers `state.current`; a write answers `{ message, commission: next }` from `writes`. */
function serve(state: { current: Commission }, writes: Record<string, (input: unknown) => Promise<unknown>> = {}) {
  apiMock.mockImplementation(((routeKey: string, input?: unknown) => {
    if (routeKey === 'GET /api/projects/{id}/commission') return Promise.resolve(state.current);
    const write = writes[routeKey];
    if (write) return write(input);
    return Promise.reject(new ApiError(404, 'route_not_found', `No such route: ${routeKey}`));
  }) as typeof call);
}

function renderPage(path = '/project/p1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/project/:projectId" element={<ProjectPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const card = (name: RegExp) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const gets = () => apiMock.mock.calls.filter(([key]) => key === 'GET /api/projects/{id}/commission').length;

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the project page', () => {
  it('lets the client fund the next milestone through PayMongo’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(
      { current: commission() },
      {
        'POST /api/projects/{id}/fund': () =>
          Promise.resolve({
            checkout_url: 'https://pay.example/c/1',
            funding_id: 'f1',
            amount_centavos: 100_000,
            positions: [1],
          }),
      },
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Family portrait', level: 1 });
    expect(screen.getByTestId('money-total').textContent).toBe('₱2,000.00');
    expect(within(card(/Final Delivery/)).queryByRole('button', { name: 'Fund milestone' })).toBeNull();
    await act(
      async () => void fireEvent.click(within(card(/Concept/)).getByRole('button', { name: 'Fund milestone' })),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/c/1'));
    expect(apiMock).toHaveBeenCalledWith('POST /api/projects/{id}/fund', { params: { id: 'p1' } });
  });

  it('says the payment was received while the webhook has not landed (?funded=1)', async () => {
    const state = { current: commission({ milestones: [milestone(1, { funding_pending: true }), milestone(2)] }) };
    serve(state);
    renderPage('/project/p1?funded=1');
    await screen.findByRole('heading', { name: 'Family portrait', level: 1 });
    expect(within(card(/Concept/)).getByText(/Payment received/)).toBeTruthy();
    expect(within(card(/Final Delivery/)).queryByText(/Payment received/)).toBeNull();
    // The webhook lands: the milestone is funded, and the next one (not paid for) says nothing of a payment.
    state.current = commission({ milestones: [milestone(1, { money: 'funded' }), milestone(2)] });
    act(() => dispatchLive({ type: 'notification', unread: 1 }));
    await within(card(/Concept/)).findByText('Funded · held by Crafti');
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });

  it('tells the artist not to start unfunded work, and offers Deliver on funded work only', async () => {
    serve({ current: commission({ side: 'artist', milestones: [milestone(1, { money: 'funded' }), milestone(2)] }) });
    renderPage();
    await screen.findByRole('heading', { name: 'Family portrait', level: 1 });
    expect(within(card(/Final Delivery/)).getByText('Not funded yet — don’t start')).toBeTruthy();
    expect(within(card(/Concept/)).getByRole('button', { name: 'Deliver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Fund/ })).toBeNull();
    expect(screen.getByText('Crafti’s 5% is taken from each release.')).toBeTruthy();
  });

  it('has the client approve a delivery and shows the answer beside the button', async () => {
    const delivered = milestone(1, {
      money: 'delivered',
      revisions_used: 1,
      auto_approve_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const state = { current: commission({ milestones: [delivered, milestone(2)] }) };
    serve(state, {
      'POST /api/projects/{id}/milestones/{position}/approve': () => {
        state.current = commission({
          milestones: [
            milestone(1, { money: 'released', released_centavos: 100_000, artist_net_centavos: 95_000 }),
            milestone(2),
          ],
        });
        return Promise.resolve({ message: COMMISSION_MESSAGES.approved, commission: state.current });
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Family portrait', level: 1 });
    const first = card(/Concept/);
    expect(within(first).getByTestId('auto-approve-countdown').textContent).toMatch(
      /^Approves automatically in 2 days 23 h|^Approves automatically in 3 days 0 h/,
    );
    expect((within(first).getByRole('button', { name: 'Ask for a revision' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(first).getByText(COMMISSION_MESSAGES.revisionsUsed)).toBeTruthy();
    await act(
      async () => void fireEvent.click(within(first).getByRole('button', { name: 'Approve and release ₱1,000.00' })),
    );
    const dialog = await screen.findByRole('dialog');
    await act(
      async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and release ₱1,000.00' })),
    );
    await screen.findByText(COMMISSION_MESSAGES.approved);
    expect(apiMock).toHaveBeenCalledWith('POST /api/projects/{id}/milestones/{position}/approve', {
      params: { id: 'p1', position: 1 },
    });
    expect(screen.getByText('Released to the artist')).toBeTruthy();
  });

  it('shows a project agreed before Crafti held payments without money', async () => {
    serve({ current: commission({ terms: null, thread_id: null, agreed_at: null, agreed_version: null }) });
    renderPage();
    await screen.findByText(COMMISSION_MESSAGES.noTerms);
    expect(screen.queryByRole('heading', { name: 'Money' })).toBeNull();
    expect(screen.queryByText('₱1,000.00', { exact: false })).toBeNull();
    expect(screen.getByRole('heading', { name: /Concept/ })).toBeTruthy();
  });

  it('shows a decided dispute before the review, and where each part of a settled milestone went', async () => {
    const settled = milestone(1, {
      money: 'released',
      released_centavos: 60_000,
      artist_net_centavos: 57_000,
      refunded_centavos: 40_000,
      payout: 'paid_out',
    });
    serve({
      current: commission({
        status: 'Done',
        closed: 'settled',
        money: { total: 200_000, funded: 100_000, held: 0, released: 60_000, refunded: 40_000 },
        milestones: [settled, milestone(2)],
        dispute: {
          opened_by: 'client',
          at: '2026-11-25T10:00:00.000Z',
          reason: 'Late',
          cancel_request: null,
          decided_at: '2026-11-26T10:00:00.000Z',
          release_centavos: 60_000,
          refund_centavos: 40_000,
          decision_note: 'Split.',
        },
      }),
    });
    const review = {
      kind: 'project',
      transaction_id: 'p1',
      title: 'Family portrait',
      other: { user_id: 'a1', name: 'Maria Santos' },
      until: '2026-12-26T10:00:00.000Z',
      reviewed_you: false,
    };
    const serveCommission = apiMock.getMockImplementation()!;
    apiMock.mockImplementation(((routeKey: string, input?: unknown) =>
      routeKey === 'GET /api/reviews/pending'
        ? Promise.resolve({ open: [review], awaiting: [] })
        : serveCommission(routeKey as never, input as never)) as typeof call);
    renderPage();
    const decided = await screen.findByText('Crafti decided the dispute');
    const leave = await screen.findByTestId('leave-review');
    // The decision reads first, then the review form under it.
    expect(decided.compareDocumentPosition(leave) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card(/Concept/)).getByTestId('milestone-parts').textContent).toBe(
      '₱570.00 to the artist (after Crafti’s 5%), in their PayMongo wallet; ₱400.00 back to the client.',
    );
    expect(within(card(/Final Delivery/)).queryByTestId('milestone-parts')).toBeNull();
  });

  it('asks the other side’s cancellation and shows what each side gets', async () => {
    serve({
      current: commission({
        money: { total: 200_000, funded: 100_000, held: 100_000, released: 0, refunded: 0 },
        milestones: [milestone(1, { money: 'funded' }), milestone(2)],
        cancel_request: { by: 'artist', at: '2026-11-25T10:00:00.000Z', reason: 'Too busy' },
      }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Cancel or dispute' });
    expect(screen.getByTestId('cancel-split').textContent).toContain(
      'the artist gets ₱200.00, the client gets ₱800.00 back',
    );
    expect(screen.getByRole('button', { name: 'Agree to cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open a dispute' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to cancel' })).toBeNull();
  });

  it('reads the commission again when a live notification arrives', async () => {
    serve({ current: commission() });
    renderPage();
    await screen.findByRole('heading', { name: 'Family portrait', level: 1 });
    const before = gets();
    act(() => dispatchLive({ type: 'notification', unread: 1 }));
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  });
  it('opens the negotiation history of the agreement: each version with what changed', async () => {
    const by = { user_id: 'c1', firstname: 'Liza', lastname: 'Reyes' };
    const terms = commission().terms!;
    serve(
      { current: commission() },
      {
        'GET /api/proposals/{id}/history': () =>
          Promise.resolve({
            thread_id: 't1',
            versions: [
              {
                version: 1,
                proposal_id: 't1',
                by,
                at: '2026-11-18T10:00:00.000Z',
                budget: '1800',
                due_date: '2026-12-30',
                note: null,
                terms: { ...terms, total_centavos: 180_000 },
                changes: [],
                status: 'Countered',
              },
              {
                version: 2,
                proposal_id: 'v2',
                by: { user_id: 'a1', firstname: 'Maria', lastname: 'Santos' },
                at: '2026-11-19T10:00:00.000Z',
                budget: '2000',
                due_date: '2026-12-30',
                note: 'Oil takes longer.',
                terms,
                changes: ['Total price ₱1,800.00 → ₱2,000.00'],
                status: 'Accepted',
              },
            ],
          }),
      },
    );
    renderPage();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Negotiation history' })));
    const dialog = await screen.findByRole('dialog', { name: 'Negotiation history' });
    await within(dialog).findByText('Total price ₱1,800.00 → ₱2,000.00');
    expect(within(dialog).getByText(/^Version 2 · Maria Santos/)).toBeTruthy();
    expect(within(dialog).getByText('“Oil takes longer.”')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith('GET /api/proposals/{id}/history', { params: { id: 't1' } });
  });
});

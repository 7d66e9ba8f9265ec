// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMISSION_MESSAGES } from '@shared/messages/commissions';
import { ApiError, call, type CallResult } from '@web/lib/api-client';
import { DisputesQueue } from './disputes-queue';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));
const apiMock = vi.mocked(call);

const artist = { user_id: 'a1', firstname: 'Maria', lastname: 'Santos' };
const client = { user_id: 'c1', firstname: 'Liza', lastname: 'Reyes' };
const row = {
  project_id: 'p1',
  project_name: 'Shop sign',
  artist,
  client,
  opened_by: 'client' as const,
  opened_at: '2026-11-20T10:00:00.000Z',
  reason: 'The letters are crooked.',
  held_centavos: 50_000,
};

const theCase: CallResult<'GET /admin/disputes/{id}'> = {
  commission: {
    project_id: 'p1',
    project_name: 'Shop sign',
    status: 'In Progress',
    side: 'admin',
    artist,
    client,
    terms: {
      total_centavos: 50_000,
      milestones: [{ name: 'Final Delivery', due_date: '2026-12-01', amount_centavos: 50_000, revisions: 1 }],
      usage: 'commercial',
      delivery_format: 'Painted board',
      cancel_keep_percent: 10,
      funding: 'milestone',
    },
    agreed_at: '2026-11-01T10:00:00.000Z',
    agreed_version: 1,
    thread_id: 't1',
    money: { total: 50_000, funded: 50_000, held: 50_000, released: 0, refunded: 0 },
    milestones: [
      {
        milestone_id: 'm1',
        position: 1,
        name: 'Final Delivery',
        due_date: '2026-12-01',
        amount_centavos: 50_000,
        revisions_included: 1,
        revisions_used: 1,
        money: 'delivered',
        released_centavos: 0,
        refunded_centavos: 0,
        artist_net_centavos: 0,
        payout: 'none',
        funded_at: '2026-11-02T10:00:00.000Z',
        delivered_at: '2026-11-10T10:00:00.000Z',
        auto_approve_at: null,
        funding_pending: false,
      },
    ],
    deliveries: [
      {
        delivery_id: 'd1',
        position: 1,
        at: '2026-11-05T10:00:00.000Z',
        note: 'First board.',
        files: [],
        outcome: 'revision',
        revision_note: 'Straighten the letters.',
        decided_at: '2026-11-06T10:00:00.000Z',
      },
    ],
    timeline: [],
    cancel_request: null,
    dispute: {
      opened_by: 'client',
      at: row.opened_at,
      reason: row.reason,
      cancel_request: { by: 'artist', at: '2026-11-19T09:00:00.000Z', reason: 'The client keeps changing the brief.' },
      decided_at: null,
      release_centavos: null,
      refund_centavos: null,
      decision_note: null,
    },
    closed: null,
  },
  history: null,
  chat: [{ sender_id: 'c1', content: 'Can you fix the letters?', at: '2026-11-07T10:00:00.000Z' }],
};

function renderQueue() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <DisputesQueue />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe('the disputes queue', () => {
  it('shows the case, refuses a release above what is held, decides the split, and the row leaves', async () => {
    const open = { rows: [row] };
    apiMock.mockImplementation(((routeKey: string) => {
      if (routeKey === 'GET /admin/disputes') return Promise.resolve(open.rows);
      if (routeKey === 'GET /admin/disputes/{id}') return Promise.resolve(theCase);
      if (routeKey === 'POST /admin/disputes/{id}/decide') {
        open.rows = [];
        return Promise.resolve({ message: COMMISSION_MESSAGES.decided, commission: theCase.commission });
      }
      return Promise.reject(new ApiError(404, 'route_not_found', 'No such route.'));
    }) as typeof call);
    renderQueue();
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: 'Open the dispute of Shop sign' })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dispute: Shop sign' });
    await within(dialog).findByText('Straighten the letters.', { exact: false });
    expect(within(dialog).getByText('Liza Reyes (client)')).toBeTruthy();
    // Both sides' statements, in the order they were made: the artist's cancellation, then the client's dispute.
    expect(
      within(dialog)
        .getAllByTestId('statement')
        .map((s) => s.textContent),
    ).toEqual([
      expect.stringMatching(/^The artist \(.+\) asked to cancel on .+The client keeps changing the brief\.$/),
      expect.stringMatching(/^The client \(.+\) opened the dispute on .+The letters are crooked\.$/),
    ]);
    expect(within(dialog).getByText('Can you fix the letters?', { exact: false })).toBeTruthy();

    const release = within(dialog).getByLabelText('Release to the artist ₱');
    await act(async () => void fireEvent.change(release, { target: { value: '600' } }));
    await act(
      async () =>
        void fireEvent.change(within(dialog).getByLabelText('Note to both sides'), {
          target: { value: 'Half the work was right.' },
        }),
    );
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' })));
    expect(within(dialog).getByText(COMMISSION_MESSAGES.releaseTooMuch)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith('POST /admin/disputes/{id}/decide', expect.anything());

    await act(async () => void fireEvent.change(release, { target: { value: '200' } }));
    expect(within(dialog).getByTestId('refund-part').textContent).toBe('Refund to the client: ₱300.00');
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' })));
    await screen.findByText(COMMISSION_MESSAGES.decided);
    expect(apiMock).toHaveBeenCalledWith('POST /admin/disputes/{id}/decide', {
      params: { id: 'p1' },
      body: { release_centavos: 20_000, note: 'Half the work was right.' },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open the dispute of Shop sign' })).toBeNull());
    expect(screen.getByText('No open disputes.')).toBeTruthy();
  });
});

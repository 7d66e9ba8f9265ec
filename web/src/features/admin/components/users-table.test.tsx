// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow } from '@shared/schemas/admin';
import { ApiError, call } from '@web/lib/api-client';
import { UsersTable } from './users-table';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));

const apiMock = vi.mocked(call);

function person(i: number, role: 'Artist' | 'Client', overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: `${role}-${i}`,
    name: `${role} Person${i}`,
    firstname: role,
    lastname: `Person${i}`,
    username: `${role.toLowerCase()}_${i}`,
    email: `${role.toLowerCase()}${i}@example.test`,
    address: 'Manila',
    phone: '0917 000 0000',
    role,
    created_at: `2026-01-${String(10 + i).padStart(2, '0')}T00:00:00.000Z`,
    profile_image: null,
    ...(role === 'Artist' ? { isVerified: i === 1 } : {}),
    ...overrides,
  };
}

function renderTable() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <UsersTable />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** The users route, paged ten at a time by an index cursor and searched by the start of a word, as the server does. */
function serve(people: AdminUserRow[]) {
  apiMock.mockImplementation(((routeKey: string, input?: { query?: { search?: string; cursor?: string } }) => {
    if (routeKey !== 'GET /admin/users') return Promise.reject(new ApiError(404, 'route_not_found', 'No such route.'));
    const search = input?.query?.search?.toLowerCase();
    const matches = search
      ? people.filter((p) =>
          [p.firstname, p.lastname, p.address].some((f) =>
            f
              .toLowerCase()
              .split(/\W+/)
              .some((w) => w.startsWith(search)),
          ),
        )
      : people;
    const start = Number(input?.query?.cursor ?? 0);
    const items = matches.slice(start, start + 10);
    const cursor = start + 10 < matches.length ? String(start + 10) : null;
    return Promise.resolve({ items, cursor, total: search ? null : people.length });
  }) as typeof call);
}

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe('UsersTable', () => {
  it('lists artists and clients together, ten to a page, following the server cursor', async () => {
    serve([
      ...Array.from({ length: 7 }, (_, i) => person(i + 1, 'Artist')),
      ...Array.from({ length: 5 }, (_, i) => person(i + 1, 'Client')),
    ]);
    renderTable();
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeTruthy();
    expect(apiMock).toHaveBeenLastCalledWith('GET /admin/users', { query: { search: undefined, cursor: '10' } });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
  });

  it('searches on the server from page 1, and says "No users found." when nothing matches', async () => {
    serve([person(1, 'Artist', { address: 'Paete, Laguna' }), person(1, 'Client')]);
    renderTable();
    await screen.findByText('Showing 1 to 2 of 2 entries');
    const search = screen.getByLabelText('Search users');
    fireEvent.change(search, { target: { value: 'LAGUNA' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeTruthy();
    expect(apiMock).toHaveBeenLastCalledWith('GET /admin/users', { query: { search: 'LAGUNA', cursor: undefined } });
    expect(screen.getByText('Artist Person1')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeTruthy();
  });

  it('shows an empty table when the list fails to load (the failure is only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiMock.mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    renderTable();
    await waitFor(() => expect(screen.getByText('No users found.')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("shows each artist's payout status, and a dash for clients", async () => {
    serve([
      person(1, 'Artist', { payoutStatus: 'active' }),
      person(2, 'Artist', { payoutStatus: 'more_information' }),
      person(1, 'Client'),
    ]);
    renderTable();
    await screen.findByText('Showing 1 to 3 of 3 entries');
    const table = screen.getByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const column = headers.indexOf('Payouts');
    expect(column).toBeGreaterThan(-1);
    const cell = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[column]!.textContent;
    // The badges' code loads apart: a dash until it is here.
    await waitFor(() => expect(cell('Artist Person1')).toBe('Active'));
    expect(cell('Artist Person2')).toBe('More information needed');
    expect(cell('Client Person1')).toBe('—');
  });

  it("shows an artist's payout status in the details, and none for a client", async () => {
    serve([person(1, 'Artist', { payoutStatus: 'in_review' }), person(1, 'Client')]);
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'View Artist Person1' }));
    let dialog = screen.getByRole('dialog', { name: 'User Details' });
    await waitFor(() => expect(within(dialog).getByText('Payouts').nextElementSibling?.textContent).toBe('In review'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'View Client Person1' }));
    dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).queryByText('Payouts')).toBeNull();
  });

  it('opens the details from a row and closes them with Escape', async () => {
    serve([person(1, 'Artist')]);
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'View Artist Person1' }));
    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(dialog).getByText('artist1@example.test')).toBeTruthy();
    expect(within(dialog).getByText('0917 000 0000')).toBeTruthy();
    expect(within(dialog).getAllByText('Verified').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('img', { name: 'Artist Person1' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserRow } from '@shared/schemas/admin';
import { api, ApiError } from '@web/lib/api-client';
import { UsersTable } from './users-table';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  api: vi.fn(),
}));

const apiMock = vi.mocked(api);

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

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe('UsersTable', () => {
  it('lists artists and clients together, ten to a page', async () => {
    const artists = Array.from({ length: 7 }, (_, i) => person(i + 1, 'Artist'));
    const clients = Array.from({ length: 5 }, (_, i) => person(i + 1, 'Client'));
    apiMock.mockImplementation(((path: string) => Promise.resolve(path === '/admin/artists' ? artists : clients)) as typeof api);
    renderTable();
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
  });

  it('searches, and says "No users found." when nothing matches', async () => {
    apiMock.mockImplementation(((path: string) =>
      Promise.resolve(path === '/admin/artists' ? [person(1, 'Artist', { address: 'Paete, Laguna' })] : [person(1, 'Client')])) as typeof api);
    renderTable();
    await screen.findByText('Showing 1 to 2 of 2 entries');
    const search = screen.getByLabelText('Search users');
    fireEvent.change(search, { target: { value: 'LAGUNA' } });
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeTruthy();
    expect(screen.getByText('Artist Person1')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nobody at all' } });
    expect(screen.getByText('No users found.')).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeTruthy();
  });

  it('shows the others when one list fails to load (the failure is only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiMock.mockImplementation(((path: string) =>
      path === '/admin/artists' ? Promise.reject(new ApiError(500, 'internal', 'x')) : Promise.resolve([person(1, 'Client')])) as typeof api);
    renderTable();
    expect(await screen.findByText('Client Person1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('opens the details from a row and closes them with Escape', async () => {
    apiMock.mockImplementation(((path: string) => Promise.resolve(path === '/admin/artists' ? [person(1, 'Artist')] : [])) as typeof api);
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

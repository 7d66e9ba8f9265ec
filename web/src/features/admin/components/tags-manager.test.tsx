// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from '@web/lib/api-client';
import { TagsManager } from './tags-manager';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));

const apiMock = vi.mocked(call);
let tags: { id: string; name: string }[];

/** A small in-memory tags API with the server's duplicate rule. */
function fakeServer(routeKey: string, input: { params?: { id?: string }; body?: unknown } = {}): Promise<unknown> {
  const [method, path] = routeKey.split(' ') as [string, string];
  const name = (input.body as { name?: string } | undefined)?.name;
  const taken = (n: string, except?: string) =>
    tags.some((t) => t.id !== except && t.name.toLowerCase() === n.toLowerCase());
  if (method === 'GET' && path === '/tags') return Promise.resolve([...tags]);
  if (method === 'POST' && path === '/tags') {
    if (taken(name!)) return Promise.reject(new ApiError(409, 'tags.exists', 'Tag already exists'));
    const tag = { id: `t${tags.length + 1}`, name: name! };
    tags.push(tag);
    return Promise.resolve(tag);
  }
  const id = input.params?.id ?? '';
  if (method === 'PUT') {
    if (taken(name!, id)) return Promise.reject(new ApiError(409, 'tags.exists', 'Tag already exists'));
    tags = tags.map((t) => (t.id === id ? { id, name: name! } : t));
    return Promise.resolve({ id, name });
  }
  if (method === 'DELETE') {
    tags = tags.filter((t) => t.id !== id);
    return Promise.resolve({ message: 'Deleted! The tag has been deleted.' });
  }
  return Promise.reject(new ApiError(404, 'tags.not_found', 'Not found'));
}

function renderManager() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <TagsManager />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const addTag = (name: string) => {
  fireEvent.change(screen.getByLabelText('New tag'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
};

beforeEach(() => {
  tags = [
    { id: 't1', name: 'Handmade' },
    { id: 't2', name: 'Pottery' },
  ];
  apiMock.mockReset();
  // The screens log failures; the tests check what people see.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  apiMock.mockImplementation(fakeServer as typeof call);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TagsManager', () => {
  it('refuses an empty name with "Tag name cannot be empty"', async () => {
    renderManager();
    await screen.findByText('Handmade');
    addTag('   ');
    expect(await screen.findByText('Tag name cannot be empty')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith('POST /tags', expect.anything());
  });

  it('adds a tag, says so, and lists it', async () => {
    renderManager();
    await screen.findByText('Handmade');
    addTag('  Weaving ');
    expect(await screen.findByText('Tag added successfully!')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith('POST /tags', { body: { name: 'Weaving' } });
    expect(await screen.findByText('Weaving')).toBeTruthy();
    expect((screen.getByLabelText('New tag') as HTMLInputElement).value).toBe('');
  });

  it('shows "This tag already exists" for a duplicate name', async () => {
    renderManager();
    await screen.findByText('Handmade');
    addTag('handmade');
    expect(await screen.findByText('This tag already exists')).toBeTruthy();
  });

  it('renames in a dialog; a taken name keeps the dialog open with "This tag already exists"', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pottery' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tag' });
    fireEvent.change(within(dialog).getByLabelText('Tag name'), { target: { value: 'Handmade' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This tag already exists')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Tag name'), { target: { value: 'Ceramics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag updated successfully!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Tag' })).toBeNull();
    expect(await screen.findByText('Ceramics')).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pottery' }));
    let dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(apiMock).not.toHaveBeenCalledWith('DELETE /tags/{id}', { params: { id: 't2' } });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Pottery' }));
    dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted! The tag has been deleted.')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith('DELETE /tags/{id}', { params: { id: 't2' } });
    await waitFor(() => expect(screen.queryByText('Pottery')).toBeNull());
  });

  it('shows "Failed to delete tag" when the server fails', async () => {
    renderManager();
    apiMock.mockImplementation(((routeKey: string, input?: { params?: { id?: string }; body?: unknown }) =>
      routeKey.startsWith('DELETE')
        ? Promise.reject(new ApiError(500, 'internal_error', 'Internal error'))
        : fakeServer(routeKey, input)) as typeof call);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pottery' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete tag')).toBeTruthy();
  });

  it('pages ten tags at a time and searches by name', async () => {
    tags = Array.from({ length: 12 }, (_, i) => ({ id: `t${i + 1}`, name: `Tag ${String(i + 1).padStart(2, '0')}` }));
    renderManager();
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: 'tag 03' } });
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '@shared/schemas/profiles';
import { ApiError, call } from '@web/lib/api-client';
import { EditProfilePage, HIDE_FROM_SEARCH } from './edit-profile-page';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));
vi.mock('@web/lib/session', () => ({ useAuth: () => ({ user: { userId: 'artist1' }, role: 'Artist' }) }));
// The settings under the form have their own requests and tests.
vi.mock('@web/components/change-email', () => ({ ChangeEmail: () => null }));
vi.mock('@web/components/notifications/device-push', () => ({ DevicePush: () => null }));
vi.mock('@web/components/notifications/notification-choices', () => ({ NotificationChoices: () => null }));
vi.mock('@web/components/blocks/blocked-people', () => ({ BlockedPeople: () => null }));

const apiMock = vi.mocked(call);
configure({ asyncUtilTimeout: 5000 });

const profile = (hidden: boolean): ProfileView =>
  ({
    user_id: 'artist1',
    firstname: 'Maria',
    lastname: 'Santos',
    username: 'maria',
    email: 'maria@example.com',
    role: 'Artist',
    bio: '',
    gender: '',
    date_of_birth: '',
    address: '',
    phone: '',
    profile_image: null,
    status: null,
    verification_id: null,
    rating: { average: null, count: 0 },
    hide_from_search_engines: hidden,
  }) as ProfileView;

function serve(hidden: boolean) {
  apiMock.mockImplementation(((routeKey: string) => {
    if (routeKey === 'GET /artist-profile/{userId}') return Promise.resolve(profile(hidden));
    if (routeKey === 'GET /artist-preferences/{userId}') return Promise.resolve(null);
    if (routeKey === 'PUT /artist-profile') return Promise.resolve({ message: 'Saved' });
    return Promise.reject(new ApiError(404, 'route_not_found', `No such route: ${routeKey}`));
  }) as typeof call);
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/edit-artist-profile']}>
          <Routes>
            <Route path="/edit-artist-profile" element={<EditProfilePage role="Artist" />} />
            <Route path="/artist-profile" element={<h1>Saved profile</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const sentBody = () =>
  (apiMock.mock.calls.find(([key]) => key === 'PUT /artist-profile')?.[1] as unknown as { body: object }).body;

beforeEach(() => {
  apiMock.mockReset();
});
afterEach(cleanup);

describe('Hide my shop from search engines', () => {
  it('shows the saved choice with its hint, and sends the new one with the rest of the form', async () => {
    serve(false);
    renderPage();
    const box = (await screen.findByRole('checkbox', { name: HIDE_FROM_SEARCH.label })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your shop and art pages stay public, but ask Google and others not to list them.',
    );
    fireEvent.click(box);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await screen.findByRole('heading', { name: 'Saved profile' });
    expect(sentBody()).toMatchObject({
      userId: 'artist1',
      hide_from_search_engines: true,
      profile: { firstname: 'Maria' },
    });
  });

  it('keeps a saved "hide" as it is when saved untouched', async () => {
    serve(true);
    renderPage();
    const box = (await screen.findByRole('checkbox', { name: HIDE_FROM_SEARCH.label })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(() => expect(sentBody()).toMatchObject({ hide_from_search_engines: true }));
  });
});

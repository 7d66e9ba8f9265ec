// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import type { Art } from '@shared/schemas/arts';
import { PersonActionsContext, type MessageButtonProps } from '@web/components/person-actions';
import { ApiError, call } from '@web/lib/api-client';
import { useWhenAsked } from '@web/lib/use-do-request';
import { ADMIN_NO_CART, OWN_ART_NOTE } from '../components/art-detail-cart';
import { Component as ArtDetail } from './art-detail';

vi.mock('@web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/api-client')>()),
  call: vi.fn(),
}));
const auth = vi.hoisted(() => ({ userId: 'buyer1', role: 'Client' as string }));
vi.mock('@web/lib/session', () => ({
  useAuth: () => ({ user: { userId: auth.userId }, role: auth.role, roleLoading: false }),
}));
// Only the page's `warm` reads the app's cache; the lazy parts under the price are not what is tested.
vi.mock('@web/lib/session-services', () => ({ queryClient: null }));
vi.mock('@web/components/shipping/art-shipping-line', () => ({ ArtShippingLine: () => null }));
vi.mock('../components/how-it-was-made', () => ({ HowItWasMade: () => null }));

const apiMock = vi.mocked(call);
configure({ asyncUtilTimeout: 5000 });

const ART_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const art = (over: Partial<Art> = {}): Art => ({
  art_id: ART_ID,
  title: 'Sunrise over Taal',
  description: 'Oil on canvas.',
  price: 2500,
  quantity: 3,
  location: 'Batangas',
  art_style: 'Realism',
  medium: 'Oil',
  subject: 'Landscape',
  image_url: '/a.png',
  image: { url: '/a.png', thumb: null, small: null, card: null, medium: null, large: null, width: 4, height: 3 },
  created_at: '2026-01-01T00:00:00Z',
  artist_id: 'artist1',
  user_id: 'artist1',
  tags: [],
  artist: {
    user_id: 'artist1',
    firstname: 'Maria',
    lastname: 'Santos',
    username: 'maria',
    profile_image: null,
    address: '',
    bio: '',
    phone: '',
    verified: true,
  },
  days_to_ship: null,
  ...over,
});

let served: { art: Art; wishlist: string[]; cart: 'ok' | 'in-cart' };
function serve() {
  apiMock.mockImplementation(((routeKey: string, input?: { body?: { artId: string; action?: string } }) => {
    if (routeKey === 'GET /api/art/{artId}') return Promise.resolve(served.art);
    if (routeKey === 'GET /api/shipping-profiles')
      return Promise.resolve({ profiles: [{ artist_id: served.art.artist_id }] });
    if (routeKey === 'GET /wishlist/{userId}') return Promise.resolve(served.wishlist);
    if (routeKey === 'POST /wishlist') {
      if (input?.body?.action === 'add') served.wishlist = [...served.wishlist, input.body.artId];
      return Promise.resolve({ wishlisted: input?.body?.action === 'add' });
    }
    if (routeKey === 'POST /cart') {
      if (served.cart === 'in-cart')
        return Promise.reject(new ApiError(409, ErrorCodes.alreadyInCart, 'This item is already in your cart.'));
      return Promise.resolve({ message: 'Added' });
    }
    return Promise.reject(new ApiError(404, 'route_not_found', `No such route: ${routeKey}`));
  }) as typeof call);
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The app's Message button, as far as a request goes: it says when it opened. */
const opened = vi.fn();
function MessageButton({ person, request }: MessageButtonProps) {
  useWhenAsked(request, true, () => opened(person.userId));
  return null;
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}>
          <PersonActionsContext value={{ MessageButton }}>
            <MemoryRouter initialEntries={[path]}>
              <Where />
              <Routes>
                <Route path="/art/:artId" element={<ArtDetail />} />
                <Route path="/cart" element={<h1>Your cart</h1>} />
              </Routes>
            </MemoryRouter>
          </PersonActionsContext>
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

const calls = (routeKey: string) => apiMock.mock.calls.filter(([key]) => key === routeKey);
/** The address settles in a transition (the router's), after what the page shows. */
const droppedDo = () => waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/art/${ART_ID}`));

beforeEach(() => {
  Object.assign(auth, { userId: 'buyer1', role: 'Client' });
  served = { art: art(), wishlist: [], cart: 'ok' };
  serve();
  opened.mockReset();
});
afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('the art page opened from a public page’s action link', () => {
  it('?do=cart adds 1 piece once, says so under the button, and drops `do`', async () => {
    renderPage(`/art/${ART_ID}?do=cart`);
    expect(await screen.findByText(/Added 1 piece of "Sunrise over Taal" to your cart\./)).toBeTruthy();
    await droppedDo();
    expect(calls('POST /cart')).toEqual([['POST /cart', { body: { userId: 'buyer1', artId: ART_ID, quantity: 1 } }]]);
  });

  it('?do=cart shows the refusal the button shows (already in the cart)', async () => {
    served.cart = 'in-cart';
    renderPage(`/art/${ART_ID}?do=cart`);
    expect(await screen.findByText(/This item is already in your cart\./)).toBeTruthy();
    expect(calls('POST /cart')).toHaveLength(1);
  });

  it('?do=buy adds to the cart, then opens the cart', async () => {
    renderPage(`/art/${ART_ID}?do=buy`);
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    expect(calls('POST /cart')).toHaveLength(1);
  });

  it('?do=buy of what is already in the cart opens the cart too', async () => {
    served.cart = 'in-cart';
    renderPage(`/art/${ART_ID}?do=buy`);
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeTruthy();
  });

  it('?do=wishlist hearts the art once, and leaves a heart already on as it is', async () => {
    renderPage(`/art/${ART_ID}?do=wishlist`);
    await waitFor(() => expect(calls('POST /wishlist')).toHaveLength(1));
    expect(calls('POST /wishlist')[0]![1]).toEqual({ body: { userId: 'buyer1', artId: ART_ID, action: 'add' } });
    expect(await screen.findByRole('button', { name: 'Remove Sunrise over Taal from wishlist' })).toBeTruthy();
    await droppedDo();
    cleanup();

    renderPage(`/art/${ART_ID}?do=wishlist`);
    expect(await screen.findByRole('button', { name: 'Remove Sunrise over Taal from wishlist' })).toBeTruthy();
    await droppedDo();
    expect(calls('POST /wishlist')).toHaveLength(1);
  });

  it('?do=message opens the Message composer to the artist once', async () => {
    renderPage(`/art/${ART_ID}?do=message`);
    await waitFor(() => expect(opened).toHaveBeenCalledExactlyOnceWith('artist1'));
    await droppedDo();
    expect(calls('POST /cart')).toHaveLength(0);
  });

  it('refuses on the artist’s own art, as the page says, adding nothing', async () => {
    auth.userId = 'artist1';
    auth.role = 'Artist';
    renderPage(`/art/${ART_ID}?do=cart`);
    expect(await screen.findByText(OWN_ART_NOTE)).toBeTruthy();
    await droppedDo();
    expect(calls('POST /cart')).toHaveLength(0);
  });

  it('tells an administrator they have no cart', async () => {
    auth.role = 'Admin';
    renderPage(`/art/${ART_ID}?do=buy`);
    expect(await screen.findByText(ADMIN_NO_CART)).toBeTruthy();
    await droppedDo();
    expect(calls('POST /cart')).toHaveLength(0);
  });

  it('adds nothing when the art is sold out: the page says "Sold out"', async () => {
    served.art = art({ quantity: 0 });
    renderPage(`/art/${ART_ID}?do=cart`);
    // The badge beside the quantity, and the "Available" fact.
    expect(await screen.findAllByText('Sold out')).toHaveLength(2);
    await droppedDo();
    expect(calls('POST /cart')).toHaveLength(0);
  });

  it('without `do`, does nothing for the person', async () => {
    renderPage(`/art/${ART_ID}`);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(calls('POST /cart')).toHaveLength(0);
    expect(calls('POST /wishlist')).toHaveLength(0);
  });
});

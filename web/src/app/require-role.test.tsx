// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { Role } from '@shared/schemas/common';
import { useAuth } from '@web/lib/session';
import { RequireRole } from './require-role';

vi.mock('@web/lib/session', async (original) => ({
  ...(await original<typeof import('@web/lib/session')>()),
  useAuth: vi.fn(),
}));

afterEach(cleanup);

function signedOut() {
  vi.mocked(useAuth).mockReturnValue({
    status: 'signed-out',
    user: null,
    role: null,
    roleLoading: false,
  } as unknown as ReturnType<typeof useAuth>);
}

function signedInAs(role: Role | null, roleLoading = false) {
  vi.mocked(useAuth).mockReturnValue({
    status: 'signed-in',
    user: { userId: 'u1', email: 'ana@example.ph' },
    role,
    roleLoading,
    signIn: vi.fn(),
    signOut: vi.fn(),
  } as unknown as ReturnType<typeof useAuth>);
}

/** The page that rendered: its path. */
function Page() {
  return <p data-testid="page">{useLocation().pathname}</p>;
}

/** Opens `path` with every route behind the guard, as the router does. */
function open(path: string) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {['/login', '/register'].map((p) => (
            <Route
              key={p}
              path={p}
              element={
                <RequireRole access="signed-out">
                  <Page />
                </RequireRole>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <RequireRole access="signed-in">
                <Page />
              </RequireRole>
            }
          />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const landedOn = () => screen.queryByTestId('page')?.textContent;

it('sends a signed-out visitor of any signed-in page to /login, and lets them see /login and /register', () => {
  for (const path of ['/dashboard', '/artist-profile', '/browse-arts']) {
    signedOut();
    open(path);
    expect(landedOn(), path).toBe('/login');
    cleanup();
  }
  signedOut();
  open('/register');
  expect(landedOn()).toBe('/register');
});

it('shows a page to the role it is for, without a notice', () => {
  signedInAs('Artist');
  open('/artist-profile');
  expect(landedOn()).toBe('/artist-profile');
  expect(screen.queryByRole('status')).toBeNull();
});

it('sends a client from the artist profile and its editor to the client profile, with a notice', () => {
  for (const path of ['/artist-profile', '/edit-artist-profile']) {
    signedInAs('Client');
    open(path);
    expect(landedOn()).toBe('/client-profile');
    expect(screen.getByRole('status').textContent).toBe('That page is for artists.');
    cleanup();
  }
});

it('sends an artist from the client profile to the artist profile', () => {
  signedInAs('Artist');
  open('/edit-client-profile');
  expect(landedOn()).toBe('/artist-profile');
  expect(screen.getByRole('status').textContent).toBe('That page is for clients.');
});

it('sends an admin from the artist and client profiles to the admin profile', () => {
  for (const path of ['/artist-profile', '/client-profile']) {
    signedInAs('Admin');
    open(path);
    expect(landedOn()).toBe('/admin-profile');
    cleanup();
  }
});

it('sends artists and clients from every admin page to their dashboard with "That page is for administrators."', () => {
  const adminPages = [
    '/admin-dashboard',
    '/users-table',
    '/tags-table',
    '/arts-table',
    '/verification',
    '/admin-profile',
    '/edit-admin-profile',
    '/audit-log',
  ];
  for (const role of ['Artist', 'Client'] as const) {
    for (const path of adminPages) {
      signedInAs(role);
      open(path);
      expect(landedOn(), `${role} on ${path}`).toBe('/dashboard');
      expect(screen.getByRole('status').textContent).toBe('That page is for administrators.');
      cleanup();
    }
  }
});

it('sends clients from the artist-only art pages (also with an art id) to their own profile with "That page is for artists."', () => {
  for (const path of ['/upload-art', '/artist-post-arts', '/artist-arts', '/edit-art/art-123']) {
    signedInAs('Client');
    open(path);
    expect(landedOn(), path).toBe('/client-profile');
    expect(screen.getByRole('status').textContent).toBe('That page is for artists.');
    cleanup();
  }
});

it('lets the admin open the admin pages, and sends them from /dashboard to the admin dashboard', () => {
  signedInAs('Admin');
  open('/users-table');
  expect(landedOn()).toBe('/users-table');
  cleanup();
  signedInAs('Admin');
  open('/dashboard');
  expect(landedOn()).toBe('/admin-dashboard');
});

it('explains artist verification to a client, with a link to their own profile, instead of the form', () => {
  signedInAs('Client');
  open('/artist-verification');
  expect(landedOn()).toBeUndefined();
  expect(screen.getByRole('heading', { name: 'Verification is for artists' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/client-profile');
});

it('sends a signed-in person from /register and /login to their home', () => {
  for (const [role, home] of [
    ['Artist', '/dashboard'],
    ['Client', '/dashboard'],
    ['Admin', '/admin-dashboard'],
  ] as const) {
    for (const path of ['/register', '/login']) {
      signedInAs(role);
      open(path);
      expect(landedOn(), `${role} on ${path}`).toBe(home);
      cleanup();
    }
  }
});

it('keeps /login on screen while a sign-in is still loading the role', () => {
  signedInAs(null, true);
  open('/login');
  expect(landedOn()).toBe('/login');
});

it('shows nothing while the role loads, and sends a person without a role to /', () => {
  signedInAs(null, true);
  open('/users-table');
  expect(landedOn()).toBeUndefined();
  cleanup();
  signedInAs(null);
  open('/artist-profile');
  expect(landedOn()).toBe('/');
});

it('leaves pages for everyone alone', () => {
  signedInAs('Client');
  open('/browse-arts');
  expect(landedOn()).toBe('/browse-arts');
});

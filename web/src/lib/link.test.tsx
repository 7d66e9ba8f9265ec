// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

afterEach(cleanup);

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

function open(path: string, ui: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

it('renders a real href and navigates in the app on a plain click, with its state', () => {
  const onClick = vi.fn();
  open(
    '/',
    <Link to="/explore?q=clay" state={{ from: 'home' }} onClick={onClick}>
      Explore
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'Explore' });
  expect(link.getAttribute('href')).toBe('/explore?q=clay');
  fireEvent.click(link);
  expect(onClick).toHaveBeenCalledOnce();
  expect(screen.getByTestId('where').textContent).toBe('/explore?q=clay {"from":"home"}');
});

it('leaves a modified click or a prevented one to the browser', () => {
  open(
    '/',
    <Link to="/faq" onClick={(e) => e.preventDefault()}>
      Prevented
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Prevented' }));
  expect(screen.getByTestId('where').textContent).toBe('/ null');
  cleanup();
  open('/', <Link to="/faq">FAQ</Link>);
  fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true });
  expect(screen.getByTestId('where').textContent).toBe('/ null');
});

it('marks the current page, and pages below it unless `end`', () => {
  open(
    '/profile/artist/42',
    <>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/profile">Profile</NavLink>
      <NavLink to="/profile" end>
        Profile only
      </NavLink>
      <NavLink to="/prof">Prefix</NavLink>
    </>,
  );
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
  expect(current('Home')).toBeNull();
  expect(current('Profile')).toBe('page');
  expect(current('Profile only')).toBeNull();
  expect(current('Prefix')).toBeNull();
});

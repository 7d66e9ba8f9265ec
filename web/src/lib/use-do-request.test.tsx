// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDoRequest, useWhenAsked } from './use-do-request';

afterEach(cleanup);

const ACTIONS = ['cart', 'wishlist'] as const;

function Where() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash} ${notice}`}</p>;
}

/** A page that is ready when told, and whose part for `cart` runs `onCart` when it can. */
function Page({ onCart, ready, partReady = true }: { onCart: () => void; ready: boolean; partReady?: boolean }) {
  const request = useDoRequest(ACTIONS, ready);
  useWhenAsked(request?.action === 'cart' ? request : null, partReady, onCart);
  // Renders again on demand: a render must not ask again.
  const [, setTick] = useState(0);
  return (
    <>
      <Where />
      <p data-testid="asked">{request?.action ?? 'nothing'}</p>
      <button type="button" onClick={() => setTick((n) => n + 1)}>
        Render
      </button>
    </>
  );
}

/** Opened at `path` with a state (the guard's notice), which the replace keeps. */
function renderAt(path: string, props: Parameters<typeof Page>[0]) {
  const url = new URL(path, 'http://crafti.test');
  const entry = { pathname: url.pathname, search: url.search, hash: url.hash, state: { notice: 'kept' } };
  const ui = (p: Parameters<typeof Page>[0]) => (
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <Page {...p} />
      </MemoryRouter>
    </StrictMode>
  );
  const view = render(ui(props));
  return { rerender: (p: Parameters<typeof Page>[0]) => view.rerender(ui(p)) };
}

const flush = () => act(async () => await Promise.resolve());
/** The address and the state's notice. */
const where = () => screen.getByTestId('where').textContent?.replace(/ kept$/, '');

describe('useDoRequest', () => {
  it('runs the action once when the page is ready, and drops `do` from the address, keeping the rest', async () => {
    const onCart = vi.fn();
    const view = renderAt('/art/a1?x=1&do=cart#top', { onCart, ready: false });
    await flush();
    expect(onCart).not.toHaveBeenCalled();
    expect(where()).toBe('/art/a1?x=1&do=cart#top');

    view.rerender({ onCart, ready: true });
    await flush();
    expect(onCart).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/art/a1?x=1#top');

    act(() => screen.getByRole('button', { name: 'Render' }).click());
    view.rerender({ onCart, ready: true });
    await flush();
    expect(onCart).toHaveBeenCalledTimes(1);
  });

  it('waits for the part that does it to be ready, and still runs it only once', async () => {
    const onCart = vi.fn();
    const view = renderAt('/art/a1?do=cart', { onCart, ready: true, partReady: false });
    await flush();
    expect(where()).toBe('/art/a1');
    expect(onCart).not.toHaveBeenCalled();
    view.rerender({ onCart, ready: true, partReady: true });
    await flush();
    view.rerender({ onCart, ready: true, partReady: false });
    view.rerender({ onCart, ready: true, partReady: true });
    await flush();
    expect(onCart).toHaveBeenCalledTimes(1);
  });

  it('drops a `do` it does not know, asking nothing', async () => {
    const onCart = vi.fn();
    renderAt('/art/a1?do=steal', { onCart, ready: true });
    await flush();
    expect(where()).toBe('/art/a1');
    expect(screen.getByTestId('asked').textContent).toBe('nothing');
    expect(onCart).not.toHaveBeenCalled();
  });

  it('hands other actions to their own part', async () => {
    const onCart = vi.fn();
    renderAt('/art/a1?do=wishlist', { onCart, ready: true });
    await flush();
    expect(screen.getByTestId('asked').textContent).toBe('wishlist');
    expect(onCart).not.toHaveBeenCalled();
    expect(where()).toBe('/art/a1');
  });
});
